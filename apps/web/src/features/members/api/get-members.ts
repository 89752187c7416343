import { businessEndpoints, type EndpointResponse } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type Member = EndpointResponse<typeof businessEndpoints.members>['users'][number];

/** Members of a business and its pending invitations. */
export function getMembers(businessId: string): Promise<Member[]> {
  return call(businessEndpoints.members, { params: { id: businessId } }).then((body) => body.users);
}

export const membersQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: endpointKey(businessEndpoints.members, { id: businessId }),
    queryFn: () => getMembers(businessId),
  });

export function useMembers(businessId: string) {
  return useQuery(membersQueryOptions(businessId));
}
