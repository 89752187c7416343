import { importEndpoints } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

/** Stops the import: rows done stay done, the rest are cancelled. */
export function cancelImport(businessId: string, importId: string) {
  return call(importEndpoints.cancel, { params: { id: businessId, importId } });
}

export function useCancelImport(businessId: string, importId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelImport(businessId, importId),
    onSuccess: (answer) => {
      queryClient.setQueryData(endpointKey(importEndpoints.details, { id: businessId, importId }), answer);
      return queryClient.invalidateQueries({
        queryKey: endpointKey(importEndpoints.list, { id: businessId }),
      });
    },
  });
}
