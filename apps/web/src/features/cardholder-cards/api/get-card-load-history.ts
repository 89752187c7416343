import { cardEndpoints, type EndpointResponse } from '@causeway/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type CardLoad = EndpointResponse<typeof cardEndpoints.loadHistory>['loads'][number];

export const HOLDER_LOADS_PAGE_SIZE = 25;

/** Money put on (or taken off) the card, newest first, a page at a time. */
export function useHolderLoadHistory(cardId: string) {
  return useInfiniteQuery({
    queryKey: endpointKey(cardEndpoints.loadHistory, { id: cardId }, { limit: HOLDER_LOADS_PAGE_SIZE }),
    queryFn: ({ pageParam }) =>
      call(cardEndpoints.loadHistory, {
        params: { id: cardId },
        query: { limit: HOLDER_LOADS_PAGE_SIZE, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });
}
