import type { depositsResponseSchema } from '@causeway/contracts';
import type { DepositType } from '@causeway/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { FUNDING_QUERY_ROOT } from '../../../lib/money-query-keys.ts';

export type Deposit = z.infer<typeof depositsResponseSchema>['deposits'][number];
type DepositsPage = z.infer<typeof depositsResponseSchema>;

export const DEPOSITS_PAGE_SIZE = 20;

/** One page of deposits and transfers in and out of a funding account, newest first. */
export function getDeposits(
  businessId: string,
  { type, cursor }: { type: DepositType | null; cursor: string | null },
): Promise<DepositsPage> {
  const query = new URLSearchParams({ limit: String(DEPOSITS_PAGE_SIZE) });
  if (type) query.set('type', type);
  if (cursor) query.set('cursor', cursor);
  return apiRequest<DepositsPage>(`/businesses/${businessId}/fundingAccountDeposits?${query}`);
}

export const depositsQueryOptions = (businessId: string, type: DepositType | null) =>
  infiniteQueryOptions({
    queryKey: [...FUNDING_QUERY_ROOT, businessId, 'deposits', { type }],
    queryFn: ({ pageParam }) => getDeposits(businessId, { type, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });

export function useDeposits(businessId: string, type: DepositType | null) {
  return useInfiniteQuery(depositsQueryOptions(businessId, type));
}
