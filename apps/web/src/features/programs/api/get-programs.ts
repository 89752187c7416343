import type { programsResponseSchema } from '@causeway/contracts';
import { ERROR_MESSAGES } from '@causeway/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { ApiError } from '../../../lib/api/api-error.ts';

export type Program = z.infer<typeof programsResponseSchema>['programs'][number];

/** The programs of a top-level business; a missing business id is refused (business spec §5). */
export async function getPrograms(businessId: string): Promise<Program[]> {
  if (!businessId) {
    throw new ApiError(400, { code: 'businessIdRequired', message: ERROR_MESSAGES.businessIdRequired });
  }
  const body = await apiRequest<z.infer<typeof programsResponseSchema>>(`/businesses/${businessId}/programs`);
  return body.programs;
}

export const programsQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: ['businesses', businessId, 'programs'], queryFn: () => getPrograms(businessId) });

export function usePrograms(businessId: string) {
  return useQuery(programsQueryOptions(businessId));
}
