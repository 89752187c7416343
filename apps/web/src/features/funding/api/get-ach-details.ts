import { type EndpointResponse, fundingEndpoints } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type AchDetails = EndpointResponse<typeof fundingEndpoints.achDetails>;

/** The account and routing number an organisation pushes ACH deposits to (viewACHDetails). */
export const achDetailsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: endpointKey(fundingEndpoints.achDetails, { id: businessId }),
    queryFn: () => call(fundingEndpoints.achDetails, { params: { id: businessId } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAchDetails(businessId: string, enabled: boolean) {
  return useQuery({ ...achDetailsQueryOptions(businessId), enabled });
}
