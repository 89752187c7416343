import { addBusinessDays, BANK_VERIFICATION_BUSINESS_DAYS_MAX, newYorkDate } from '@causeway/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, recipientIntakeHistory, type recipients } from '../../db/schema/index.ts';
import { apiError } from '../../lib/errors.ts';
import { activeBankAccount } from './bank-accounts.ts';
import { type IntakeEmailContext, sendIntakeEmail } from './intake-email.ts';
import { setIntakeStatus } from './intake-status.ts';
import { toBankAccountView } from './recipient-views.ts';

type RecipientRow = typeof recipients.$inferSelect;

/** A recipient may start again unless a return said the owner died or the account is frozen. */
const canRetry = (recipient: RecipientRow) =>
  recipient.hold === null &&
  (recipient.intakeStatus === 'verification_failed' || recipient.intakeStatus === 'awaiting_recipient');

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
    history: history.map((entry) => ({ intakeStatus: entry.intakeStatus, at: entry.at.toISOString() })),
  };
}

/**
 * POST retryIntake: after a failed verification the intake starts over (awaiting the recipient,
 * with a new link); while still awaiting the recipient it resends the link. Anything else (pending,
 * verified, on hold) is the spec's retry-verification error.
 */
export async function retryIntake(
  tx: Database,
  context: IntakeEmailContext,
  recipient: RecipientRow,
  actorUserId: string | null,
  hidden: boolean,
) {
  if (!canRetry(recipient)) throw apiError('retryVerificationFailed');
  const [business] = await tx
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, recipient.businessId));
  if (recipient.intakeStatus === 'verification_failed') {
    await setIntakeStatus(tx, recipient.id, 'awaiting_recipient');
  }
  await sendIntakeEmail(tx, context, { recipient, payerName: business!.name, actorUserId, resend: true });
  const current = { ...recipient, intakeStatus: 'awaiting_recipient' as const, intakeFailureReason: null };
  return intakeStatusOf(tx, current, hidden);
}
