import type { RecipientIntakeStatus } from '@causeway/domain';
import type { Recipient } from '../api/get-recipients.ts';

type BankAccount = NonNullable<Recipient['bankAccount']>;

/** What the list and the page show for the bank account. */
export type AccountDisplay =
  | { kind: 'none' }
  /** Hidden from members with hideBankPaymentsInformation. */
  | { kind: 'hidden' }
  | { kind: 'last4'; last4: string };

export function accountDisplay(account: BankAccount | null): AccountDisplay {
  if (!account) return { kind: 'none' };
  if (account.masked || !account.accountLast4) return { kind: 'hidden' };
  return { kind: 'last4', last4: account.accountLast4 };
}

/** '•••• 1234' */
export const maskedAccountNumber = (last4: string) => `•••• ${last4}`;

/**
 * Whether a payment can go to the recipient: a verified bank account and no hold from a return
 * (deceased, frozen). The API checks the same and answers recipient_not_payable otherwise.
 */
export function isPayable(recipient: Pick<Recipient, 'bankAccount' | 'hold'>): boolean {
  return recipient.bankAccount?.verificationStatus === 'verified' && recipient.hold === null;
}

/** The colour of an intake status badge. */
export const INTAKE_STATUS_COLORS: Record<RecipientIntakeStatus, string> = {
  awaiting_recipient: 'gray',
  pending_verification: 'yellow',
  bank_account_verified: 'teal',
  verification_failed: 'red',
};

/** What the intake panel offers next for a status: resend the email, ask for new details, or nothing. */
export type IntakeAction = 'resendLink' | 'askForNewDetails' | null;

export function intakeAction(status: RecipientIntakeStatus, hold: Recipient['hold'] = null): IntakeAction {
  // A frozen account needs new bank details; nothing more can be asked of a deceased holder's.
  if (hold === 'frozen') return 'askForNewDetails';
  if (hold === 'deceased') return null;
  if (status === 'awaiting_recipient') return 'resendLink';
  if (status === 'verification_failed') return 'askForNewDetails';
  return null;
}

/** A calendar date the API sends as 'yyyy-MM-dd', as a local date (no shift across time zones). */
export function calendarDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}
