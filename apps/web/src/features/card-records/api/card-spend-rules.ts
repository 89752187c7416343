import {
  type CardSpendRule,
  cardSpendRuleEndpoints,
  type EndpointResponse,
  spendRuleEndpoints,
} from '@causeway/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';
import { cardRecordsKeys } from './query-keys.ts';

export type { CardSpendRule };

export type SpendRule = EndpointResponse<typeof spendRuleEndpoints.list>['spendRules'][number];

export function useCardSpendRules(cardId: string) {
  return useQuery({
    queryKey: endpointKey(cardSpendRuleEndpoints.list, { id: cardId }),
    queryFn: () => call(cardSpendRuleEndpoints.list, { params: { id: cardId } }),
    select: (body) => body.spendRules,
  });
}

const BUSINESS_SPEND_RULES_PAGE_SIZE = 100;

/** The rules a card of this business may use: its own and, for a program, its organisation's. */
export function useBusinessSpendRules(businessId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: endpointKey(
      spendRuleEndpoints.list,
      { id: businessId },
      { limit: BUSINESS_SPEND_RULES_PAGE_SIZE },
    ),
    queryFn: ({ pageParam }) =>
      call(spendRuleEndpoints.list, {
        params: { id: businessId },
        query: { limit: BUSINESS_SPEND_RULES_PAGE_SIZE, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
    enabled,
  });
}

function useCardSpendRuleChange(
  cardId: string,
  endpoint: typeof cardSpendRuleEndpoints.attach | typeof cardSpendRuleEndpoints.detach,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (spendRuleId: string) => call(endpoint, { params: { id: spendRuleId }, body: { cardId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: endpointKey(cardSpendRuleEndpoints.list, { id: cardId }) }),
        queryClient.invalidateQueries({ queryKey: cardRecordsKeys.activities(cardId) }),
      ]),
  });
}

/** modifySpendRule: attaches one of the business's rules to the card. */
export const useAttachSpendRule = (cardId: string) =>
  useCardSpendRuleChange(cardId, cardSpendRuleEndpoints.attach);
/** modifySpendRule: detaches a rule from the card; the rule stays in the business. */
export const useDetachSpendRule = (cardId: string) =>
  useCardSpendRuleChange(cardId, cardSpendRuleEndpoints.detach);
