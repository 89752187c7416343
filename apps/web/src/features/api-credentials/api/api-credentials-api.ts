import { apiCredentialEndpoints, type EndpointInput, type EndpointResponse } from '@causeway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type ApiCredentialView = EndpointResponse<typeof apiCredentialEndpoints.list>['credentials'][number];
export type CreateApiCredentialInput = EndpointInput<typeof apiCredentialEndpoints.create>['body'];
export type CreatedApiCredential = EndpointResponse<typeof apiCredentialEndpoints.create>;

/** The page business's credentials, with its programs' (the API answers what the caller manages). */
export const useApiCredentials = (businessId: string) =>
  useQuery({
    queryKey: endpointKey(apiCredentialEndpoints.list, { id: businessId }),
    queryFn: () => call(apiCredentialEndpoints.list, { params: { id: businessId } }),
  });

function useInvalidateCredentials(pageBusinessId: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      queryKey: endpointKey(apiCredentialEndpoints.list, { id: pageBusinessId }),
    });
}

/**
 * Creates a credential on the chosen business (the organisation or a program). The answer holds
 * the secret, shown once: it is never cached, only handed to the dialog that shows it.
 */
export function useCreateApiCredential(pageBusinessId: string) {
  const invalidate = useInvalidateCredentials(pageBusinessId);
  return useMutation({
    mutationFn: ({ businessId, body }: { businessId: string; body: CreateApiCredentialInput }) =>
      call(apiCredentialEndpoints.create, { params: { id: businessId }, body }),
    onSuccess: invalidate,
  });
}

/** Revokes through the page's business, which manages its programs' credentials too. */
export function useRevokeApiCredential(pageBusinessId: string) {
  const invalidate = useInvalidateCredentials(pageBusinessId);
  return useMutation({
    mutationFn: (credentialId: string) =>
      call(apiCredentialEndpoints.revoke, { params: { id: pageBusinessId, credentialId } }),
    onSuccess: invalidate,
  });
}
