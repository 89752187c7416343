import { type EndpointResponse, fundingEndpoints } from '@causeway/contracts';
import type { DepositType } from '@causeway/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type Deposit = EndpointResponse<typeof fundingEndpoints.deposits>['deposits'][number];

export const DEPOSITS_PAGE_SIZE = 20;

/** Pages of deposits and transfers in and out of a funding account, newest first. */
export const depositsQueryOptions = (businessId: string, type: DepositType | null) =>
  infiniteQueryOptions({
    queryKey: endpointKey(fundingEndpoints.deposits, { id: businessId }, { type: type ?? undefined }),
    queryFn: ({ pageParam }) =>
      call(fundingEndpoints.deposits, {
        params: { id: businessId },
        query: { limit: DEPOSITS_PAGE_SIZE, type: type ?? undefined, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });

export function useDeposits(businessId: string, type: DepositType | null) {
  return useInfiniteQuery(depositsQueryOptions(businessId, type));
}
