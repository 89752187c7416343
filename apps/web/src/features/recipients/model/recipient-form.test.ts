import { parseValidationMessage } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import type { Recipient } from '../api/get-recipients.ts';
import {
  addRecipientFormSchema,
  addRecipientRequest,
  EMPTY_ADD_RECIPIENT,
  recipientFormValues,
  updateRecipientBody,
} from './recipient-form.ts';

const BUSINESS = '00000000-0000-4000-8000-00000000000b';
const codesOf = (input: unknown) => {
  const result = addRecipientFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((issue) => [
          issue.path.join('.'),
          parseValidationMessage(issue.message)?.code ?? issue.message,
        ]),
      );
};

const recipient: Recipient = {
  id: '00000000-0000-4000-8000-000000000001',
  businessId: BUSINESS,
  type: 'person',
  name: 'Ana Lopez',
  email: 'ana@example.org',
  phone: null,
  intakeStatus: 'awaiting_recipient',
  intakeFailureReason: null,
  hold: null,
  bankAccount: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
};

describe('the add recipient form', () => {
  it('checks only the recipient when they will add their own bank details', () => {
    const form = { ...EMPTY_ADD_RECIPIENT('link'), name: 'Ana Lopez', email: 'ana@example.org' };
    const input = addRecipientFormSchema.parse(form);
    expect(addRecipientRequest(BUSINESS, input)).toEqual({
      mode: 'link',
      body: {
        businessId: BUSINESS,
        type: 'person',
        name: 'Ana Lopez',
        email: 'ana@example.org',
        sendIntakeEmail: true,
      },
    });
  });

  it('checks the bank details with the domain rules when staff enter them', () => {
    const form = {
      ...EMPTY_ADD_RECIPIENT('bankDetails'),
      name: 'Ana Lopez',
      email: 'ana@example.org',
      bankAccount: {
        nameOnAccount: 'Ana',
        accountType: 'checking',
        accountNumber: '12a',
        routingNumber: '011000016',
      },
    };
    expect(codesOf(form)).toEqual({
      'bankAccount.nameOnAccount': 'nameOnAccountTwoWords',
      'bankAccount.accountNumber': 'format',
      'bankAccount.routingNumber': 'routingNumberChecksum',
    });
  });

  it('sends the bank details and a phone when given', () => {
    const input = addRecipientFormSchema.parse({
      ...EMPTY_ADD_RECIPIENT('bankDetails'),
      type: 'business',
      name: 'Lopez Bakery',
      email: 'bakery@example.org',
      phone: '2025550199',
      bankAccount: {
        nameOnAccount: 'Lopez Bakery LLC',
        accountType: 'savings',
        accountNumber: '000123456789',
        routingNumber: '011000015',
      },
    });
    expect(addRecipientRequest(BUSINESS, input)).toEqual({
      mode: 'bankDetails',
      body: {
        businessId: BUSINESS,
        type: 'business',
        name: 'Lopez Bakery',
        email: 'bakery@example.org',
        phone: '2025550199',
        bankAccount: {
          nameOnAccount: 'Lopez Bakery LLC',
          accountType: 'savings',
          accountNumber: '000123456789',
          routingNumber: '011000015',
        },
      },
    });
  });

  it('names a missing name and a bad email with the spec messages', () => {
    expect(codesOf({ ...EMPTY_ADD_RECIPIENT('link'), email: 'nope' })).toEqual({
      name: 'nameRequired',
      email: expect.any(String),
    });
  });
});

describe('the edit recipient form', () => {
  it('sends only what changed, and a cleared phone as blank', () => {
    const values = recipientFormValues({ ...recipient, phone: '2025550199' });
    expect(values.phone).toBe('2025550199');
    expect(
      updateRecipientBody(
        { ...recipient, phone: '2025550199' },
        { type: 'person', name: 'Ana María Lopez', email: 'ana@example.org', phone: undefined },
      ),
    ).toEqual({ name: 'Ana María Lopez', phone: '' });
    expect(
      updateRecipientBody(recipient, {
        type: 'person',
        name: 'Ana Lopez',
        email: 'ana@example.org',
        phone: undefined,
      }),
    ).toBeNull();
  });
});
