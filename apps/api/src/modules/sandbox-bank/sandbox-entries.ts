import type { SandboxBankEntry } from '@causeway/contracts';
import { desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  achFiles,
  bankTransfers,
  businesses,
  recipientBankAccounts,
  recipients,
} from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';

// The simulated bank's view of the transfers: what went out, in which file, and where each stands.

function selectEntries(db: Database) {
  return db
    .select({
      transfer: bankTransfers,
      recipientName: recipients.name,
      recipientType: recipients.type,
      accountLast4: recipientBankAccounts.accountLast4,
      fileName: achFiles.fileName,
    })
    .from(bankTransfers)
    .innerJoin(recipients, eq(recipients.id, bankTransfers.recipientId))
    .innerJoin(recipientBankAccounts, eq(recipientBankAccounts.id, bankTransfers.bankAccountId))
    .leftJoin(achFiles, eq(achFiles.id, bankTransfers.achFileId));
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toEntry(row: EntryRow): SandboxBankEntry {
  const { transfer } = row;
  return {
    transferId: transfer.id,
    businessId: transfer.businessId,
    recipientName: row.recipientName,
    recipientType: row.recipientType,
    accountLast4: row.accountLast4,
    amountCents: transfer.amountCents,
    speed: transfer.speed,
    status: transfer.status,
    approval: transfer.approval,
    failureCode: transfer.failureCode,
    failureReason: transfer.failureReason ?? null,
    traceNumber: transfer.traceNumber,
    fileName: row.fileName,
    effectiveDate: transfer.effectiveDate,
    cutoffAt: transfer.cutoffAt.toISOString(),
    createdAt: transfer.createdAt.toISOString(),
    completedAt: iso(transfer.completedAt),
    failedAt: iso(transfer.failedAt),
  };
}

/** A business's latest transfers, an organisation's with its programs', newest first. */
export async function listSandboxEntries(db: Database, query: { businessId: string; limit: number }) {
  const programs = db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.parentId, query.businessId));
  const rows = await selectEntries(db)
    .where(or(eq(bankTransfers.businessId, query.businessId), inArray(bankTransfers.businessId, programs)))
    .orderBy(desc(bankTransfers.createdAt), desc(bankTransfers.id))
    .limit(query.limit);
  return { entries: rows.map(toEntry) };
}

export async function sandboxEntry(db: Database, transferId: string) {
  const [row] = await selectEntries(db).where(eq(bankTransfers.id, transferId));
  if (!row) throw notFound('Transfer');
  return { entry: toEntry(row) };
}

/** The transfer, locked, when it is in one of `statuses`: 404 when unknown, 409 otherwise. */
export async function lockTransferIn(
  tx: Database,
  transferId: string,
  statuses: readonly (typeof bankTransfers.$inferSelect)['status'][],
) {
  const [transfer] = await tx
    .select()
    .from(bankTransfers)
    .where(eq(bankTransfers.id, transferId))
    .for('update');
  if (!transfer) throw notFound('Transfer');
  if (!statuses.includes(transfer.status)) throw conflict('invalid_transfer_state');
  return transfer;
}
