import { describe, expect, it } from 'vitest';
import type { Recipient } from '../api/get-recipients.ts';
import {
  accountDisplay,
  calendarDate,
  intakeAction,
  isPayable,
  maskedAccountNumber,
} from './recipient-view.ts';

type Account = NonNullable<Recipient['bankAccount']>;
const account = (patch: Partial<Account> = {}): Account => ({
  id: '00000000-0000-4000-8000-000000000001',
  masked: false,
  nameOnAccount: 'Ana Lopez',
  accountType: 'checking',
  accountLast4: '6789',
  routingNumber: '011000015',
  bankName: 'Demo Bank',
  source: 'manual',
  verificationStatus: 'verified',
  failureReason: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...patch,
});

describe('the recipient as shown', () => {
  it('shows the last four digits, a hidden marker, or nothing', () => {
    expect(accountDisplay(account())).toEqual({ kind: 'last4', last4: '6789' });
    expect(accountDisplay(account({ masked: true, accountLast4: null }))).toEqual({ kind: 'hidden' });
    expect(accountDisplay(null)).toEqual({ kind: 'none' });
    expect(maskedAccountNumber('6789')).toBe('•••• 6789');
  });

  it('is payable only with a verified account and no hold', () => {
    expect(isPayable({ bankAccount: account(), hold: null })).toBe(true);
    expect(isPayable({ bankAccount: account({ masked: true, accountLast4: null }), hold: null })).toBe(true);
    expect(isPayable({ bankAccount: account({ verificationStatus: 'pending' }), hold: null })).toBe(false);
    expect(isPayable({ bankAccount: account({ verificationStatus: 'failed' }), hold: null })).toBe(false);
    expect(isPayable({ bankAccount: account(), hold: 'deceased' })).toBe(false);
    expect(isPayable({ bankAccount: account(), hold: 'frozen' })).toBe(false);
    expect(isPayable({ bankAccount: null, hold: null })).toBe(false);
  });

  it('offers to resend the link while waiting, new details after a failure', () => {
    expect(intakeAction('awaiting_recipient')).toBe('resendLink');
    expect(intakeAction('verification_failed')).toBe('askForNewDetails');
    expect(intakeAction('pending_verification')).toBeNull();
    expect(intakeAction('bank_account_verified')).toBeNull();
    expect(intakeAction('bank_account_verified', 'frozen')).toBe('askForNewDetails');
    expect(intakeAction('verification_failed', 'deceased')).toBeNull();
  });

  it('reads a calendar date without shifting it to another day', () => {
    const date = calendarDate('2026-03-09');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 2, 9]);
  });
});
