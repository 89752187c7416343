import { businessEndpoints, type EndpointResponse } from '@causeway/contracts';
import { ERROR_MESSAGES } from '@causeway/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readAllPages } from '../../../lib/api/all-pages.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type Program = EndpointResponse<typeof businessEndpoints.programs>['programs'][number];

/** The programs of a top-level business, every page; a missing business id is refused (business spec §5). */
export async function getPrograms(businessId: string): Promise<Program[]> {
  if (!businessId) {
    throw new ApiError(400, { code: 'businessIdRequired', message: ERROR_MESSAGES.businessIdRequired });
  }
  return readAllPages(async (query) => {
    const page = await call(businessEndpoints.programs, { params: { id: businessId }, query });
    return { items: page.programs, nextCursor: page.page.nextCursor };
  });
}

export const programsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: endpointKey(businessEndpoints.programs, { id: businessId }),
    queryFn: () => getPrograms(businessId),
  });

export function usePrograms(businessId: string) {
  return useQuery(programsQueryOptions(businessId));
}
