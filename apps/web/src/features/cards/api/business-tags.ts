import {
  cardEndpoints,
  cardLifecycleEndpoints,
  cardTagEndpoints,
  type EndpointInput,
  type EndpointResponse,
} from '@causeway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call.ts';
import { invalidateEndpoints } from '../../../lib/money-query-keys.ts';
import { organizationTagsQueryOptions } from '../../../lib/organization-tags.ts';

export type TagCardsBody = EndpointInput<typeof cardTagEndpoints.tagCards>['body'];
export type TagCardsResponse = EndpointResponse<typeof cardTagEndpoints.tagCards>;

/** The tags of the organisation a business belongs to, by name. */
export function useBusinessTags(businessId: string) {
  return useQuery(organizationTagsQueryOptions(businessId));
}

/** addTagToCard: attaches a tag (created when its name is new) to cards of a business or its programs. */
export function tagCards(businessId: string, body: TagCardsBody): Promise<TagCardsResponse> {
  return call(cardTagEndpoints.tagCards, { params: { id: businessId }, body });
}

/** What tagging changes: the tag choices, the tags on cards, the cards lists and card activities. */
const TAGGING_READS = [
  cardTagEndpoints.businessTags,
  cardTagEndpoints.cardTags,
  cardEndpoints.list,
  cardLifecycleEndpoints.activities,
];

export function useTagCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, body }: { businessId: string; body: TagCardsBody }) =>
      tagCards(businessId, body),
    onSuccess: () => invalidateEndpoints(queryClient, TAGGING_READS),
  });
}
