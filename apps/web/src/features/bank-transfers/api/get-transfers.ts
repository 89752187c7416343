import { bankTransferEndpoints, type Transfer } from '@causeway/contracts';
import type { TransferStatus } from '@causeway/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type { Transfer };

export const TRANSFERS_PAGE_SIZE = 25;

/** Which transfers a list shows: a business's (by status, or its approval queue) or one recipient's. */
export type TransfersSource =
  | { kind: 'business'; businessId: string; status: TransferStatus | null; awaitingApproval?: boolean }
  | { kind: 'recipient'; recipientId: string };

function businessQuery(source: Extract<TransfersSource, { kind: 'business' }>) {
  return {
    businessId: source.businessId,
    limit: TRANSFERS_PAGE_SIZE,
    status: source.status ?? undefined,
    approval: source.awaitingApproval ? ('pending' as const) : undefined,
  };
}

export const transfersQueryOptions = (source: TransfersSource) => {
  if (source.kind === 'recipient') {
    const params = { id: source.recipientId };
    return infiniteQueryOptions({
      queryKey: endpointKey(bankTransferEndpoints.recipientTransfers, params, { limit: TRANSFERS_PAGE_SIZE }),
      queryFn: ({ pageParam }) =>
        call(bankTransferEndpoints.recipientTransfers, {
          params,
          query: { limit: TRANSFERS_PAGE_SIZE, cursor: pageParam ?? undefined },
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.page.nextCursor,
    });
  }
  const query = businessQuery(source);
  return infiniteQueryOptions({
    queryKey: endpointKey(bankTransferEndpoints.transfers, undefined, query),
    queryFn: ({ pageParam }) =>
      call(bankTransferEndpoints.transfers, { query: { ...query, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });
};

/** Pages of transfers, newest first. */
export function useTransfers(source: TransfersSource) {
  return useInfiniteQuery({ ...transfersQueryOptions(source), placeholderData: (previous) => previous });
}

/** The business's transfers waiting for a second person's approval (the checker's queue). */
export function usePendingApprovals(businessId: string) {
  return useTransfers({ kind: 'business', businessId, status: null, awaitingApproval: true });
}
