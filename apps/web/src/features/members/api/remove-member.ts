import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { membersQueryOptions } from './get-members.ts';

/** deleteMember: removes a member's role, or revokes a pending invitation, on the business it is on. */
export function removeMember(businessId: string, memberId: string): Promise<void> {
  return apiRequest<void>(`/businesses/${businessId}/users/${memberId}`, { method: 'DELETE' });
}

/** Removes from the member's own business, then refreshes the list of the page it was removed from. */
export function useRemoveMember(pageBusinessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, memberId }: { businessId: string; memberId: string }) =>
      removeMember(businessId, memberId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: membersQueryOptions(pageBusinessId).queryKey }),
  });
}
