import { onboardingEndpoints, platformReviewEndpoints } from '@causeway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export function useApplicationReview(businessId: string) {
  return useQuery({
    queryKey: endpointKey(platformReviewEndpoints.review, { id: businessId }),
    queryFn: () => call(platformReviewEndpoints.review, { params: { id: businessId } }),
  });
}

/** Approve or reject; the review is read again either way. */
export function useDecision(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { approve: true } | { reason: string }) =>
      'approve' in decision
        ? call(platformReviewEndpoints.approve, { params: { id: businessId } })
        : call(platformReviewEndpoints.reject, {
            params: { id: businessId },
            body: { reason: decision.reason },
          }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: endpointKey(platformReviewEndpoints.review, { id: businessId }),
      }),
  });
}

/** A short-lived download link for one document, opened at once. */
export async function openDocument(documentId: string) {
  const { url } = await call(onboardingEndpoints.presignedUrl, { body: { documentId } });
  window.open(url, '_blank', 'noopener');
}
