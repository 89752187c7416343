import type { TokenResponse } from '@causeway/contracts';
import { useMutation } from '@tanstack/react-query';
import { publicApiRequest } from '../../../lib/api/api-client.ts';

/** Signs in with the texted code. */
export function verifySignInCode(input: { login: string; code: string }): Promise<TokenResponse> {
  return publicApiRequest<TokenResponse>('/users/verifyOTP', { method: 'POST', body: input });
}

export function useVerifySignInCode() {
  return useMutation({ mutationFn: verifySignInCode });
}
