import { describe, expect, it } from 'vitest';
import { recipientActivityDetails } from './recipient-activity.ts';

describe('recipient activity details', () => {
  it('lists money, speed, failure, hold and account facts, and hides identifiers', () => {
    expect(
      recipientActivityDetails({
        transferId: '00000000-0000-4000-8000-000000000001',
        amountCents: 12_500,
        speed: 'sameday_ach',
        failureReason: 'account_closed',
        failureCode: 'R02',
        hold: 'frozen',
        accountLast4: '4321',
        changedFields: ['name', 'email'],
        note: 'typed by staff',
      }),
    ).toEqual([
      { kind: 'money', cents: 12_500 },
      { kind: 'speed', speed: 'sameday_ach' },
      { kind: 'failure', reason: 'account_closed', code: 'R02' },
      { kind: 'hold', hold: 'frozen' },
      { kind: 'account', last4: '4321' },
      { kind: 'fields', names: ['name', 'email'] },
      { kind: 'text', label: 'note', value: 'typed by staff' },
    ]);
  });

  it('reads the API’s own keys: the bank code, how the account came, a reason, and hides who and what', () => {
    expect(
      recipientActivityDetails({
        bankAccountId: '00000000-0000-4000-8000-000000000002',
        code: 'R02',
        failureReason: 'account_closed',
        source: 'bank_link',
        by: 'staff',
        name: 'Ana Lopez',
        type: 'person',
        email: 'ana@example.org',
      }),
    ).toEqual([
      { kind: 'failure', reason: 'account_closed', code: 'R02' },
      { kind: 'source', source: 'bank_link' },
      { kind: 'text', label: 'email', value: 'ana@example.org' },
    ]);
    expect(recipientActivityDetails({ reason: 'start_over' })).toEqual([
      { kind: 'reason', text: null, startedOver: true },
    ]);
    expect(recipientActivityDetails({ reason: 'Wrong amount' })).toEqual([
      { kind: 'reason', text: 'Wrong amount', startedOver: false },
    ]);
  });

  it('keeps a bank code without a known reason, and ignores values it cannot read', () => {
    expect(
      recipientActivityDetails({
        failureReason: 'something_new',
        failureCode: 'C01',
        speed: 'warp',
        nested: {},
      }),
    ).toEqual([{ kind: 'failure', reason: null, code: 'C01' }]);
  });
});
