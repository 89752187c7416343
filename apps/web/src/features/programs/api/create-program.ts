import { createProgramBodySchema, type createProgramResponseSchema } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { programsQueryOptions } from './get-programs.ts';

export const createProgramInputSchema = createProgramBodySchema;
export type CreateProgramInput = z.infer<typeof createProgramInputSchema>;

/** createProgram: a new program (sub-business) under the top-level business. */
export function createProgram(businessId: string, input: CreateProgramInput) {
  return apiRequest<z.infer<typeof createProgramResponseSchema>>(`/businesses/${businessId}/program`, {
    method: 'POST',
    body: input,
  });
}

export function useCreateProgram(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProgramInput) => createProgram(businessId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsQueryOptions(businessId).queryKey }),
  });
}
