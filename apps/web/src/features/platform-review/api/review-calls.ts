import { onboardingEndpoints, platformReviewEndpoints } from '@causeway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export function useApplicationReview(businessId: string) {
  return useQuery({
    queryKey: endpointKey(platformReviewEndpoints.review, { id: businessId }),
    queryFn: () => call(platformReviewEndpoints.review, { params: { id: businessId } }),
    retry: false,
  });
}

export type Decision = { approve: true } | { reason: string } | { question: string };

function decide(businessId: string, decision: Decision) {
  const params = { id: businessId };
  if ('approve' in decision) return call(platformReviewEndpoints.approve, { params });
  if ('reason' in decision) {
    return call(platformReviewEndpoints.reject, { params, body: { reason: decision.reason } });
  }
  return call(platformReviewEndpoints.requestInformation, { params, body: { message: decision.question } });
}

/** Approve, reject or ask for more information; the review and the queue are read again. */
export function useDecision(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => decide(businessId, decision),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: endpointKey(platformReviewEndpoints.review, { id: businessId }),
        }),
        queryClient.invalidateQueries({ queryKey: endpointKey(platformReviewEndpoints.queue) }),
      ]),
  });
}

/** A short-lived download link for one document, opened at once. */
export async function openDocument(documentId: string) {
  const { url } = await call(onboardingEndpoints.presignedUrl, { body: { documentId } });
  window.open(url, '_blank', 'noopener');
}
