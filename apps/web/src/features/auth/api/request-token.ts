import { identityEndpoints, type TokenResponse } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/call.ts';

type TokenGrant =
  | { grantType: 'password'; login: string; password: string }
  | { grantType: 'ticket'; ticket: string };

/** The token endpoint for a password sign-in or a Google sign-in ticket. */
export function requestToken(grant: TokenGrant): Promise<TokenResponse> {
  // A person's grant always answers a session; only client_credentials answers the other shape.
  return call(identityEndpoints.token, { body: grant }) as Promise<TokenResponse>;
}

export function useRequestToken() {
  return useMutation({ mutationFn: requestToken });
}
