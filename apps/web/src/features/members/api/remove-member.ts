import { businessEndpoints } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

/** deleteMember: removes a member's role, or revokes a pending invitation, on the business it is on. */
export async function removeMember(businessId: string, memberId: string): Promise<void> {
  await call(businessEndpoints.removeMember, { params: { id: businessId, userId: memberId } });
}

/** Removes from the member's own business, then refreshes the list of the page it was removed from. */
export function useRemoveMember(pageBusinessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, memberId }: { businessId: string; memberId: string }) =>
      removeMember(businessId, memberId),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: endpointKey(businessEndpoints.members, { id: pageBusinessId }),
      }),
  });
}
