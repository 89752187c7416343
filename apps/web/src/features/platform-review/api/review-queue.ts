import { type ONBOARDING_STATUSES, platformReviewEndpoints } from '@causeway/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type QueueStatus = (typeof ONBOARDING_STATUSES)[number];

/**
 * The applications in one status, the longest waiting first. Anyone but a platform reviewer is
 * answered 404, which is also how the screen learns it is not theirs; a 404 is not retried.
 */
export function useReviewQueue(status: QueueStatus) {
  const query = { status };
  return useQuery({
    queryKey: endpointKey(platformReviewEndpoints.queue, undefined, query),
    queryFn: () => call(platformReviewEndpoints.queue, { query }),
    retry: false,
  });
}
