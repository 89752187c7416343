import { achSchedule, type TransferSpeed, type TransferStatus } from '@causeway/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FixedCustomFields } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { bankTransfers, businessSettings, recipients } from '../../db/schema/index.ts';
import { type Cursor, keysetAfter, pageOf } from '../../lib/cursor.ts';
import { apiError, conflict, notFound } from '../../lib/errors.ts';
import { checkCustomFieldValues } from '../businesses/custom-field-values.ts';
import type { Business, BusinessAccess } from '../tenancy/access.ts';
import { activeBankAccount } from './bank-accounts.ts';
import { recordRecipientActivity } from './recipient-activities.ts';
import { detailsHiddenFor } from './recipients.ts';
import { postTransferDebit, postTransferReturn } from './transfer-ledger.ts';
import { selectTransferRows, toTransferView, transferView } from './transfer-views.ts';

type TransferRecord = typeof bankTransfers.$inferSelect;

export type NewTransfer = {
  recipientId: string;
  amountCents: number;
  speed: TransferSpeed;
  memo?: string | undefined;
  customFields?: Record<string, string> | undefined;
};

/** A program pays with its own custom fields (bank_transfers); an organisation with business_bank_transfers. */
const customFieldTypeOf = (business: Business) =>
  business.parentId === null ? 'business_bank_transfers' : 'bank_transfers';

/** The maker-checker threshold: the business's own setting, else its organisation's. */
async function approvalThresholdCents(db: Database, business: Business): Promise<number | null> {
  const ids = business.parentId ? [business.id, business.parentId] : [business.id];
  const rows = await db.select().from(businessSettings).where(inArray(businessSettings.businessId, ids));
  const own = rows.find((row) => row.businessId === business.id);
  const settings = own ?? rows.find((row) => row.businessId === business.parentId);
  const threshold = settings?.settings.transferApprovalThresholdCents;
  return typeof threshold === 'number' ? threshold : null;
}

/**
 * POST /bankTransfers/transfers: checks the recipient can be paid, debits the funding account (no
 * overdraft: the ledger refuses under its row lock) and schedules the entry for its window. Runs in
 * the idempotency transaction, so a retried request pays once.
 */
export async function createTransfer(
  tx: Database,
  access: BusinessAccess,
  input: NewTransfer,
  actorUserId: string,
  fixedCustomFields: FixedCustomFields,
  nowMs = Date.now(),
) {
  const business = access.business;
  const [recipient] = await tx
    .select()
    .from(recipients)
    .where(and(eq(recipients.id, input.recipientId), eq(recipients.businessId, business.id)));
  if (!recipient) throw notFound('Recipient');
  const account = await activeBankAccount(tx, recipient.id);
  if (recipient.hold !== null || !account || account.verificationStatus !== 'verified') {
    throw conflict('recipient_not_payable');
  }
  const customFields = await checkCustomFieldValues(
    tx,
    business,
    customFieldTypeOf(business),
    input.customFields,
    fixedCustomFields,
  );
  const threshold = await approvalThresholdCents(tx, business);
  const debit = await postTransferDebit(tx, {
    organizationId: access.topLevelBusinessId,
    businessId: business.id,
    amountCents: input.amountCents,
    memo: input.memo ?? null,
    customFields,
    createdByUserId: actorUserId,
  });
  const schedule = achSchedule(input.speed, nowMs);
  const [transfer] = await tx
    .insert(bankTransfers)
    .values({
      businessId: business.id,
      recipientId: recipient.id,
      bankAccountId: account.id,
      amountCents: input.amountCents,
      speed: input.speed,
      approval: threshold !== null && input.amountCents > threshold ? 'pending' : 'not_required',
      memo: input.memo ?? null,
      customFields,
      cutoffAt: new Date(schedule.cutoffMs),
      effectiveDate: schedule.effectiveDate,
      expectedByDate: schedule.expectedByDate,
      debitEntryId: debit.entryId,
      createdByUserId: actorUserId,
    })
    .returning({ id: bankTransfers.id });
  await recordRecipientActivity(tx, {
    recipientId: recipient.id,
    businessId: recipient.businessId,
    type: 'bank_transfer_initiated',
    actorUserId,
    details: { transferId: transfer!.id, amountCents: input.amountCents, speed: input.speed },
  });
  return transferView(tx, transfer!.id, detailsHiddenFor(access));
}

