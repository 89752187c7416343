import type { BankVerificationFailureReasonCode, IntakeLanguage } from '@causeway/domain';
import { type BankLink, BankLinkError, type LinkedAccount } from '../../adapters/bank-link/index.ts';
import type { Database } from '../../db/client.ts';
import type { recipients } from '../../db/schema/index.ts';
import { apiError } from '../../lib/errors.ts';
import { replaceBankAccount } from './bank-accounts.ts';
import { setIntakeStatus } from './intake-status.ts';
import { payerNameOf } from './payer-name.ts';
import { recordRecipientActivity } from './recipient-activities.ts';
import { assertRecipientCanEnterDetails } from './recipient-bank-entry.ts';
import type { RecipientContext } from './recipients.ts';
import { startAccountVerification } from './start-account-verification.ts';

type RecipientRow = typeof recipients.$inferSelect;

function providerOf(bankLink: BankLink | undefined): BankLink {
  if (!bankLink) throw apiError('bank_link_unavailable');
  return bankLink;
}

/** POST plaidLinkToken: opens the provider's screens in the recipient's language. */
export async function bankLinkToken(
  db: Database,
  bankLink: BankLink | undefined,
  recipient: RecipientRow,
  language: IntakeLanguage,
  byRecipient: boolean,
) {
  if (byRecipient) assertRecipientCanEnterDetails(recipient);
  const provider = providerOf(bankLink);
  const clientName = await payerNameOf(db, recipient.businessId);
  try {
    return await provider.createLinkToken({ clientUserId: recipient.id, language, clientName });
  } catch (error) {
    if (error instanceof BankLinkError) throw apiError('bank_link_unavailable');
    throw error;
  }
}

/** What a provider's refusal means for the recipient: link again, or a failed verification. */
const FAILURE_OF_LINK_ERROR: Record<BankLinkError['reason'], BankVerificationFailureReasonCode | null> = {
  invalid_public_token: null,
  account_not_found: null,
  institution_unavailable: 'institution_unavailable',
  unsupported_account: 'transfers_unsupported',
};

async function linkedAccountOf(provider: BankLink, input: { publicToken: string; accountId: string }) {
  try {
    return { account: await provider.exchangeAndGetAccount(input) };
  } catch (error) {
    if (!(error instanceof BankLinkError)) throw error;
    const failureReason = FAILURE_OF_LINK_ERROR[error.reason];
    if (failureReason === null) throw apiError('bank_link_failed');
    return { failureReason };
  }
}

/**
 * POST plaidBankAccount: the account the recipient picked, with the numbers the provider read
 * from the bank. Verified at once when the provider says so; an account the provider cannot
 * verify on sign-in gets our micro-deposits, as a typed one does; a refusal fails the intake with
 * its reason, and the recipient may retry.
 */
export async function linkBankAccount(
  tx: Database,
  context: RecipientContext & { bankLink: BankLink | undefined },
  recipient: RecipientRow,
  input: {
    publicToken: string;
    accountId: string;
    nameOnAccount: string;
    institutionName?: string | undefined;
  },
  actorUserId: string | null,
) {
  if (!actorUserId) assertRecipientCanEnterDetails(recipient);
  const linked = await linkedAccountOf(providerOf(context.bankLink), input);
  const activity = { recipientId: recipient.id, businessId: recipient.businessId, actorUserId };
  if ('failureReason' in linked) {
    await setIntakeStatus(tx, recipient.id, 'verification_failed', linked.failureReason);
    await recordRecipientActivity(tx, {
      ...activity,
      type: 'bank_account_verification_failed',
      details: { by: 'bank_link', failureReason: linked.failureReason },
    });
    return;
  }
  const account: LinkedAccount = linked.account;
  const status =
    account.verification === 'verified'
      ? 'verified'
      : account.verification === 'failed'
        ? 'failed'
        : 'pending';
  const row = await replaceBankAccount(tx, context.masterKey, {
    recipient,
    details: {
      nameOnAccount: input.nameOnAccount,
      accountType: account.accountType,
      accountNumber: account.accountNumber,
      routingNumber: account.routingNumber,
      bankName: account.institutionName ?? input.institutionName ?? null,
      linkAccountId: account.accountId,
    },
    source: 'bank_link',
    verificationStatus: status,
    actorUserId,
  });
  if (status === 'verified') {
    await setIntakeStatus(tx, recipient.id, 'bank_account_verified');
    await recordRecipientActivity(tx, {
      ...activity,
      type: 'bank_account_verified',
      details: { bankAccountId: row.id, by: 'bank_link' },
    });
  } else if (status === 'failed') {
    await setIntakeStatus(tx, recipient.id, 'verification_failed', 'account_closed');
    await recordRecipientActivity(tx, {
      ...activity,
      type: 'bank_account_verification_failed',
      details: { bankAccountId: row.id, by: 'bank_link', failureReason: 'account_closed' },
    });
  } else {
    await setIntakeStatus(tx, recipient.id, 'pending_verification');
    await recordRecipientActivity(tx, {
      ...activity,
      type: 'bank_account_submitted_for_verification',
      details: { bankAccountId: row.id, by: 'bank_link' },
    });
    await startAccountVerification(tx, context, row, recipient.email);
  }
}
