import { importEndpoints, type uploadImportBodySchema } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type UploadImportInput = z.input<typeof uploadImportBodySchema>;

/** Sends the file for the server's own check; nothing is created until it is confirmed. */
export function uploadImport(businessId: string, input: UploadImportInput) {
  return call(importEndpoints.upload, { params: { id: businessId }, body: input });
}

export function useUploadImport(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadImportInput) => uploadImport(businessId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: endpointKey(importEndpoints.list, { id: businessId }) }),
  });
}
