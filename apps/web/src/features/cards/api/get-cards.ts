import { type CardListItem, type CardSummary, cardEndpoints } from '@causeway/contracts';
import type { CardForm, CardStatus } from '@causeway/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

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

export const CARDS_PAGE_SIZE = 25;

/** The list's query without its cursor: blank filters are left out. */
function cardsQuery(filters: CardFilters) {
  return {
    limit: CARDS_PAGE_SIZE,
    search: filters.search.trim() || undefined,
    status: filters.status ?? undefined,
    form: filters.form ?? undefined,
    tagId: filters.tagId ?? undefined,
  };
}

/** One page of a business's cards (an organisation's include its programs'), newest first. */
export function getCards(businessId: string, filters: CardFilters, cursor: string | null) {
  return call(cardEndpoints.list, {
    params: { id: businessId },
    query: { ...cardsQuery(filters), cursor: cursor ?? undefined },
  });
}

export const cardsQueryOptions = (businessId: string, filters: CardFilters) =>
  infiniteQueryOptions({
    queryKey: endpointKey(cardEndpoints.list, { id: businessId }, cardsQuery(filters)),
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
