import { ENTRY_HASH_MODULUS } from './constants.ts';
import { isCreditTransactionCode, isDebitTransactionCode } from './transaction-codes.ts';

/** What the batch and file control records sum up; the writer fills them, the reader checks them. */
export type AchTotals = {
  entryAddendaCount: number;
  /** Sum of the entries' 8-digit RDFI identifications, rightmost 10 digits. */
  entryHash: number;
  totalDebitAmountCents: number;
  totalCreditAmountCents: number;
};

export type TotalledEntry = {
  transactionCode: string;
  routingNumber: string;
  amountCents: number;
  addendaCount: number;
};

export const ZERO_TOTALS: AchTotals = {
  entryAddendaCount: 0,
  entryHash: 0,
  totalDebitAmountCents: 0,
  totalCreditAmountCents: 0,
};

export function addTotals(left: AchTotals, right: AchTotals): AchTotals {
  return {
    entryAddendaCount: left.entryAddendaCount + right.entryAddendaCount,
    entryHash: (left.entryHash + right.entryHash) % ENTRY_HASH_MODULUS,
    totalDebitAmountCents: left.totalDebitAmountCents + right.totalDebitAmountCents,
    totalCreditAmountCents: left.totalCreditAmountCents + right.totalCreditAmountCents,
  };
}

export function entryTotals(entry: TotalledEntry): AchTotals {
  return {
    entryAddendaCount: 1 + entry.addendaCount,
    entryHash: Number(entry.routingNumber.slice(0, 8)),
    totalDebitAmountCents: isDebitTransactionCode(entry.transactionCode) ? entry.amountCents : 0,
    totalCreditAmountCents: isCreditTransactionCode(entry.transactionCode) ? entry.amountCents : 0,
  };
}

export function sumEntries(entries: readonly TotalledEntry[]): AchTotals {
  return entries.map(entryTotals).reduce(addTotals, ZERO_TOTALS);
}
