import { addBusinessDays, BANK_VERIFICATION_BUSINESS_DAYS_MAX, newYorkDate } from '@causeway/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  businesses,
  recipientBankAccounts,
  recipientIntakeHistory,
  type recipients,
} from '../../db/schema/index.ts';
import { apiError } from '../../lib/errors.ts';
import { activeBankAccount } from './bank-accounts.ts';
import { type IntakeEmailContext, sendIntakeEmail } from './intake-email.ts';
import { setIntakeStatus } from './intake-status.ts';
import { attemptsLeft, microDepositsOf } from './micro-deposits.ts';
import { recordRecipientActivity } from './recipient-activities.ts';
import { toBankAccountView } from './recipient-views.ts';

type RecipientRow = typeof recipients.$inferSelect;

/**
 * A recipient may start again unless their account is verified or a return said the owner died or
 * the account is frozen: after a failure, while awaiting them (a resend), or while micro-deposits
 * are pending (the "start over" of the status page).
 */
const canRetry = (recipient: RecipientRow) =>
  recipient.hold === null && recipient.intakeStatus !== 'bank_account_verified';

/**
 * Where the intake stands (cardholder spec §4): while pending, the result is due within the spec's
 * 1 to 3 business days of the last submission.
 */
export async function intakeStatusOf(db: Database, recipient: RecipientRow, hidden: boolean) {
  const history = await db
    .select({ intakeStatus: recipientIntakeHistory.intakeStatus, at: recipientIntakeHistory.at })
    .from(recipientIntakeHistory)
    .where(eq(recipientIntakeHistory.recipientId, recipient.id))
    .orderBy(asc(recipientIntakeHistory.at), asc(recipientIntakeHistory.id));
  const account = await activeBankAccount(db, recipient.id);
  const submittedAt = history.findLast((entry) => entry.intakeStatus === 'pending_verification')?.at;
  const deposits =
    account && account.verificationStatus === 'pending' ? await microDepositsOf(db, account.id) : null;
  return {
    recipientId: recipient.id,
    intakeStatus: recipient.intakeStatus,
    failureReason: recipient.intakeFailureReason ?? null,
    expectedByDate:
      recipient.intakeStatus === 'pending_verification' && submittedAt
        ? addBusinessDays(newYorkDate(submittedAt.getTime()), BANK_VERIFICATION_BUSINESS_DAYS_MAX)
        : null,
    bankAccount: account ? toBankAccountView(account, hidden) : null,
    canRetry: canRetry(recipient),
    microDeposits: deposits
      ? { attemptsLeft: attemptsLeft(deposits), expiresAt: deposits.expiresAt.toISOString() }
      : null,
    history: history.map((entry) => ({ intakeStatus: entry.intakeStatus, at: entry.at.toISOString() })),
  };
}

/**
 * POST retryIntake: the intake starts over, awaiting the recipient; a pending account waiting for
 * micro-deposits is set aside. Staff also send a new link (a resend while still awaiting); the
 * recipient, already in the flow, goes straight back to the bank details. A verified or held
 * recipient is the spec's retry-verification error.
 */
export async function retryIntake(
  tx: Database,
  context: IntakeEmailContext,
  recipient: RecipientRow,
  by: { staffUserId: string } | 'recipient',
  hidden: boolean,
) {
  if (!canRetry(recipient)) throw apiError('retryVerificationFailed');
  if (recipient.intakeStatus === 'pending_verification') await setAsideAccount(tx, recipient);
  if (recipient.intakeStatus !== 'awaiting_recipient')
    await setIntakeStatus(tx, recipient.id, 'awaiting_recipient');
  if (by !== 'recipient') {
    const [business] = await tx
      .select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, recipient.businessId));
    await sendIntakeEmail(tx, context, {
      recipient,
      payerName: business!.name,
      actorUserId: by.staffUserId,
      resend: true,
    });
  }
  const current = { ...recipient, intakeStatus: 'awaiting_recipient' as const, intakeFailureReason: null };
  return intakeStatusOf(tx, current, hidden);
}

async function setAsideAccount(tx: Database, recipient: RecipientRow) {
  const [account] = await tx
    .update(recipientBankAccounts)
    .set({ disabledAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(recipientBankAccounts.recipientId, recipient.id), isNull(recipientBankAccounts.disabledAt)))
    .returning({ id: recipientBankAccounts.id, accountLast4: recipientBankAccounts.accountLast4 });
  if (!account) return;
  await recordRecipientActivity(tx, {
    recipientId: recipient.id,
    businessId: recipient.businessId,
    type: 'bank_account_deleted',
    actorUserId: null,
    details: { bankAccountId: account.id, accountLast4: account.accountLast4, reason: 'start_over' },
  });
}
