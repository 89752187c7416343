import { identityEndpoints } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/call.ts';

/** Sets the new password with the token from the emailed link (204; 410 invalidOrExpiredLink). */
export function completePasswordReset(input: { token: string; password: string }): Promise<unknown> {
  return call(identityEndpoints.passwordReset, { body: input });
}

export function useCompletePasswordReset() {
  return useMutation({ mutationFn: completePasswordReset });
}
