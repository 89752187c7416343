import type { CardOrder, cardOrdersResponseSchema } from '@causeway/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { CARD_ORDERS_QUERY_ROOT } from './card-order-keys.ts';

export type { CardOrder };

type CardOrdersPage = z.infer<typeof cardOrdersResponseSchema>;

export const CARD_ORDERS_PAGE_SIZE = 25;

/** One page of a business's physical card orders (an organisation's include its programs'), newest first. */
export function getCardOrders(businessId: string, cursor: string | null): Promise<CardOrdersPage> {
  const query = new URLSearchParams({ limit: String(CARD_ORDERS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<CardOrdersPage>(`/businesses/${businessId}/cardOrders?${query}`);
}

export const cardOrdersQueryOptions = (businessId: string) =>
  infiniteQueryOptions({
    queryKey: [...CARD_ORDERS_QUERY_ROOT, 'business', businessId],
    queryFn: ({ pageParam }) => getCardOrders(businessId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });

export function useCardOrders(businessId: string) {
  return useInfiniteQuery(cardOrdersQueryOptions(businessId));
}
