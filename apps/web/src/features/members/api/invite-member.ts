import { businessEndpoints, inviteMemberBodySchema } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, endpointKey } from '../../../lib/api/call.ts';

export const inviteMemberInputSchema = inviteMemberBodySchema;
export type InviteMemberInput = z.infer<typeof inviteMemberInputSchema>;

/** addMember: adds an existing account by email, or emails an invitation to create one. */
export function inviteMember(businessId: string, input: InviteMemberInput) {
  return call(businessEndpoints.inviteMember, { params: { id: businessId }, body: input });
}

/** Invites onto the chosen business (the organisation or a program), then refreshes the page's list. */
export function useInviteMember(pageBusinessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, input }: { businessId: string; input: InviteMemberInput }) =>
      inviteMember(businessId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: endpointKey(businessEndpoints.members, { id: pageBusinessId }),
      }),
  });
}
