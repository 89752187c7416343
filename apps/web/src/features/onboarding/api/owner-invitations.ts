import { onboardingEndpoints } from '@causeway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

type OwnerAction = 'resend' | 'revoke';

/** Email a fresh link to an owner who has not answered, or withdraw their invitation. */
export function changeOwnerInvitation(
  businessId: string,
  ownerId: string,
  action: OwnerAction,
): Promise<unknown> {
  const params = { id: businessId, ownerId };
  return action === 'resend'
    ? call(onboardingEndpoints.resendOwnerInvitation, { params })
    : call(onboardingEndpoints.revokeOwnerInvitation, { params });
}

/**
 * Either change reads the owners and the application again: withdrawing the last owner who had
 * not answered submits the application, and the screen follows its status.
 */
export function useChangeOwnerInvitation(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ownerId, action }: { ownerId: string; action: OwnerAction }) =>
      changeOwnerInvitation(businessId, ownerId, action),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: endpointKey(onboardingEndpoints.beneficialOwners, { id: businessId }),
        }),
        queryClient.invalidateQueries({
          queryKey: endpointKey(onboardingEndpoints.application, { id: businessId }),
        }),
      ]),
  });
}
