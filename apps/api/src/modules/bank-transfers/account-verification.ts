import type { BankVerificationFailureReasonCode } from '@causeway/domain';
import { eq, sql } from 'drizzle-orm';
import type { Outbox } from '../../adapters/outbox.ts';
import type { Database } from '../../db/client.ts';
import { recipientBankAccounts, recipients } from '../../db/schema/index.ts';
import { bankAccountFailedEmail, bankAccountVerifiedEmail } from '../../messages/templates/intake.ts';
import type { BankAccountRow } from './bank-accounts.ts';
import { setIntakeStatus } from './intake-status.ts';
import { payerNameOf } from './payer-name.ts';
import { recordRecipientActivity } from './recipient-activities.ts';

// The end of a verification that took time (micro-deposits, a prenote): one place moves the
// account, the intake status and the activity, and tells the recipient.

export type VerificationMethod = 'micro_deposits' | 'prenote';

type Outcome = { verified: true } | { verified: false; failureReason: BankVerificationFailureReasonCode };

/**
 * Ends a verification that was in progress: the account, the intake status and the recipient's
 * activity move together, and the recipient gets the spec's "email on completion" in their language
 * (the outbox sends it after commit).
 */
export async function finishAccountVerification(
  tx: Database,
  outbox: Outbox,
  account: Pick<BankAccountRow, 'id' | 'recipientId' | 'accountLast4'>,
  outcome: Outcome,
  details: { by: VerificationMethod } & Record<string, unknown>,
) {
  await tx
    .update(recipientBankAccounts)
    .set(
      outcome.verified
        ? { verificationStatus: 'verified', updatedAt: sql`now()` }
        : {
            verificationStatus: 'failed',
            failureReason: outcome.failureReason,
            disabledAt: sql`now()`,
            updatedAt: sql`now()`,
          },
    )
    .where(eq(recipientBankAccounts.id, account.id));
  if (outcome.verified) await setIntakeStatus(tx, account.recipientId, 'bank_account_verified');
  else await setIntakeStatus(tx, account.recipientId, 'verification_failed', outcome.failureReason);

  const [recipient] = await tx
    .select({ businessId: recipients.businessId, email: recipients.email, language: recipients.language })
    .from(recipients)
    .where(eq(recipients.id, account.recipientId));
  await recordRecipientActivity(tx, {
    recipientId: account.recipientId,
    businessId: recipient!.businessId,
    type: outcome.verified ? 'bank_account_verified' : 'bank_account_verification_failed',
    actorUserId: null,
    details: {
      bankAccountId: account.id,
      ...details,
      ...(outcome.verified ? {} : { failureReason: outcome.failureReason }),
    },
  });
  const payerName = await payerNameOf(tx, recipient!.businessId);
  await outbox.email(tx, {
    to: recipient!.email,
    ...(outcome.verified
      ? bankAccountVerifiedEmail.render(recipient!.language, { payerName, last4: account.accountLast4 })
      : bankAccountFailedEmail.render(recipient!.language, { payerName })),
  });
}
