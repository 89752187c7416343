import type { BankAccountInput } from '@causeway/contracts';
import type { Database } from '../../db/client.ts';
import type { recipients } from '../../db/schema/index.ts';
import { apiError } from '../../lib/errors.ts';
import { bankDetailsReceivedEmail } from '../../messages/templates/intake.ts';
import { replaceBankAccount } from './bank-accounts.ts';
import { setIntakeStatus } from './intake-status.ts';
import { payerNameOf } from './payer-name.ts';
import { recordRecipientActivity } from './recipient-activities.ts';
import type { RecipientContext } from './recipients.ts';
import { startAccountVerification } from './start-account-verification.ts';

type RecipientRow = typeof recipients.$inferSelect;

/**
 * The recipient may give details only while their intake waits for them: once an account is
 * pending or verified the spec's "already has an external bank account" answers, and a hold (a
 * deceased owner, a frozen account) is for staff to lift.
 */
export function assertRecipientCanEnterDetails(recipient: RecipientRow) {
  if (
    recipient.intakeStatus === 'pending_verification' ||
    recipient.intakeStatus === 'bank_account_verified'
  ) {
    throw apiError('recipientHasExternalBankAccount');
  }
  if (recipient.hold !== null || recipient.intakeStatus === 'verification_failed') {
    throw apiError('retryVerificationFailed');
  }
}

/**
 * Manual entry by the recipient: the account waits for micro-deposits (pending_verification) and
 * the recipient is told what comes next in their language.
 */
export async function addBankAccountByRecipient(
  tx: Database,
  context: RecipientContext,
  recipient: RecipientRow,
  input: BankAccountInput,
) {
  assertRecipientCanEnterDetails(recipient);
  const account = await replaceBankAccount(tx, context.masterKey, {
    recipient,
    details: input,
    source: 'manual',
    verificationStatus: 'pending',
    actorUserId: null,
  });
  await setIntakeStatus(tx, recipient.id, 'pending_verification');
  await recordRecipientActivity(tx, {
    recipientId: recipient.id,
    businessId: recipient.businessId,
    type: 'bank_account_submitted_for_verification',
    actorUserId: null,
    details: { bankAccountId: account.id, by: 'recipient' },
  });
  await startAccountVerification(tx, context, account, recipient.email);
  await context.outbox.email(tx, {
    to: recipient.email,
    ...bankDetailsReceivedEmail.render(recipient.language, {
      payerName: await payerNameOf(tx, recipient.businessId),
      last4: account.accountLast4,
    }),
  });
  return account;
}
