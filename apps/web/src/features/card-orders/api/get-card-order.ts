import type { CardOrder, cardOrderResponseSchema } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { CARD_ORDERS_QUERY_ROOT } from './card-order-keys.ts';

/** One order: status, shipping address and method, tracking number and the card it ships. */
export async function getCardOrder(businessId: string, orderId: string): Promise<CardOrder> {
  const body = await apiRequest<z.infer<typeof cardOrderResponseSchema>>(
    `/businesses/${businessId}/cardOrders/${orderId}`,
  );
  return body.order;
}

export const cardOrderQueryOptions = (businessId: string, orderId: string) =>
  queryOptions({
    queryKey: [...CARD_ORDERS_QUERY_ROOT, 'business', businessId, orderId],
    queryFn: () => getCardOrder(businessId, orderId),
  });

export function useCardOrder(businessId: string, orderId: string) {
  return useQuery(cardOrderQueryOptions(businessId, orderId));
}
