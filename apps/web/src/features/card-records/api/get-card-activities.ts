import { cardLifecycleEndpoints, type EndpointResponse } from '@causeway/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type CardActivity = EndpointResponse<typeof cardLifecycleEndpoints.activities>['activities'][number];

export const CARD_ACTIVITIES_PAGE_SIZE = 25;

/** Pages of a card's activity events, newest first. */
export function useCardActivities(cardId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: endpointKey(
        cardLifecycleEndpoints.activities,
        { id: cardId },
        { limit: CARD_ACTIVITIES_PAGE_SIZE },
      ),
      queryFn: ({ pageParam }) =>
        call(cardLifecycleEndpoints.activities, {
          params: { id: cardId },
          query: { limit: CARD_ACTIVITIES_PAGE_SIZE, cursor: pageParam ?? undefined },
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.page.nextCursor,
    }),
  );
}
