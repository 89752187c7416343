import { businessEndpoints, type EndpointResponse } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readAllPages } from '../../../lib/api/all-pages.ts';
import { call, endpointKey } from '../../../lib/api/call.ts';
import { orderMembers } from '../model/order-members.ts';

export type Member = EndpointResponse<typeof businessEndpoints.members>['users'][number];

/** Members of a business and its pending invitations: every page, the page's own business first. */
export async function getMembers(businessId: string): Promise<Member[]> {
  const members = await readAllPages(async (query) => {
    const page = await call(businessEndpoints.members, { params: { id: businessId }, query });
    return { items: page.users, nextCursor: page.page.nextCursor };
  });
  return orderMembers(members, businessId);
}

export const membersQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: endpointKey(businessEndpoints.members, { id: businessId }),
    queryFn: () => getMembers(businessId),
  });

export function useMembers(businessId: string) {
  return useQuery(membersQueryOptions(businessId));
}
