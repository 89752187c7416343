import { type CardOrder, cardOrderEndpoints } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

/** One order: status, shipping address and method, tracking number and the card it ships. */
export async function getCardOrder(businessId: string, orderId: string): Promise<CardOrder> {
  const body = await call(cardOrderEndpoints.get, { params: { id: businessId, orderId } });
  return body.order;
}

export const cardOrderQueryOptions = (businessId: string, orderId: string) =>
  queryOptions({
    queryKey: endpointKey(cardOrderEndpoints.get, { id: businessId, orderId }),
    queryFn: () => getCardOrder(businessId, orderId),
  });

export function useCardOrder(businessId: string, orderId: string) {
  return useQuery(cardOrderQueryOptions(businessId, orderId));
}
