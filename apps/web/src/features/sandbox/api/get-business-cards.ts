import type { CardSummary, cardsResponseSchema } from '@causeway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { CARDS_QUERY_ROOT } from '../../../lib/money-query-keys.ts';

export type SandboxCard = Pick<CardSummary, 'id' | 'last4' | 'status' | 'cardholder'>;

const CARD_CHOICES = 25;

/**
 * The cards a purchase can be played on: the business's (an organisation's include its programs'),
 * found by the server's search on cardholder name, email, last four digits or reference.
 */
export function useBusinessCards(businessId: string, search: string) {
  const trimmed = search.trim();
  return useQuery({
    // Under the cards root, so a purchase's changed balances refresh the choices too.
    queryKey: [...CARDS_QUERY_ROOT, 'sandbox', businessId, trimmed],
    queryFn: async (): Promise<SandboxCard[]> => {
      const query = new URLSearchParams({ limit: String(CARD_CHOICES) });
      if (trimmed) query.set('search', trimmed);
      const body = await apiRequest<z.infer<typeof cardsResponseSchema>>(
        `/cards/business/${businessId}/cards?${query}`,
      );
      return body.cards;
    },
    placeholderData: keepPreviousData,
  });
}
