import type { cardActivitiesResponseSchema } from '@causeway/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { cardRecordsKeys } from './query-keys.ts';

type ActivitiesPage = z.infer<typeof cardActivitiesResponseSchema>;
export type CardActivity = ActivitiesPage['activities'][number];

export const CARD_ACTIVITIES_PAGE_SIZE = 25;

/** One page of a card's activity events, newest first. */
export function getCardActivities(cardId: string, cursor: string | null): Promise<ActivitiesPage> {
  const query = new URLSearchParams({ limit: String(CARD_ACTIVITIES_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<ActivitiesPage>(`/cards/${cardId}/activities?${query}`);
}

export function useCardActivities(cardId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: cardRecordsKeys.activities(cardId),
      queryFn: ({ pageParam }) => getCardActivities(cardId, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.page.nextCursor,
    }),
  );
}
