import {
  type CardOrder,
  cardOrderEndpoints,
  PAGE_LIMIT_MAX,
  sandboxCardOrderEndpoints,
} from '@causeway/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';
import { invalidateCardReads, invalidateEndpoints } from '../../../lib/money-query-keys.ts';

/** The latest physical card orders of a business (an organisation's include its programs'). */
export const sandboxCardOrdersQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: endpointKey(cardOrderEndpoints.list, { id: businessId }, { limit: PAGE_LIMIT_MAX }),
    queryFn: async () =>
      (await call(cardOrderEndpoints.list, { params: { id: businessId }, query: { limit: PAGE_LIMIT_MAX } }))
        .orders,
  });

export function useSandboxCardOrders(businessId: string) {
  return useQuery(sandboxCardOrdersQueryOptions(businessId));
}

/** POST /api/sandbox/cardOrders/{orderId}/advance: the carrier moves the order one step. */
export async function advanceCardOrder(orderId: string): Promise<CardOrder> {
  const body = await call(sandboxCardOrderEndpoints.advance, { params: { orderId } });
  return body.order;
}

export function useAdvanceCardOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: advanceCardOrder,
    // This panel's list, the orders pages' lists and order pages, and the card records.
    onSuccess: () =>
      Promise.all([
        invalidateEndpoints(queryClient, [cardOrderEndpoints.list, cardOrderEndpoints.get]),
        invalidateCardReads(queryClient),
      ]),
  });
}

/** What is printed on an order's card (sandbox only): read on demand, never kept in the cache. */
export function usePrintedCard(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(sandboxCardOrderEndpoints.printedCard, { orderId }),
    queryFn: async () =>
      (await call(sandboxCardOrderEndpoints.printedCard, { params: { orderId } })).printedCard,
    enabled,
    gcTime: 0,
    staleTime: 0,
  });
}
