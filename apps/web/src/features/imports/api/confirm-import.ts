import { importEndpoints } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type ConfirmImportInput = { dropInvalidRows: boolean; allowPartial: boolean };

/** Hands the checked import to the worker. */
export function confirmImport(businessId: string, importId: string, input: ConfirmImportInput) {
  return call(importEndpoints.confirm, { params: { id: businessId, importId }, body: input });
}

export function useConfirmImport(businessId: string, importId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmImportInput) => confirmImport(businessId, importId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: endpointKey(importEndpoints.list, { id: businessId }) }),
  });
}
