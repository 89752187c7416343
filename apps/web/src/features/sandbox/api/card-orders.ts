import type { CardOrder, cardOrderResponseSchema, cardOrdersResponseSchema } from '@causeway/contracts';
import { PAGE_LIMIT_MAX } from '@causeway/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { CARDS_QUERY_ROOT } from '../../../lib/money-query-keys.ts';

const SANDBOX_ORDERS_ROOT = ['sandbox', 'cardOrders'] as const;

/** The latest physical card orders of a business (an organisation's include its programs'). */
export const sandboxCardOrdersQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: [...SANDBOX_ORDERS_ROOT, businessId],
    queryFn: async () =>
      (
        await apiRequest<z.infer<typeof cardOrdersResponseSchema>>(
          `/businesses/${businessId}/cardOrders?limit=${PAGE_LIMIT_MAX}`,
        )
      ).orders,
  });

export function useSandboxCardOrders(businessId: string) {
  return useQuery(sandboxCardOrdersQueryOptions(businessId));
}

/** POST /api/sandbox/cardOrders/{orderId}/advance: the carrier moves the order one step. */
export async function advanceCardOrder(orderId: string): Promise<CardOrder> {
  const body = await apiRequest<z.infer<typeof cardOrderResponseSchema>>(
    `/sandbox/cardOrders/${orderId}/advance`,
    { method: 'POST' },
  );
  return body.order;
}

export function useAdvanceCardOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: advanceCardOrder,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SANDBOX_ORDERS_ROOT }),
        queryClient.invalidateQueries({ queryKey: CARDS_QUERY_ROOT }),
      ]),
  });
}
