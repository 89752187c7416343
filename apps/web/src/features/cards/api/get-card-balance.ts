import { cardEndpoints, type EndpointResponse } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type CardBalance = EndpointResponse<typeof cardEndpoints.balance>['balance'];

/** A card's balance: total, held by authorizations, and available to spend. */
export const cardBalanceQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: endpointKey(cardEndpoints.balance, { id: cardId }),
    queryFn: () => call(cardEndpoints.balance, { params: { id: cardId } }),
    select: (body): CardBalance => body.balance,
  });

export function useCardBalance(cardId: string) {
  return useQuery(cardBalanceQueryOptions(cardId));
}
