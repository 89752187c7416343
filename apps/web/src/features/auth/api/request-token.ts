import type { TokenResponse } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { publicApiRequest } from '../../../lib/api/api-client.ts';

type TokenGrant =
  | { grantType: 'password'; login: string; password: string }
  | { grantType: 'ticket'; ticket: string };

/** The token endpoint for a password sign-in or a Google sign-in ticket. */
export function requestToken(grant: TokenGrant): Promise<TokenResponse> {
  return publicApiRequest<TokenResponse>('/auth/token', { method: 'POST', body: grant });
}

export function useRequestToken() {
  return useMutation({ mutationFn: requestToken });
}
