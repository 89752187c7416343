import type { SandboxBankEntry } from '@causeway/contracts';
import { describe, expect, it } from 'vitest';
import { bankEntryActions, EMPTY_NOC_FORM, nocBodyOf } from './sandbox-bank.ts';

const entry = (overrides: Partial<SandboxBankEntry>): SandboxBankEntry => ({
  transferId: '6f1c1c3e-7a51-4c43-9f36-0d7d5c1f2a11',
  businessId: '0b9a3c55-4b8e-4d7e-9a51-0d7d5c1f2a11',
  recipientName: 'Ana Diaz',
  recipientType: 'person',
  accountLast4: '1234',
  amountCents: 100,
  speed: 'ach',
  status: 'created',
  approval: 'not_required',
  failureCode: null,
  failureReason: null,
  traceNumber: null,
  fileName: null,
  effectiveDate: '2026-03-04',
  cutoffAt: '2026-03-03T21:45:00.000Z',
  createdAt: '2026-03-03T15:00:00.000Z',
  completedAt: null,
  failedAt: null,
  ...overrides,
});

describe('bankEntryActions', () => {
  it('offers nothing for an ACH entry not yet in a file', () => {
    expect(bankEntryActions(entry({}))).toEqual({
      settle: false,
      returnEntry: false,
      noc: false,
      instant: false,
    });
  });

  it('offers settle, return and NOC for a sent entry, and return and NOC once it settled', () => {
    const sent = entry({ status: 'processing', traceNumber: '231380100000001' });
    expect(bankEntryActions(sent)).toEqual({ settle: true, returnEntry: true, noc: true, instant: false });
    expect(bankEntryActions({ ...sent, status: 'completed' })).toEqual({
      settle: false,
      returnEntry: true,
      noc: true,
      instant: false,
    });
    expect(bankEntryActions({ ...sent, status: 'failed' }).returnEntry).toBe(false);
  });

  it('offers the instant answers while an approved instant payment waits', () => {
    expect(bankEntryActions(entry({ speed: 'instant', status: 'processing' })).instant).toBe(true);
    expect(bankEntryActions(entry({ speed: 'instant', approval: 'pending' })).instant).toBe(false);
    expect(bankEntryActions(entry({ speed: 'instant', status: 'completed' })).instant).toBe(false);
  });
});

describe('nocBodyOf', () => {
  it('sends only the fields the change code carries', () => {
    const values = { ...EMPTY_NOC_FORM, code: 'C01' as const, accountNumber: '55509876', routingNumber: '1' };
    expect(nocBodyOf(values)).toEqual({ body: { code: 'C01', accountNumber: '55509876' }, errors: [] });
  });

  it('names each missing or invalid field', () => {
    const { body, errors } = nocBodyOf({ ...EMPTY_NOC_FORM, code: 'C07', routingNumber: '123456789' });
    expect(body).toBeNull();
    expect(errors.map((error) => error.field).sort()).toEqual([
      'accountNumber',
      'accountType',
      'routingNumber',
    ]);
  });

  it('takes the account type for C05', () => {
    expect(nocBodyOf({ ...EMPTY_NOC_FORM, code: 'C05', accountType: 'savings' }).body).toEqual({
      code: 'C05',
      accountType: 'savings',
    });
  });
});
