import type { BankVerificationFailureReasonCode, RecipientAction } from '@causeway/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bankTransfers, businesses, recipientBankAccounts, recipients } from '../../db/schema/index.ts';
import { encryptText } from '../../lib/crypto.ts';
import type { IntakeEmailContext } from './intake-email.ts';
import { sendIntakeEmail } from './intake-email.ts';
import { setIntakeStatus } from './intake-status.ts';
import { recordRecipientActivity } from './recipient-activities.ts';
import { postTransferReturn, postTransferSettlement } from './transfer-ledger.ts';

// What the rails report about a transfer after it left (issue 10 "Money and rails"): it went out in
// a file, it settled, it came back. Each runs in the caller's transaction, locks the transfer row
// first, and does nothing when the transfer is already past that step: a file read twice, or a
// settlement that races a return, moves money once.

type TransferRecord = typeof bankTransfers.$inferSelect;

async function lockTransfer(tx: Database, transferId: string): Promise<TransferRecord | undefined> {
  const [row] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, transferId)).for('update');
  return row;
}

async function organizationOf(tx: Database, businessId: string) {
  const [row] = await tx
    .select({ id: businesses.id, parentId: businesses.parentId, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return { organizationId: row!.parentId ?? row!.id, businessName: row!.name };
}

/** The entry went to the bank in `achFileId` with this trace number (or to the instant rail). */
export async function markTransferSubmitted(
  tx: Database,
  transferId: string,
  submission: { achFileId: string | null; traceNumber: string | null },
): Promise<boolean> {
  const updated = await tx
    .update(bankTransfers)
    .set({
      status: 'processing',
      achFileId: submission.achFileId,
      traceNumber: submission.traceNumber,
      submittedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(bankTransfers.id, transferId), eq(bankTransfers.status, 'created')))
    .returning({ id: bankTransfers.id });
  return updated.length === 1;
}

/** The bank settled the entry: processing → completed, and the money leaves the platform. */
export async function completeTransfer(tx: Database, transferId: string): Promise<boolean> {
  const transfer = await lockTransfer(tx, transferId);
  if (transfer?.status !== 'processing') return false;
  const { organizationId } = await organizationOf(tx, transfer.businessId);
  const entry = await postTransferSettlement(tx, {
    organizationId,
    businessId: transfer.businessId,
    amountCents: transfer.amountCents,
  });
  await tx
    .update(bankTransfers)
    .set({
      status: 'completed',
      settlementEntryId: entry.entryId,
      completedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(bankTransfers.id, transfer.id));
  await recordRecipientActivity(tx, {
    recipientId: transfer.recipientId,
    businessId: transfer.businessId,
    type: 'bank_transfer_completed',
    actorUserId: null,
    details: { transferId: transfer.id, amountCents: transfer.amountCents },
  });
  return true;
}

export type TransferFailure = {
  /** The bank's code: an R-code of a return, an ISO 20022 reason of an instant rejection. */
  code: string;
  failureReason: BankVerificationFailureReasonCode;
  recipientAction: RecipientAction;
};

/**
 * A return or a rejection: the transfer fails and its amount goes back to the funding account, from
 * settlement when it had completed (a late return) or from in flight when it had not. Then the
 * return's action on the recipient (docs/decisions.md "ACH returns"). Answers false when the
 * transfer had already failed.
 */
export async function failTransfer(
  tx: Database,
  context: IntakeEmailContext,
  transferId: string,
  failure: TransferFailure,
): Promise<boolean> {
  const transfer = await lockTransfer(tx, transferId);
  if (!transfer || transfer.status === 'failed') return false;
  const { organizationId, businessName } = await organizationOf(tx, transfer.businessId);
  await reverseTransfer(tx, transfer, organizationId, failure);
  await applyRecipientAction(tx, context, transfer, failure, businessName);
  if (failure.recipientAction !== 'none') {
    // Entries to the same account not yet sent would meet the same answer: they fail now, unsent.
    const waiting = await tx
      .select()
      .from(bankTransfers)
      .where(
        and(eq(bankTransfers.bankAccountId, transfer.bankAccountId), eq(bankTransfers.status, 'created')),
      )
      .for('update');
    for (const other of waiting) await reverseTransfer(tx, other, organizationId, failure);
  }
  return true;
}

async function reverseTransfer(
  tx: Database,
  transfer: TransferRecord,
  organizationId: string,
  failure: TransferFailure,
) {
  const entry = await postTransferReturn(
    tx,
    { organizationId, businessId: transfer.businessId, amountCents: transfer.amountCents },
    transfer.status === 'completed',
  );
  await tx
    .update(bankTransfers)
    .set({
      status: 'failed',
      failureCode: failure.code,
      failureReason: failure.failureReason,
      returnEntryId: entry.entryId,
      failedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(bankTransfers.id, transfer.id));
  await recordRecipientActivity(tx, {
    recipientId: transfer.recipientId,
    businessId: transfer.businessId,
    type: 'bank_transfer_failed',
    actorUserId: null,
    details: { transferId: transfer.id, code: failure.code, failureReason: failure.failureReason },
  });
}

/**
 * What a return says about the recipient: a closed or wrong account is failed and disabled and the
 * recipient is emailed a new intake link; a deceased owner or a frozen account puts the recipient
 * on hold (deceased is never lifted).
 */
async function applyRecipientAction(
  tx: Database,
  context: IntakeEmailContext,
  transfer: TransferRecord,
  failure: TransferFailure,
  payerName: string,
) {
  if (failure.recipientAction === 'none') return;
  await tx
    .update(recipientBankAccounts)
    .set({
      verificationStatus: 'failed',
      failureReason: failure.failureReason,
      disabledAt: sql`coalesce(${recipientBankAccounts.disabledAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(recipientBankAccounts.id, transfer.bankAccountId));
  await setIntakeStatus(tx, transfer.recipientId, 'verification_failed', failure.failureReason);
  const activity = { recipientId: transfer.recipientId, businessId: transfer.businessId, actorUserId: null };
  await recordRecipientActivity(tx, {
    ...activity,
    type: 'bank_account_verification_failed',
    details: {
      bankAccountId: transfer.bankAccountId,
      code: failure.code,
      failureReason: failure.failureReason,
    },
  });
  const hold =
    failure.recipientAction === 'lock_never_retry'
      ? 'deceased'
      : failure.recipientAction === 'lock_flag_review'
        ? 'frozen'
        : null;
  if (hold) {
    await tx
      .update(recipients)
      .set({ hold, updatedAt: sql`now()` })
      .where(eq(recipients.id, transfer.recipientId));
    await recordRecipientActivity(tx, {
      ...activity,
      type: 'recipient_hold_placed',
      details: { hold, code: failure.code },
    });
    return;
  }
  const [recipient] = await tx.select().from(recipients).where(eq(recipients.id, transfer.recipientId));
  await sendIntakeEmail(tx, context, { recipient: recipient!, payerName, actorUserId: null, resend: true });
}

export type BankAccountCorrection = {
  code: string;
  accountNumber?: string | undefined;
  routingNumber?: string | undefined;
  accountType?: 'checking' | 'savings' | undefined;
  nameOnAccount?: string | undefined;
};

/**
 * A notification of change (NOC): the bank says how the account should be written; the stored
 * details are corrected so the next entry is right. The activity names the fields, never the values.
 */
export async function correctBankAccount(
  tx: Database,
  masterKey: Buffer,
  transferId: string,
  correction: BankAccountCorrection,
): Promise<boolean> {
  const [transfer] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, transferId));
  if (!transfer) return false;
  return correctAccountDetails(tx, masterKey, transfer.bankAccountId, correction);
}

/** A NOC's corrections applied to one bank account (named by a transfer's or a prenote's entry). */
export async function correctAccountDetails(
  tx: Database,
  masterKey: Buffer,
  bankAccountId: string,
  correction: BankAccountCorrection,
): Promise<boolean> {
  const [account] = await tx
    .select({ recipientId: recipientBankAccounts.recipientId, businessId: recipients.businessId })
    .from(recipientBankAccounts)
    .innerJoin(recipients, eq(recipients.id, recipientBankAccounts.recipientId))
    .where(eq(recipientBankAccounts.id, bankAccountId));
  if (!account) return false;
  const changes = {
    ...(correction.accountNumber
      ? {
          accountNumberEncrypted: encryptText(masterKey, correction.accountNumber),
          accountLast4: correction.accountNumber.slice(-4),
        }
      : {}),
    ...(correction.routingNumber ? { routingNumber: correction.routingNumber } : {}),
    ...(correction.accountType ? { accountType: correction.accountType } : {}),
    ...(correction.nameOnAccount ? { nameOnAccount: correction.nameOnAccount } : {}),
  };
  if (Object.keys(changes).length === 0) return false;
  await tx
    .update(recipientBankAccounts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(recipientBankAccounts.id, bankAccountId));
  await recordRecipientActivity(tx, {
    recipientId: account.recipientId,
    businessId: account.businessId,
    type: 'bank_account_corrected',
    actorUserId: null,
    details: {
      bankAccountId,
      code: correction.code,
      fields: Object.keys(correction).filter(
        (field) => field !== 'code' && correction[field as keyof BankAccountCorrection],
      ),
    },
  });
  return true;
}

/** The transfers a return file names, by trace number. */
export async function transfersByTrace(db: Database, traceNumbers: string[]) {
  if (traceNumbers.length === 0) return new Map<string, TransferRecord>();
  const rows = await db.select().from(bankTransfers).where(inArray(bankTransfers.traceNumber, traceNumbers));
  return new Map(rows.map((row) => [row.traceNumber!, row]));
}
