import type { spendRuleResponseSchema, spendRulesResponseSchema } from '@causeway/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import type { CreateSpendRuleBody, SpendRule } from '../logic/spend-rule-form.ts';

type SpendRulesPage = z.infer<typeof spendRulesResponseSchema>;
type SpendRuleResponse = z.infer<typeof spendRuleResponseSchema>;

const PAGE_SIZE = 50;

export const spendRulesQueryKey = (businessId: string) => ['businesses', businessId, 'spendRules'] as const;

/** The business's spend rules (a program's include its organisation's), a page at a time. */
export function useSpendRules(businessId: string) {
  return useInfiniteQuery({
    queryKey: spendRulesQueryKey(businessId),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest<SpendRulesPage>(`/businesses/${businessId}/spendRules?${query}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
    select: (data) => ({
      rules: data.pages.flatMap((page) => page.spendRules),
      hasMore: data.pages.at(-1)?.page.nextCursor != null,
    }),
  });
}

function useRefreshSpendRules(businessId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: spendRulesQueryKey(businessId) }),
      // The card page's rule picker lists the same rules (its key: card-records/api/query-keys.ts).
      queryClient.invalidateQueries({ queryKey: ['cardRecords', 'businessSpendRules', businessId] }),
    ]);
}

/** createSpendRule. */
export function useCreateSpendRule(businessId: string) {
  const refresh = useRefreshSpendRules(businessId);
  return useMutation({
    mutationFn: (body: CreateSpendRuleBody) =>
      apiRequest<SpendRuleResponse>(`/businesses/${businessId}/spendRules/spendRule`, {
        method: 'POST',
        body,
      }).then((response) => response.spendRule),
    onSuccess: refresh,
  });
}

/** modifySpendRule: a new name and the whole config; the type stays. */
export function useModifySpendRule(businessId: string) {
  const refresh = useRefreshSpendRules(businessId);
  return useMutation({
    mutationFn: ({ rule, body }: { rule: SpendRule; body: CreateSpendRuleBody }) =>
      apiRequest<SpendRuleResponse>(`/businesses/${rule.businessId}/spendRules/${rule.id}`, {
        method: 'PATCH',
        body: { name: body.name, config: body.config },
      }).then((response) => response.spendRule),
    onSuccess: refresh,
  });
}
