import type { createUserBodySchema, TokenResponse } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { publicApiRequest } from '../../../lib/api/api-client.ts';

export type CreateAccountInput = z.input<typeof createUserBodySchema>;

/** Creates the account an invitation link is for; answers tokens, so the person is signed in. */
export function createAccount(input: CreateAccountInput): Promise<TokenResponse> {
  return publicApiRequest<TokenResponse>('/users/user', { method: 'POST', body: input });
}

export function useCreateAccount() {
  return useMutation({ mutationFn: createAccount });
}
