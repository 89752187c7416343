import type { EndpointResponse, transactionEndpoints } from '@causeway/contracts';
import { transactionDisplayAmountCents } from '@causeway/domain';
import { type DeclineAdvice, type DeclineLabel, declineAdvice, declineLabel } from './decline.ts';

export type Transaction = EndpointResponse<typeof transactionEndpoints.card>['transactions'][number];
export type TransactionStatus = Transaction['transactionEventStatus'];

/**
 * Where a transaction is listed (cardholder spec §2, §4): pending purchases are authorised by the
 * merchant and not yet posted; cleared ones are authorised and approved (refunds included). Declined
 * and reversed ones moved no money: they get a section of their own rather than being called cleared.
 */
export const TRANSACTION_SECTIONS = ['pending', 'cleared', 'notCompleted'] as const;
export type TransactionSection = (typeof TRANSACTION_SECTIONS)[number];

export function transactionSection(status: TransactionStatus): TransactionSection {
  if (status === 'approved') return 'pending';
  if (status === 'declined' || status === 'reversed') return 'notCompleted';
  return 'cleared';
}

/** The loaded transactions by section, each keeping the API's order (newest first). */
export function groupTransactions<T extends { transactionEventStatus: TransactionStatus }>(
  transactions: readonly T[],
): Record<TransactionSection, T[]> {
  const groups: Record<TransactionSection, T[]> = { pending: [], cleared: [], notCompleted: [] };
  for (const transaction of transactions) {
    groups[transactionSection(transaction.transactionEventStatus)].push(transaction);
  }
  return groups;
}

export type TransactionRowView = {
  id: string;
  createdAt: string;
  status: TransactionStatus;
  /** Spec §4 "Transaction display": declined −requested, refunded +approved, else −approved. */
  amountCents: number;
  /** False for declined and reversed transactions: the amount is shown struck through. */
  movedMoney: boolean;
  merchantName: string | null;
  merchantCategory: string | null;
  decline: { label: DeclineLabel; advice: DeclineAdvice } | null;
};

export function transactionRow(transaction: Transaction): TransactionRowView {
  const status = transaction.transactionEventStatus;
  return {
    id: transaction.id,
    createdAt: transaction.createdAt,
    status,
    amountCents: transactionDisplayAmountCents(transaction),
    movedMoney: transactionSection(status) !== 'notCompleted',
    merchantName: transaction.merchant.name,
    merchantCategory: transaction.merchant.category,
    decline:
      status === 'declined'
        ? { label: declineLabel(transaction.declineReason), advice: declineAdvice(transaction.declineReason) }
        : null,
  };
}
