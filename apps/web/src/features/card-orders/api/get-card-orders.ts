import { type CardOrder, cardOrderEndpoints, type EndpointResponse } from '@causeway/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type { CardOrder };

type CardOrdersPage = EndpointResponse<typeof cardOrderEndpoints.list>;

export const CARD_ORDERS_PAGE_SIZE = 25;

/** One page of a business's physical card orders (an organisation's include its programs'), newest first. */
export function getCardOrders(businessId: string, cursor: string | null): Promise<CardOrdersPage> {
  return call(cardOrderEndpoints.list, {
    params: { id: businessId },
    query: { limit: CARD_ORDERS_PAGE_SIZE, cursor: cursor ?? undefined },
  });
}

export const cardOrdersQueryOptions = (businessId: string) =>
  infiniteQueryOptions({
    queryKey: endpointKey(cardOrderEndpoints.list, { id: businessId }, { limit: CARD_ORDERS_PAGE_SIZE }),
    queryFn: ({ pageParam }) => getCardOrders(businessId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });

export function useCardOrders(businessId: string) {
  return useInfiniteQuery(cardOrdersQueryOptions(businessId));
}
