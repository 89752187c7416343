import {
  type Autoload,
  type AutoloadDetail,
  autoloadEndpoints,
  cardEndpoints,
  type EndpointInput,
  healthEndpoints,
  sandboxAutoloadEndpoints,
} from '@causeway/contracts';
import type { AutoloadFrequency, AutoloadStatus } from '@causeway/domain';
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';
import { invalidateCardReads, invalidateEndpoints } from '../../../lib/money-query-keys.ts';

export type { Autoload, AutoloadDetail };
export type AutoloadFilters = { status: AutoloadStatus | null; frequency: AutoloadFrequency | null };
type CreateBody = EndpointInput<typeof autoloadEndpoints.create>['body'];
type UpdateBody = EndpointInput<typeof autoloadEndpoints.update>['body'];

export const AUTOLOADS_PAGE_SIZE = 25;

const listQuery = (filters: AutoloadFilters) => ({
  limit: AUTOLOADS_PAGE_SIZE,
  status: filters.status ?? undefined,
  frequency: filters.frequency ?? undefined,
});

/** A business's autoloads (its programs' too), newest first, a page at a time. */
export const autoloadsQueryOptions = (businessId: string, filters: AutoloadFilters) =>
  infiniteQueryOptions({
    queryKey: endpointKey(autoloadEndpoints.list, { businessId }, listQuery(filters)),
    queryFn: ({ pageParam }) =>
      call(autoloadEndpoints.list, {
        params: { businessId },
        query: { ...listQuery(filters), cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });

export function useAutoloads(businessId: string, filters: AutoloadFilters) {
  return useInfiniteQuery({
    ...autoloadsQueryOptions(businessId, filters),
    placeholderData: (previous) => previous,
  });
}

export const autoloadQueryOptions = (autoloadId: string) =>
  queryOptions({
    queryKey: endpointKey(autoloadEndpoints.details, { autoloadProfileId: autoloadId }),
    queryFn: () => call(autoloadEndpoints.details, { params: { autoloadProfileId: autoloadId } }),
  });

export function useAutoload(autoloadId: string) {
  return useQuery(autoloadQueryOptions(autoloadId));
}

/** After any change: the list and this autoload read again, from the answer first. */
function settle(queryClient: QueryClient, detail: AutoloadDetail) {
  queryClient.setQueryData(autoloadQueryOptions(detail.autoload.id).queryKey, detail);
  return invalidateEndpoints(queryClient, [autoloadEndpoints.list]);
}

/** createAutoload: schedules loads of one amount to cards of the business. */
export function useCreateAutoload(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBody) => call(autoloadEndpoints.create, { params: { businessId }, body }),
    onSuccess: (detail) => settle(queryClient, detail),
  });
}

/** modifyAutoload (edit, pause, resume, skip a run) or cancelAutoload (status cancelled). */
export function useUpdateAutoload(autoloadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBody) =>
      call(autoloadEndpoints.update, { params: { autoloadProfileId: autoloadId }, body }),
    onSuccess: (detail) => settle(queryClient, detail),
  });
}

export function useAutoloadCards(autoloadId: string, action: 'add' | 'remove') {
  const queryClient = useQueryClient();
  const endpoint = action === 'add' ? autoloadEndpoints.addCards : autoloadEndpoints.removeCards;
  return useMutation({
    mutationFn: (cardIds: string[]) => call(endpoint, { params: { id: autoloadId }, body: { cardIds } }),
    onSuccess: (detail) => settle(queryClient, detail),
  });
}

/** Sandbox only: the autoload's next run happens now, and its cards are loaded. */
export function useRunAutoloadNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (autoloadId: string) => call(sandboxAutoloadEndpoints.runNow, { params: { id: autoloadId } }),
    onSuccess: (detail) => Promise.all([settle(queryClient, detail), invalidateCardReads(queryClient)]),
  });
}

/** Whether the server runs with SANDBOX=1 (the health answer says so). */
export function useSandboxOn(): boolean {
  return (
    useQuery({
      queryKey: endpointKey(healthEndpoints.health),
      queryFn: () => call(healthEndpoints.health, {}),
      select: (health) => health.sandbox,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }).data === true
  );
}

export type CardOption = { value: string; label: string };

const cardOptionsQuery = (search: string) => ({
  limit: AUTOLOADS_PAGE_SIZE,
  search: search.trim() || undefined,
});

/**
 * The card picker's own cache entry: the cards page keeps an infinite list ({ pages }) under the
 * bare list key of the same query, and sharing it fed the picker the wrong shape (a render loop).
 * It starts with the list's key, so whatever refreshes the cards lists refreshes the choices.
 */
export const cardOptionsQueryKey = (businessId: string, search: string) => [
  ...endpointKey(cardEndpoints.list, { id: businessId }, cardOptionsQuery(search)),
  'autoload-choices',
];

/** Cards of the business a person can add, found by name, email or card ID as they type. */
export function useCardOptions(businessId: string, search: string) {
  const query = cardOptionsQuery(search);
  return useQuery({
    queryKey: cardOptionsQueryKey(businessId, search),
    queryFn: () => call(cardEndpoints.list, { params: { id: businessId }, query }),
    select: (page): CardOption[] =>
      page.cards
        .filter((card) => card.status !== 'closed' && card.businessId === businessId)
        .map((card) => ({
          value: card.id,
          label: `${card.cardholder.firstName} ${card.cardholder.lastName} ••${card.last4}`,
        })),
    placeholderData: (previous) => previous,
  });
}

/** Pages the detail did not carry are read only when asked for ("Load more"). */
const MORE_PAGE_SIZE = 100;

/** An autoload's cards after the detail's first page: read once the person asks, page by page. */
export function useMoreAutoloadCards(autoloadId: string, firstCursor: string | null, requested: boolean) {
  return useInfiniteQuery({
    queryKey: [...endpointKey(autoloadEndpoints.cards, { autoloadProfileId: autoloadId }), firstCursor],
    queryFn: ({ pageParam }) =>
      call(autoloadEndpoints.cards, {
        params: { autoloadProfileId: autoloadId },
        query: { limit: MORE_PAGE_SIZE, cursor: pageParam ?? undefined },
      }),
    initialPageParam: firstCursor,
    getNextPageParam: (last) => last.page.nextCursor,
    enabled: requested && firstCursor !== null,
  });
}

/** One run's results after the detail's first page: read once the person asks, page by page. */
export function useMoreRunResults(
  autoloadId: string,
  runId: string,
  firstAfterPosition: number | null,
  requested: boolean,
) {
  return useInfiniteQuery({
    queryKey: [
      ...endpointKey(autoloadEndpoints.runResults, { autoloadProfileId: autoloadId, runId }),
      firstAfterPosition,
    ],
    queryFn: ({ pageParam }) =>
      call(autoloadEndpoints.runResults, {
        params: { autoloadProfileId: autoloadId, runId },
        query: { limit: MORE_PAGE_SIZE, afterPosition: pageParam ?? undefined },
      }),
    initialPageParam: firstAfterPosition,
    getNextPageParam: (last) => last.nextAfterPosition,
    enabled: requested && firstAfterPosition !== null,
  });
}
