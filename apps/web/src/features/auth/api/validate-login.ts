import type { validateLoginResponseSchema } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { publicApiRequest } from '../../../lib/api/api-client.ts';

export type LoginCheck = z.infer<typeof validateLoginResponseSchema>;

/** Step one of sign-in: does the account exist, is it activated, and how may it sign in. */
export function validateLogin(login: string): Promise<LoginCheck> {
  return publicApiRequest<LoginCheck>('/users/validateLogin', { method: 'POST', body: { login } });
}

export function useValidateLogin() {
  return useMutation({ mutationFn: validateLogin });
}
