import { identityEndpoints, type TokenResponse } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/call.ts';

/** Signs in with the texted code. */
export function verifySignInCode(input: { login: string; code: string }): Promise<TokenResponse> {
  return call(identityEndpoints.verifyOtp, { body: input });
}

export function useVerifySignInCode() {
  return useMutation({ mutationFn: verifySignInCode });
}
