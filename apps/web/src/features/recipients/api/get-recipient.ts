import { bankTransferEndpoints } from '@causeway/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';

export const recipientQueryOptions = (recipientId: string) =>
  queryOptions({
    queryKey: endpointKey(bankTransferEndpoints.recipient, { id: recipientId }),
    queryFn: () => call(bankTransferEndpoints.recipient, { params: { id: recipientId } }),
    select: (answer) => answer.recipient,
  });

/** One recipient, its bank account masked. */
export function useRecipient(recipientId: string) {
  return useQuery(recipientQueryOptions(recipientId));
}

/** Where the recipient's intake stands and what happens next. */
export function useIntakeStatus(recipientId: string) {
  return useQuery({
    queryKey: endpointKey(bankTransferEndpoints.intakeStatus, { id: recipientId }),
    queryFn: () => call(bankTransferEndpoints.intakeStatus, { params: { id: recipientId } }),
  });
}

export const RECIPIENT_ACTIVITIES_PAGE_SIZE = 25;

/** Pages of a recipient's activity events, newest first. */
export function useRecipientActivities(recipientId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: endpointKey(
        bankTransferEndpoints.recipientActivities,
        { id: recipientId },
        { limit: RECIPIENT_ACTIVITIES_PAGE_SIZE },
      ),
      queryFn: ({ pageParam }) =>
        call(bankTransferEndpoints.recipientActivities, {
          params: { id: recipientId },
          query: { limit: RECIPIENT_ACTIVITIES_PAGE_SIZE, cursor: pageParam ?? undefined },
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.page.nextCursor,
    }),
  );
}
