import type { transactionSchema } from '@causeway/contracts';
import type { Cents } from '@causeway/domain';
import type { z } from 'zod';

export type SandboxTransaction = z.infer<typeof transactionSchema>;

/** A purchase played on the sandbox page, with the card it was played on (for the list). */
export type PlayedPurchase = {
  transaction: SandboxTransaction;
  cardLabel: { name: string; last4: string };
};

/** What the network may still do with a played purchase (the API's settlement rules). */
export type PurchaseActions = { clear: boolean; reverse: boolean; refund: boolean; refundableCents: Cents };

export function purchaseActions(transaction: SandboxTransaction): PurchaseActions {
  const approved = transaction.transactionEventStatus === 'approved';
  const refundableCents =
    transaction.transactionEventStatus === 'cleared'
      ? Math.max(0, transaction.approvedAmount.value - transaction.refundedAmount.value)
      : 0;
  return { clear: approved, reverse: approved, refund: refundableCents > 0, refundableCents };
}

/** The session list keeps the latest purchases only. */
export const PLAYED_PURCHASES_MAX = 50;

/** The newest played purchase first; a second answer for the same purchase replaces the first. */
export function withPlayed(list: readonly PlayedPurchase[], played: PlayedPurchase): PlayedPurchase[] {
  return [played, ...list.filter((item) => item.transaction.id !== played.transaction.id)].slice(
    0,
    PLAYED_PURCHASES_MAX,
  );
}

/** A cleared or reversed purchase, as the network answered, in its place in the list. */
export function withSettled(
  list: readonly PlayedPurchase[],
  transaction: SandboxTransaction,
): PlayedPurchase[] {
  return list.map((item) => (item.transaction.id === transaction.id ? { ...item, transaction } : item));
}

/**
 * A refund is its own transaction (kind refund, parentId the purchase); the purchase it refunds
 * now has that much less left to refund.
 */
export function withRefund(list: readonly PlayedPurchase[], refund: SandboxTransaction): PlayedPurchase[] {
  return list.map((item) =>
    item.transaction.id === refund.parentId
      ? {
          ...item,
          transaction: {
            ...item.transaction,
            refundedAmount: { value: item.transaction.refundedAmount.value + refund.approvedAmount.value },
          },
        }
      : item,
  );
}
