import type {
  CardSpendRule,
  CardSpendRulesResponse,
  cardSpendRuleResponseSchema,
  spendRulesResponseSchema,
} from '@causeway/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { cardRecordsKeys } from './query-keys.ts';

export type { CardSpendRule };

type SpendRulesPage = z.infer<typeof spendRulesResponseSchema>;
export type SpendRule = SpendRulesPage['spendRules'][number];
type CardSpendRuleResponse = z.infer<typeof cardSpendRuleResponseSchema>;

export function useCardSpendRules(cardId: string) {
  return useQuery({
    queryKey: cardRecordsKeys.spendRules(cardId),
    queryFn: () => apiRequest<CardSpendRulesResponse>(`/cards/${cardId}/spendRules`),
    select: (body) => body.spendRules,
  });
}

const BUSINESS_SPEND_RULES_PAGE_SIZE = 100;

/** The rules a card of this business may use: its own and, for a program, its organisation's. */
export function useBusinessSpendRules(businessId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: cardRecordsKeys.businessSpendRules(businessId),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(BUSINESS_SPEND_RULES_PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest<SpendRulesPage>(`/businesses/${businessId}/spendRules?${query}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
    enabled,
  });
}

function useCardSpendRuleChange(cardId: string, method: 'POST' | 'DELETE') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (spendRuleId: string) =>
      apiRequest<CardSpendRuleResponse>(`/cards/spendRules/${spendRuleId}`, { method, body: { cardId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cardRecordsKeys.spendRules(cardId) }),
        queryClient.invalidateQueries({ queryKey: cardRecordsKeys.activities(cardId) }),
      ]),
  });
}

/** modifySpendRule: attaches one of the business's rules to the card. */
export const useAttachSpendRule = (cardId: string) => useCardSpendRuleChange(cardId, 'POST');
/** modifySpendRule: detaches a rule from the card; the rule stays in the business. */
export const useDetachSpendRule = (cardId: string) => useCardSpendRuleChange(cardId, 'DELETE');
