import { type EndpointResponse, identityEndpoints } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/call.ts';

export type SentCode = EndpointResponse<typeof identityEndpoints.sendOtp>;

/** Texts a 6-digit sign-in code to the account's phone. */
export function sendSignInCode(login: string): Promise<SentCode> {
  return call(identityEndpoints.sendOtp, { body: { login } });
}

export function useSendSignInCode() {
  return useMutation({ mutationFn: sendSignInCode });
}
