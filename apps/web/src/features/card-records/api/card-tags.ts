import type {
  cardTagsResponseSchema,
  Tag,
  tagCardsBodySchema,
  tagCardsResponseSchema,
  tagsResponseSchema,
} from '@causeway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { CARDS_QUERY_ROOT } from '../../../lib/money-query-keys.ts';
import { cardRecordsKeys } from './query-keys.ts';

export type { Tag };

type CardTagsResponse = z.infer<typeof cardTagsResponseSchema>;
type TagCardsBody = z.infer<typeof tagCardsBodySchema>;
type TagCardsResponse = z.infer<typeof tagCardsResponseSchema>;

export function useCardTags(cardId: string) {
  return useQuery({
    queryKey: cardRecordsKeys.tags(cardId),
    queryFn: () => apiRequest<CardTagsResponse>(`/cards/${cardId}/tags`),
    select: (body) => body.tags,
  });
}

/** The organisation's tags, to pick one for a card. */
export function useOrganizationTags(businessId: string, enabled: boolean) {
  return useQuery({
    queryKey: cardRecordsKeys.organizationTags(businessId),
    queryFn: () => apiRequest<z.infer<typeof tagsResponseSchema>>(`/businesses/${businessId}/tags`),
    select: (body) => body.tags,
    enabled,
  });
}

/** addTagToCard: tags this card, creating the organisation's tag when the name is new. */
export function useAddCardTag(businessId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<TagCardsBody, 'cardIds'>) =>
      apiRequest<TagCardsResponse>(`/cards/business/${businessId}/tag`, {
        method: 'POST',
        body: { ...input, cardIds: [cardId] },
      }),
    onSuccess: () =>
      Promise.all([
        // The cards list shows tags too, and the card's activity records the change.
        queryClient.invalidateQueries({ queryKey: CARDS_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: cardRecordsKeys.organizationTags(businessId) }),
      ]),
  });
}

/** deleteTagFromCard: the tag leaves this card and stays in the organisation. */
export function useRemoveCardTag(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagId: string) =>
      apiRequest<CardTagsResponse>(`/cards/${cardId}/tag/${tagId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CARDS_QUERY_ROOT }),
  });
}
