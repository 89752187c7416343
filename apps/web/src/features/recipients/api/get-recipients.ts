import { bankTransferEndpoints, type Recipient } from '@causeway/contracts';
import type { RecipientIntakeStatus, RecipientType } from '@causeway/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export type { Recipient };
export type RecipientFilters = {
  search: string;
  intakeStatus: RecipientIntakeStatus | null;
  type: RecipientType | null;
};

export const RECIPIENTS_PAGE_SIZE = 25;

/** The list's query without its cursor: blank filters are left out. */
export function recipientsQuery(businessId: string, filters: RecipientFilters) {
  return {
    businessId,
    limit: RECIPIENTS_PAGE_SIZE,
    search: filters.search.trim() || undefined,
    intakeStatus: filters.intakeStatus ?? undefined,
    type: filters.type ?? undefined,
  };
}

export const recipientsQueryOptions = (businessId: string, filters: RecipientFilters) => {
  const query = recipientsQuery(businessId, filters);
  return infiniteQueryOptions({
    queryKey: endpointKey(bankTransferEndpoints.recipients, undefined, query),
    queryFn: ({ pageParam }) =>
      call(bankTransferEndpoints.recipients, { query: { ...query, cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });
};

/** Pages of a business's recipients: search, intake status and type filters. */
export function useRecipients(businessId: string, filters: RecipientFilters) {
  return useInfiniteQuery({
    ...recipientsQueryOptions(businessId, filters),
    placeholderData: (previous) => previous,
  });
}
