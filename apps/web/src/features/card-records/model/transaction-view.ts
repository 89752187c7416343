import { type DeclineReason, declineReasonText, transactionDisplayAmountCents } from '@causeway/domain';
import type { Transaction } from '../api/get-card-transactions.ts';

/**
 * Where a transaction is listed (cardholder spec §4): pending purchases are authorised and not yet
 * posted; cleared ones have posted (refunds included); declined and reversed ones moved no money.
 */
export const TRANSACTION_SECTIONS = ['pending', 'cleared', 'notCompleted'] as const;
export type TransactionSection = (typeof TRANSACTION_SECTIONS)[number];

export function transactionSection(status: Transaction['transactionEventStatus']): TransactionSection {
  if (status === 'approved') return 'pending';
  if (status === 'declined' || status === 'reversed') return 'notCompleted';
  return 'cleared';
}

/** The loaded transactions by section, each in the order the API gave (newest first). */
export function groupTransactions(
  transactions: readonly Transaction[],
): Record<TransactionSection, Transaction[]> {
  const groups: Record<TransactionSection, Transaction[]> = { pending: [], cleared: [], notCompleted: [] };
  for (const transaction of transactions)
    groups[transactionSection(transaction.transactionEventStatus)].push(transaction);
  return groups;
}

export type TransactionRow = {
  id: string;
  createdAt: string;
  status: Transaction['transactionEventStatus'];
  /** Spec §4 "Transaction display": negative when money left the card. */
  amountCents: number;
  /** null when the business hides transaction data from the caller. */
  merchantName: string | null;
  merchantCategory: string | null;
  merchantHidden: boolean;
  /** The decline reason code (for a translation) and the spec's English text; null unless declined. */
  decline: { reason: DeclineReason | null; text: string } | null;
};

/** What one transaction row shows, with the domain's display and decline rules. */
export function transactionRow(transaction: Transaction, dataHidden: boolean): TransactionRow {
  const { merchant } = transaction;
  const merchantHidden = dataHidden || (merchant.name === null && merchant.category === null);
  const declined = transaction.transactionEventStatus === 'declined';
  return {
    id: transaction.id,
    createdAt: transaction.createdAt,
    status: transaction.transactionEventStatus,
    amountCents: transactionDisplayAmountCents(transaction),
    merchantName: merchantHidden ? null : merchant.name,
    merchantCategory: merchantHidden ? null : merchant.category,
    merchantHidden,
    decline: declined
      ? { reason: transaction.declineReason, text: declineReasonText(transaction.declineReason) }
      : null,
  };
}
