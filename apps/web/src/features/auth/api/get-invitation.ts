import type { invitationResponseSchema } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { publicApiRequest } from '../../../lib/api/api-client.ts';

export type Invitation = z.infer<typeof invitationResponseSchema>;

/** What an emailed account-creation link is for (410 invalidOrExpiredLink when it is not valid). */
export function getInvitation(token: string): Promise<Invitation> {
  return publicApiRequest<Invitation>(`/users/invitations/${encodeURIComponent(token)}`);
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['invitations', token], queryFn: () => getInvitation(token), retry: false });

export function useInvitation(token: string) {
  return useQuery({ ...invitationQueryOptions(token), enabled: token.length > 0 });
}
