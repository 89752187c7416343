import type { transactionsResponseSchema } from '@causeway/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { cardRecordsKeys } from './query-keys.ts';

type TransactionsPage = z.infer<typeof transactionsResponseSchema>;
export type Transaction = TransactionsPage['transactions'][number];

export const CARD_TRANSACTIONS_PAGE_SIZE = 25;

/** One page of a card's transactions, newest first. */
export function getCardTransactions(cardId: string, cursor: string | null): Promise<TransactionsPage> {
  const query = new URLSearchParams({ limit: String(CARD_TRANSACTIONS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<TransactionsPage>(`/cards/${cardId}/transactions?${query}`);
}

export function useCardTransactions(cardId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: cardRecordsKeys.transactions(cardId),
      queryFn: ({ pageParam }) => getCardTransactions(cardId, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.page.nextCursor,
    }),
  );
}
