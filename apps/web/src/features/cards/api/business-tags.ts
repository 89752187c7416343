import type { tagCardsBodySchema, tagCardsResponseSchema, tagsResponseSchema } from '@causeway/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { CARDS_QUERY_ROOT } from '../../../lib/money-query-keys.ts';

type TagsResponse = z.infer<typeof tagsResponseSchema>;
export type TagCardsBody = z.infer<typeof tagCardsBodySchema>;
export type TagCardsResponse = z.infer<typeof tagCardsResponseSchema>;

/**
 * The tags of the organisation a business belongs to, by name. The key sits under the cards root
 * so that tagging (which refreshes every card query) refreshes the choices too.
 */
export const businessTagsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: [...CARDS_QUERY_ROOT, 'tags', businessId],
    queryFn: () => apiRequest<TagsResponse>(`/businesses/${businessId}/tags`),
  });

export function useBusinessTags(businessId: string) {
  return useQuery(businessTagsQueryOptions(businessId));
}

/** addTagToCard: attaches a tag (created when its name is new) to cards of a business or its programs. */
export function tagCards(businessId: string, body: TagCardsBody): Promise<TagCardsResponse> {
  return apiRequest<TagCardsResponse>(`/cards/business/${businessId}/tag`, { method: 'POST', body });
}

export function useTagCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, body }: { businessId: string; body: TagCardsBody }) =>
      tagCards(businessId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CARDS_QUERY_ROOT }),
  });
}
