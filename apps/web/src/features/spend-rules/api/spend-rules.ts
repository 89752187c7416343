import { spendRuleEndpoints } from '@causeway/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';
import type { CreateSpendRuleBody, SpendRule } from '../logic/spend-rule-form.ts';

const PAGE_SIZE = 50;

/** The business's spend rules (a program's include its organisation's), a page at a time. */
export function useSpendRules(businessId: string) {
  return useInfiniteQuery({
    queryKey: endpointKey(spendRuleEndpoints.list, { id: businessId }, { limit: PAGE_SIZE }),
    queryFn: ({ pageParam }) =>
      call(spendRuleEndpoints.list, {
        params: { id: businessId },
        query: { limit: PAGE_SIZE, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
    select: (data) => ({
      rules: data.pages.flatMap((page) => page.spendRules),
      hasMore: data.pages.at(-1)?.page.nextCursor != null,
    }),
  });
}

// Every list of the business's rules, whatever its page size: this page's and the card page's picker.
function useRefreshSpendRules(businessId: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: endpointKey(spendRuleEndpoints.list, { id: businessId }) });
}

/** createSpendRule. */
export function useCreateSpendRule(businessId: string) {
  const refresh = useRefreshSpendRules(businessId);
  return useMutation({
    mutationFn: (body: CreateSpendRuleBody) =>
      call(spendRuleEndpoints.create, { params: { id: businessId }, body }).then(
        (response) => response.spendRule,
      ),
    onSuccess: refresh,
  });
}

/** modifySpendRule: a new name and the whole config; the type stays. */
export function useModifySpendRule(businessId: string) {
  const refresh = useRefreshSpendRules(businessId);
  return useMutation({
    mutationFn: ({ rule, body }: { rule: SpendRule; body: CreateSpendRuleBody }) =>
      call(spendRuleEndpoints.modify, {
        params: { id: rule.businessId, spendRuleId: rule.id },
        body: { name: body.name, config: body.config },
      }).then((response) => response.spendRule),
    onSuccess: refresh,
  });
}
