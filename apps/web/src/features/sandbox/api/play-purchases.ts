import { sandboxAuthorizationEndpoints, transactionEndpoints } from '@causeway/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call.ts';
import { FUNDING_READS, invalidateCardReads, invalidateEndpoints } from '../../../lib/money-query-keys.ts';
import type { SandboxTransaction } from '../model/played-purchases.ts';
import type { PurchaseRequest } from '../model/sandbox-forms.ts';

/** POST /api/sandbox/authorizations: the network asks the issuer to approve a purchase. */
export const playPurchase = async (body: PurchaseRequest): Promise<SandboxTransaction> =>
  (await call(sandboxAuthorizationEndpoints.authorize, { body })).transaction;

/** Clears an approved purchase, for a different final amount when one is given. */
export const clearPurchase = async (
  id: string,
  amountCents: number | undefined,
): Promise<SandboxTransaction> =>
  (
    await call(sandboxAuthorizationEndpoints.clear, {
      params: { id },
      body: amountCents === undefined ? {} : { amountCents },
    })
  ).transaction;

export const reversePurchase = async (id: string): Promise<SandboxTransaction> =>
  (await call(sandboxAuthorizationEndpoints.reverse, { params: { id } })).transaction;

export const refundPurchase = async (id: string, amountCents: number): Promise<SandboxTransaction> =>
  (await call(sandboxAuthorizationEndpoints.refund, { params: { id }, body: { amountCents } })).transaction;

// Holds, clearings and refunds change card balances and transactions (and so the funding pages' totals).
const refreshBalances = (queryClient: QueryClient) =>
  Promise.all([
    invalidateCardReads(queryClient),
    invalidateEndpoints(queryClient, [transactionEndpoints.card, transactionEndpoints.business]),
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
