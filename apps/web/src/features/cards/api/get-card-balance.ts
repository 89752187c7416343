import type { cardBalanceResponseSchema } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { CARDS_QUERY_ROOT } from '../../../lib/money-query-keys.ts';

export type CardBalance = z.infer<typeof cardBalanceResponseSchema>['balance'];

/** A card's balance: total, held by authorizations, and available to spend. */
export async function getCardBalance(cardId: string): Promise<CardBalance> {
  const body = await apiRequest<z.infer<typeof cardBalanceResponseSchema>>(`/cards/${cardId}/balance`);
  return body.balance;
}

export const cardBalanceQueryOptions = (cardId: string) =>
  queryOptions({
    queryKey: [...CARDS_QUERY_ROOT, cardId, 'balance'],
    queryFn: () => getCardBalance(cardId),
  });

export function useCardBalance(cardId: string) {
  return useQuery(cardBalanceQueryOptions(cardId));
}
