import type { Transfer } from '@causeway/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { bankTransfers, recipientBankAccounts, recipients, users } from '../../db/schema/index.ts';

const maker = alias(users, 'maker');
const checker = alias(users, 'checker');

/** Transfers with what a list shows beside them: the recipient, the account's last 4, maker and checker. */
export function selectTransferRows(db: Database) {
  return db
    .select({
      transfer: bankTransfers,
      recipientName: recipients.name,
      recipientType: recipients.type,
      accountLast4: recipientBankAccounts.accountLast4,
      makerFirstName: maker.firstName,
      makerLastName: maker.lastName,
      checkerFirstName: checker.firstName,
      checkerLastName: checker.lastName,
    })
    .from(bankTransfers)
    .innerJoin(recipients, eq(recipients.id, bankTransfers.recipientId))
    .innerJoin(recipientBankAccounts, eq(recipientBankAccounts.id, bankTransfers.bankAccountId))
    .leftJoin(maker, eq(maker.id, bankTransfers.createdByUserId))
    .leftJoin(checker, eq(checker.id, bankTransfers.approvedByUserId));
}

export type TransferRow = Awaited<ReturnType<ReturnType<typeof selectTransferRows>['execute']>>[number];

const person = (id: string | null, first: string | null, last: string | null) =>
  id ? { id, name: `${first ?? ''} ${last ?? ''}`.trim() } : null;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function toTransferView(row: TransferRow, hidden: boolean): Transfer {
  const { transfer } = row;
  return {
    id: transfer.id,
    businessId: transfer.businessId,
    recipient: { id: transfer.recipientId, name: row.recipientName, type: row.recipientType },
    accountLast4: hidden ? null : row.accountLast4,
    amountCents: transfer.amountCents,
    speed: transfer.speed,
    status: transfer.status,
    failureReason: transfer.failureReason ?? null,
    failureCode: transfer.failureCode,
    approval: transfer.approval,
    approvedBy: person(transfer.approvedByUserId, row.checkerFirstName, row.checkerLastName),
    memo: transfer.memo,
    customFields: transfer.customFields ?? null,
    cutoffAt: transfer.cutoffAt.toISOString(),
    effectiveDate: transfer.effectiveDate,
    expectedByDate: transfer.expectedByDate,
    createdBy: person(transfer.createdByUserId, row.makerFirstName, row.makerLastName),
    createdAt: transfer.createdAt.toISOString(),
    completedAt: iso(transfer.completedAt),
    failedAt: iso(transfer.failedAt),
  };
}

export async function transferView(db: Database, transferId: string, hidden: boolean) {
  const [row] = await selectTransferRows(db).where(eq(bankTransfers.id, transferId));
  return { transfer: toTransferView(row!, hidden) };
}
