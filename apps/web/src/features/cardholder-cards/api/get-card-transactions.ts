import { transactionEndpoints } from '@causeway/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export const HOLDER_TRANSACTIONS_PAGE_SIZE = 25;

/** The card's purchases, refunds and declines, newest first, a page at a time (cursor paging). */
export function useHolderCardTransactions(cardId: string) {
  return useInfiniteQuery({
    queryKey: endpointKey(
      transactionEndpoints.card,
      { id: cardId },
      { limit: HOLDER_TRANSACTIONS_PAGE_SIZE },
    ),
    queryFn: ({ pageParam }) =>
      call(transactionEndpoints.card, {
        params: { id: cardId },
        query: { limit: HOLDER_TRANSACTIONS_PAGE_SIZE, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });
}
