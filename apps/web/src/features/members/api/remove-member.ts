import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { membersQueryOptions } from './get-members.ts';

/** deleteMember: removes a member's role, or revokes a pending invitation. */
export function removeMember(businessId: string, memberId: string): Promise<void> {
  return apiRequest<void>(`/businesses/${businessId}/users/${memberId}`, { method: 'DELETE' });
}

export function useRemoveMember(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => removeMember(businessId, memberId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryOptions(businessId).queryKey }),
  });
}
