import type { transactionResponseSchema } from '@causeway/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { CARDS_QUERY_ROOT, FUNDING_READS, invalidateEndpoints } from '../../../lib/money-query-keys.ts';
import type { SandboxTransaction } from '../model/played-purchases.ts';
import type { PurchaseRequest } from '../model/sandbox-forms.ts';

type TransactionResponse = z.infer<typeof transactionResponseSchema>;

const post = async (path: string, body?: unknown): Promise<SandboxTransaction> =>
  (await apiRequest<TransactionResponse>(path, { method: 'POST', body })).transaction;

/** POST /api/sandbox/authorizations: the network asks the issuer to approve a purchase. */
export const playPurchase = (body: PurchaseRequest) => post('/sandbox/authorizations', body);

/** Clears an approved purchase, for a different final amount when one is given. */
export const clearPurchase = (id: string, amountCents: number | undefined) =>
  post(`/sandbox/authorizations/${id}/clear`, amountCents === undefined ? {} : { amountCents });

export const reversePurchase = (id: string) => post(`/sandbox/authorizations/${id}/reverse`);

export const refundPurchase = (id: string, amountCents: number) =>
  post(`/sandbox/authorizations/${id}/refund`, { amountCents });

// Holds, clearings and refunds change card balances (and so the funding pages' totals).
const refreshBalances = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: CARDS_QUERY_ROOT }),
    invalidateEndpoints(queryClient, FUNDING_READS),
  ]);

export function usePlayPurchase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: playPurchase, onSuccess: () => refreshBalances(queryClient) });
}

export function useClearPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amountCents }: { id: string; amountCents: number | undefined }) =>
      clearPurchase(id, amountCents),
    onSuccess: () => refreshBalances(queryClient),
  });
}

export function useReversePurchase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reversePurchase, onSuccess: () => refreshBalances(queryClient) });
}

export function useRefundPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amountCents }: { id: string; amountCents: number }) => refundPurchase(id, amountCents),
    onSuccess: () => refreshBalances(queryClient),
  });
}