export type TransferListQuery = {
  status?: TransferStatus | undefined;
  recipientId?: string | undefined;
  approval?: 'pending' | undefined;
  cursor?: Cursor | undefined;
  limit: number;
};

/** Transfers of the businesses a page covers, newest first. */
export async function listTransfers(
  db: Database,
  access: BusinessAccess,
  scope: readonly string[],
  query: TransferListQuery,
) {
  const rows = await selectTransferRows(db)
    .where(
      and(
        inArray(bankTransfers.businessId, [...scope]),
        query.status ? eq(bankTransfers.status, query.status) : undefined,
        query.recipientId ? eq(bankTransfers.recipientId, query.recipientId) : undefined,
        query.approval ? eq(bankTransfers.approval, query.approval) : undefined,
        keysetAfter(query.cursor, bankTransfers.createdAt, bankTransfers.id),
      ),
    )
    .orderBy(desc(bankTransfers.createdAt), desc(bankTransfers.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = pageOf(rows, query.limit, (row) => row.transfer);
  const hidden = detailsHiddenFor(access);
  return { transfers: items.map((row) => toTransferView(row, hidden)), page: { nextCursor } };
}

/** The transfer locked for a decision: only one approver or rejecter wins. */
async function lockPendingTransfer(tx: Database, transferId: string): Promise<TransferRecord> {
  const [locked] = await tx
    .select()
    .from(bankTransfers)
    .where(eq(bankTransfers.id, transferId))
    .for('update');
  if (locked?.status !== 'created' || locked.approval !== 'pending') {
    throw conflict('invalid_transfer_state');
  }
  return locked;
}

/**
 * The checker approves: never the maker. The window is chosen again from now, since the one
 * picked at creation may have passed while it waited.
 */
export async function approveTransfer(
  tx: Database,
  access: BusinessAccess,
  transferId: string,
  actorUserId: string,
  nowMs = Date.now(),
) {
  const transfer = await lockPendingTransfer(tx, transferId);
  if (transfer.createdByUserId === actorUserId) throw apiError('approver_is_maker');
  const schedule = achSchedule(transfer.speed, nowMs);
  await tx
    .update(bankTransfers)
    .set({
      approval: 'approved',
      approvedByUserId: actorUserId,
      approvedAt: sql`now()`,
      cutoffAt: new Date(schedule.cutoffMs),
      effectiveDate: schedule.effectiveDate,
      expectedByDate: schedule.expectedByDate,
      updatedAt: sql`now()`,
    })
    .where(eq(bankTransfers.id, transfer.id));
  await recordRecipientActivity(tx, {
    recipientId: transfer.recipientId,
    businessId: transfer.businessId,
    type: 'bank_transfer_approved',
    actorUserId,
    details: { transferId: transfer.id, amountCents: transfer.amountCents },
  });
  return transferView(tx, transfer.id, detailsHiddenFor(access));
}

/**
 * The checker refuses (or the maker withdraws their own): the transfer fails and its amount goes
 * back to the funding account in one entry.
 */
export async function rejectTransfer(
  tx: Database,
  access: BusinessAccess,
  transferId: string,
  reason: string | undefined,
  actorUserId: string,
) {
  const transfer = await lockPendingTransfer(tx, transferId);
  const entry = await postTransferReturn(
    tx,
    {
      organizationId: access.topLevelBusinessId,
      businessId: transfer.businessId,
      amountCents: transfer.amountCents,
    },
    false,
  );
  await tx
    .update(bankTransfers)
    .set({
      status: 'failed',
      approval: 'rejected',
      approvedByUserId: actorUserId,
      approvedAt: sql`now()`,
      failureCode: 'rejected',
      returnEntryId: entry.entryId,
      failedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(bankTransfers.id, transfer.id));
  await recordRecipientActivity(tx, {
    recipientId: transfer.recipientId,
    businessId: transfer.businessId,
    type: 'bank_transfer_rejected',
    actorUserId,
    details: { transferId: transfer.id, amountCents: transfer.amountCents, ...(reason ? { reason } : {}) },
  });
  return transferView(tx, transfer.id, detailsHiddenFor(access));
}
