import {
  cardEndpoints,
  cardLifecycleEndpoints,
  cardTagEndpoints,
  type EndpointInput,
  type Tag,
} from '@causeway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';
import { invalidateEndpoints } from '../../../lib/money-query-keys.ts';
import { organizationTagsQueryOptions } from '../../../lib/organization-tags.ts';

export type { Tag };

type TagCardsBody = EndpointInput<typeof cardTagEndpoints.tagCards>['body'];

/** What tagging a card changes: its tags, the organisation's tags, the cards lists and its activity. */
const TAGGING_READS = [
  cardTagEndpoints.cardTags,
  cardTagEndpoints.businessTags,
  cardEndpoints.list,
  cardLifecycleEndpoints.activities,
];

export function useCardTags(cardId: string) {
  return useQuery({
    queryKey: endpointKey(cardTagEndpoints.cardTags, { id: cardId }),
    queryFn: () => call(cardTagEndpoints.cardTags, { params: { id: cardId } }),
    select: (body) => body.tags,
  });
}

/** The organisation's tags, to pick one for a card. */
export function useOrganizationTags(businessId: string, enabled: boolean) {
  return useQuery({ ...organizationTagsQueryOptions(businessId), enabled });
}

/** addTagToCard: tags this card, creating the organisation's tag when the name is new. */
export function useAddCardTag(businessId: string, cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<TagCardsBody, 'cardIds'>) =>
      call(cardTagEndpoints.tagCards, { params: { id: businessId }, body: { ...input, cardIds: [cardId] } }),
    // The cards list shows tags too, and the card's activity records the change.
    onSuccess: () => invalidateEndpoints(queryClient, TAGGING_READS),
  });
}

/** deleteTagFromCard: the tag leaves this card and stays in the organisation. */
export function useRemoveCardTag(cardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagId: string) => call(cardTagEndpoints.removeCardTag, { params: { id: cardId, tagId } }),
    onSuccess: () => invalidateEndpoints(queryClient, TAGGING_READS),
  });
}
