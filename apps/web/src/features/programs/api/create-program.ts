import { businessEndpoints, createProgramBodySchema } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, endpointKey } from '../../../lib/api/call.ts';

export const createProgramInputSchema = createProgramBodySchema;
export type CreateProgramInput = z.infer<typeof createProgramInputSchema>;

/** createProgram: a new program (sub-business) under the top-level business. */
export function createProgram(businessId: string, input: CreateProgramInput) {
  return call(businessEndpoints.createProgram, { params: { id: businessId }, body: input });
}

export function useCreateProgram(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProgramInput) => createProgram(businessId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: endpointKey(businessEndpoints.programs, { id: businessId }),
      }),
  });
}
