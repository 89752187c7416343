import type { cardLoadHistoryResponseSchema } from '@causeway/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { CARDS_QUERY_ROOT } from '../../../lib/money-query-keys.ts';

export type CardLoad = z.infer<typeof cardLoadHistoryResponseSchema>['loads'][number];
type CardLoadsPage = z.infer<typeof cardLoadHistoryResponseSchema>;

export const CARD_LOADS_PAGE_SIZE = 20;

/** One page of a card's loads, withdrawals and transfers, newest first. */
export function getCardLoadHistory(cardId: string, cursor: string | null): Promise<CardLoadsPage> {
  const query = new URLSearchParams({ limit: String(CARD_LOADS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<CardLoadsPage>(`/cards/${cardId}/loadHistory?${query}`);
}

export const cardLoadHistoryQueryOptions = (cardId: string) =>
  infiniteQueryOptions({
    queryKey: [...CARDS_QUERY_ROOT, cardId, 'loadHistory'],
    queryFn: ({ pageParam }) => getCardLoadHistory(cardId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });

export function useCardLoadHistory(cardId: string) {
  return useInfiniteQuery(cardLoadHistoryQueryOptions(cardId));
}
