import { type EndpointInput, sandboxBankLinkEndpoints } from '@causeway/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

/** GET /api/sandbox/bankLink/institutions: the look-alike's banks (they never change while it runs). */
export function useSandboxInstitutions() {
  return useQuery({
    queryKey: endpointKey(sandboxBankLinkEndpoints.institutions),
    queryFn: async () => (await call(sandboxBankLinkEndpoints.institutions, {})).institutions,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type SandboxSignIn = EndpointInput<typeof sandboxBankLinkEndpoints.publicToken>['body'];

/** POST /api/sandbox/bankLink/publicToken: sign in at a sandbox bank, as inside Plaid Link. */
export function useSandboxSignIn() {
  return useMutation({
    mutationFn: (body: SandboxSignIn) => call(sandboxBankLinkEndpoints.publicToken, { body }),
  });
}
