import {
  type AnyEndpoint,
  bankTransferEndpoints,
  type EndpointInput,
  type SandboxBankEntry,
  sandboxBankEndpoints,
} from '@causeway/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKey } from '../../../lib/api/call.ts';
import { FUNDING_READS, invalidateEndpoints } from '../../../lib/money-query-keys.ts';

export const BANK_ENTRIES_SHOWN = 20;
// A worker cuts, sends and settles on its own: the list follows it while the page is open.
const BANK_REFRESH_MS = 10_000;

/** What the bank's answers change: this list, the transfer and recipient screens, the balances. */
const BANK_READS: readonly AnyEndpoint[] = [
  sandboxBankEndpoints.entries,
  bankTransferEndpoints.transfers,
  bankTransferEndpoints.recipientTransfers,
  bankTransferEndpoints.recipientActivities,
  bankTransferEndpoints.recipient,
  bankTransferEndpoints.recipients,
  bankTransferEndpoints.intakeStatus,
  ...FUNDING_READS,
];

/** GET /api/sandbox/bank/entries: a business's latest transfers as the bank sees them. */
export const bankEntriesQueryOptions = (businessId: string) => {
  const query = { businessId, limit: BANK_ENTRIES_SHOWN };
  return queryOptions({
    queryKey: endpointKey(sandboxBankEndpoints.entries, undefined, query),
    queryFn: async () => (await call(sandboxBankEndpoints.entries, { query })).entries,
    refetchInterval: BANK_REFRESH_MS,
  });
};

export function useBankEntries(businessId: string) {
  return useQuery(bankEntriesQueryOptions(businessId));
}

function useBankMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateEndpoints(queryClient, BANK_READS) });
}

export const useCutFiles = () => useBankMutation(() => call(sandboxBankEndpoints.cutFiles, {}));

export const useSettleEntry = () =>
  useBankMutation(
    async (transferId: string): Promise<SandboxBankEntry> =>
      (await call(sandboxBankEndpoints.settle, { params: { transferId } })).entry,
  );

type ReturnBody = EndpointInput<typeof sandboxBankEndpoints.returnEntry>['body'];
export const useReturnEntry = () =>
  useBankMutation(
    async ({ transferId, body }: { transferId: string; body: ReturnBody }) =>
      (await call(sandboxBankEndpoints.returnEntry, { params: { transferId }, body })).entry,
  );

export type NocBody = EndpointInput<typeof sandboxBankEndpoints.notificationOfChange>['body'];
export const useSendNoc = () =>
  useBankMutation(
    async ({ transferId, body }: { transferId: string; body: NocBody }) =>
      (await call(sandboxBankEndpoints.notificationOfChange, { params: { transferId }, body })).entry,
  );

type InstantBody = EndpointInput<typeof sandboxBankEndpoints.instantAnswer>['body'];
export const useAnswerInstant = () =>
  useBankMutation(
    async ({ transferId, body }: { transferId: string; body: InstantBody }) =>
      (await call(sandboxBankEndpoints.instantAnswer, { params: { transferId }, body })).entry,
  );
