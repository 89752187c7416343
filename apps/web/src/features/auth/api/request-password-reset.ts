import { useMutation } from '@tanstack/react-query';
import { publicApiRequest } from '../../../lib/api/api-client.ts';

/** Emails a reset link (202 whether or not the account exists). */
export function requestPasswordReset(email: string): Promise<unknown> {
  return publicApiRequest('/users/passwordReset', { method: 'POST', body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
