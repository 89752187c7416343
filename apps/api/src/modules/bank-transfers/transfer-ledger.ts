import type { Database } from '../../db/client.ts';
import { businessAccountId } from '../../ledger/accounts.ts';
import { postEntry } from '../../ledger/post-entry.ts';

// A transfer's money in three entries at most (issue 10 "Ledger"):
//   created:  funding (the paying business)  → payouts in flight (the organisation)
//   settled:  payouts in flight              → ACH settlement (money now outside the platform)
//   returned: back to the funding account, from in flight, or from settlement once it had settled
// Each entry balances, so a return after completion (R05, R07, R10, R29 come up to 60 days late)
// reverses exactly what left and nothing is created or lost.

type TransferMoney = {
  organizationId: string;
  businessId: string;
  amountCents: number;
  memo?: string | null;
  customFields?: Record<string, string> | null;
  createdByUserId?: string | null;
};

/** Debits the funding account (refused with insufficient_funds when it would go below zero). */
export async function postTransferDebit(tx: Database, transfer: TransferMoney) {
  const fundingId = await businessAccountId(tx, transfer.businessId, 'funding');
  const inFlightId = await businessAccountId(tx, transfer.organizationId, 'payouts_in_flight');
  return postEntry(tx, {
    organizationId: transfer.organizationId,
    kind: 'bank_transfer',
    memo: transfer.memo ?? null,
    customFields: transfer.customFields ?? null,
    createdByUserId: transfer.createdByUserId ?? null,
    postings: [
      { accountId: fundingId, amountCents: -transfer.amountCents },
      { accountId: inFlightId, amountCents: transfer.amountCents },
    ],
  });
}

/** The bank settled the entry: the money has left the platform. */
export async function postTransferSettlement(tx: Database, transfer: TransferMoney) {
  const inFlightId = await businessAccountId(tx, transfer.organizationId, 'payouts_in_flight');
  const settlementId = await businessAccountId(tx, transfer.organizationId, 'ach_settlement');
  return postEntry(tx, {
    organizationId: transfer.organizationId,
    kind: 'bank_transfer_settlement',
    postings: [
      { accountId: inFlightId, amountCents: -transfer.amountCents },
      { accountId: settlementId, amountCents: transfer.amountCents },
    ],
  });
}

/**
 * Puts the amount back on the funding account: from in flight when the transfer never settled
 * (a rejection, an early return), from settlement when it had.
 */
export async function postTransferReturn(tx: Database, transfer: TransferMoney, settled: boolean) {
  const fundingId = await businessAccountId(tx, transfer.businessId, 'funding');
  const sourceId = await businessAccountId(
    tx,
    transfer.organizationId,
    settled ? 'ach_settlement' : 'payouts_in_flight',
  );
  return postEntry(tx, {
    organizationId: transfer.organizationId,
    kind: 'bank_transfer_return',
    postings: [
      { accountId: sourceId, amountCents: -transfer.amountCents },
      { accountId: fundingId, amountCents: transfer.amountCents },
    ],
  });
}
