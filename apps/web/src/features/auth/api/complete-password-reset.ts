import { useMutation } from '@tanstack/react-query';
import { publicApiRequest } from '../../../lib/api/api-client.ts';

/** Sets the new password with the token from the emailed link (410 invalidOrExpiredLink). */
export function completePasswordReset(input: { token: string; password: string }): Promise<unknown> {
  return publicApiRequest('/users/passwordReset', { method: 'POST', body: input });
}

export function useCompletePasswordReset() {
  return useMutation({ mutationFn: completePasswordReset });
}
