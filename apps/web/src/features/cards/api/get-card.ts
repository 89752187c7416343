import type { cardDetailsResponseSchema } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { CARDS_QUERY_ROOT } from '../../../lib/money-query-keys.ts';
import type { Card } from './get-cards.ts';

/** One card: cardholder, masked number, expiry, form, status and balance. */
export async function getCard(cardId: string): Promise<Card> {
  const body = await apiRequest<z.infer<typeof cardDetailsResponseSchema>>(`/cards/${cardId}/details`);
  return body.card;
}

export const cardQueryOptions = (cardId: string) =>
  queryOptions({ queryKey: [...CARDS_QUERY_ROOT, cardId, 'details'], queryFn: () => getCard(cardId) });

export function useCard(cardId: string) {
  return useQuery(cardQueryOptions(cardId));
}
