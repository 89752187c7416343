import { type EndpointResponse, transactionEndpoints } from '@causeway/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

type TransactionsPage = EndpointResponse<typeof transactionEndpoints.card>;
export type Transaction = TransactionsPage['transactions'][number];

export const CARD_TRANSACTIONS_PAGE_SIZE = 25;

/** One page of a card's transactions, newest first. */
export function getCardTransactions(cardId: string, cursor: string | null): Promise<TransactionsPage> {
  return call(transactionEndpoints.card, {
    params: { id: cardId },
    query: { limit: CARD_TRANSACTIONS_PAGE_SIZE, cursor: cursor ?? undefined },
  });
}

export function useCardTransactions(cardId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: endpointKey(
        transactionEndpoints.card,
        { id: cardId },
        { limit: CARD_TRANSACTIONS_PAGE_SIZE },
      ),
      queryFn: ({ pageParam }) => getCardTransactions(cardId, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.page.nextCursor,
    }),
  );
}
