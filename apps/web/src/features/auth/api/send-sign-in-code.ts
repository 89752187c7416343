import type { sendOtpResponseSchema } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { publicApiRequest } from '../../../lib/api/api-client.ts';

export type SentCode = z.infer<typeof sendOtpResponseSchema>;

/** Texts a 6-digit sign-in code to the account's phone. */
export function sendSignInCode(login: string): Promise<SentCode> {
  return publicApiRequest<SentCode>('/users/sendOTP', { method: 'POST', body: { login } });
}

export function useSendSignInCode() {
  return useMutation({ mutationFn: sendSignInCode });
}
