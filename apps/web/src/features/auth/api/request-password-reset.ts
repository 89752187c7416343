import { identityEndpoints } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/call.ts';

/** Emails a reset link (202 whether or not the account exists). */
export function requestPasswordReset(email: string): Promise<unknown> {
  return call(identityEndpoints.passwordReset, { body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
