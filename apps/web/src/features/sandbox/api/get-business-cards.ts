import { type CardSummary, cardEndpoints } from '@causeway/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type SandboxCard = Pick<CardSummary, 'id' | 'last4' | 'status' | 'cardholder'>;

const CARD_CHOICES = 25;

/**
 * The cards a purchase can be played on: the business's (an organisation's include its programs'),
 * found by the server's search on cardholder name, email, last four digits or reference: the first
 * page of the cards list. Its key starts with the list's endpoint key, so whatever refreshes the
 * cards lists (a purchase's changed balances) refreshes these choices too.
 */
export function useBusinessCards(businessId: string, search: string) {
  const query = { limit: CARD_CHOICES, search: search.trim() || undefined };
  return useInfiniteQuery({
    // One page, not the cards page's infinite list of the same query: its own cache entry.
    queryKey: [...endpointKey(cardEndpoints.list, { id: businessId }, query), 'choices'],
    queryFn: ({ pageParam }) =>
      call(cardEndpoints.list, {
        params: { id: businessId },
        query: { ...query, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
    select: (data): SandboxCard[] => data.pages[0]?.cards ?? [],
    placeholderData: keepPreviousData,
  });
}
