import type { CardListItem, CardSummary, cardsResponseSchema } from '@causeway/contracts';
import type { CardForm, CardStatus } from '@causeway/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { CARDS_QUERY_ROOT } from '../../../lib/money-query-keys.ts';

export type Card = CardSummary;
/** A card of the cards list: the summary and the tags it carries. */
export type ListedCard = CardListItem;
export type { CardForm, CardStatus };
export type CardFilters = {
  search: string;
  status: CardStatus | null;
  form: CardForm | null;
  /** Only cards carrying this tag of the organisation. */
  tagId: string | null;
};
type CardsPage = z.infer<typeof cardsResponseSchema>;

export const CARDS_PAGE_SIZE = 25;

/** One page of a business's cards (an organisation's include its programs'), newest first. */
export function getCards(
  businessId: string,
  filters: CardFilters,
  cursor: string | null,
): Promise<CardsPage> {
  const query = new URLSearchParams({ limit: String(CARDS_PAGE_SIZE) });
  const search = filters.search.trim();
  if (search) query.set('search', search);
  if (filters.status) query.set('status', filters.status);
  if (filters.form) query.set('form', filters.form);
  if (filters.tagId) query.set('tagId', filters.tagId);
  if (cursor) query.set('cursor', cursor);
  return apiRequest<CardsPage>(`/cards/business/${businessId}/cards?${query}`);
}

export const cardsQueryOptions = (businessId: string, filters: CardFilters) =>
  infiniteQueryOptions({
    queryKey: [...CARDS_QUERY_ROOT, 'business', businessId, { ...filters, search: filters.search.trim() }],
    queryFn: ({ pageParam }) => getCards(businessId, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });

export function useCards(businessId: string, filters: CardFilters) {
  return useInfiniteQuery({
    ...cardsQueryOptions(businessId, filters),
    placeholderData: (previous) => previous,
  });
}
