import { type EndpointResponse, identityEndpoints } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type Invitation = EndpointResponse<typeof identityEndpoints.invitation>;

/** What an emailed account-creation link is for (410 invalidOrExpiredLink when it is not valid). */
export function getInvitation(token: string): Promise<Invitation> {
  return call(identityEndpoints.invitation, { params: { token } });
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: endpointKey(identityEndpoints.invitation, { token }),
    queryFn: () => getInvitation(token),
    retry: false,
  });

export function useInvitation(token: string) {
  return useQuery({ ...invitationQueryOptions(token), enabled: token.length > 0 });
}
