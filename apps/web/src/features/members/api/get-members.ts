import type { membersResponseSchema } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';

export type Member = z.infer<typeof membersResponseSchema>['users'][number];

/** Members of a business and its pending invitations. */
export function getMembers(businessId: string): Promise<Member[]> {
  return apiRequest<z.infer<typeof membersResponseSchema>>(`/businesses/${businessId}/users`).then(
    (body) => body.users,
  );
}

export const membersQueryOptions = (businessId: string) =>
  queryOptions({ queryKey: ['businesses', businessId, 'members'], queryFn: () => getMembers(businessId) });

export function useMembers(businessId: string) {
  return useQuery(membersQueryOptions(businessId));
}
