import { cardEndpoints, type EndpointResponse } from '@causeway/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type CardBalance = EndpointResponse<typeof cardEndpoints.balance>['balance'];

/** The card's balance right now: total, held by pending purchases, available (the holder may read it). */
export function useHolderCardBalance(cardId: string) {
  return useQuery({
    queryKey: endpointKey(cardEndpoints.balance, { id: cardId }),
    queryFn: () => call(cardEndpoints.balance, { params: { id: cardId } }),
    select: (body): CardBalance => body.balance,
  });
}
