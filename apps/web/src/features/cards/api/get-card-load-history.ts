import { cardEndpoints, type EndpointResponse } from '@causeway/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type CardLoad = EndpointResponse<typeof cardEndpoints.loadHistory>['loads'][number];

export const CARD_LOADS_PAGE_SIZE = 20;

/** Pages of a card's loads, withdrawals and transfers, newest first. */
export const cardLoadHistoryQueryOptions = (cardId: string) =>
  infiniteQueryOptions({
    queryKey: endpointKey(cardEndpoints.loadHistory, { id: cardId }, { limit: CARD_LOADS_PAGE_SIZE }),
    queryFn: ({ pageParam }) =>
      call(cardEndpoints.loadHistory, {
        params: { id: cardId },
        query: { limit: CARD_LOADS_PAGE_SIZE, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });

export function useCardLoadHistory(cardId: string) {
  return useInfiniteQuery(cardLoadHistoryQueryOptions(cardId));
}
