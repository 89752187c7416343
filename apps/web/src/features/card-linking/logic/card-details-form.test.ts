import { parseValidationMessage } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import {
  cardIdFormSchema,
  cardProofFormSchema,
  digitsOnly,
  firstPinFormSchema,
  formatExpiryInput,
  normalizeCardId,
  pinFormSchema,
  toAsciiDigits,
} from './card-details-form.ts';

/** The validation code of each failing field, e.g. { pin: 'pinLength' }. */
function failures(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const codes: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    codes[issue.path.join('.')] ??= parseValidationMessage(issue.message)?.code ?? issue.message;
  }
  return codes;
}

describe('what a phone keyboard types', () => {
  it.each([
    ['Arabic-Indic digits', '٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['Persian digits', '۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['ASCII digits and letters stay', 'AB12', 'AB12'],
    ['mixed', '۱٢3', '123'],
  ])('%s', (_name, typed, expected) => {
    expect(toAsciiDigits(typed)).toBe(expected);
  });

  it.each([
    ['drops what is not a digit', '12-34 56', 6, '123456'],
    ['stops at the length', '1234567', 6, '123456'],
    ['a PIN keeps 4', '٩٨٧٦٥', 4, '9876'],
  ])('digitsOnly %s', (_name, typed, max, expected) => {
    expect(digitsOnly(typed, max)).toBe(expected);
  });

  it.each([
    ['upper-cases', 'ab12cd34ef', 'AB12CD34EF'],
    ['drops spaces and dashes', 'AB12 CD34-EF', 'AB12CD34EF'],
    ['stops at 10 characters', 'AB12CD34EFGH', 'AB12CD34EF'],
    ['keeps other characters for the format message', 'AB!2', 'AB!2'],
  ])('normalizeCardId %s', (_name, typed, expected) => {
    expect(normalizeCardId(typed)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['0', '0'],
    ['04', '04'],
    ['042', '04/2'],
    ['0429', '04/29'],
    ['04/29', '04/29'],
    ['04/299', '04/29'],
    ['۰۴۲۹', '04/29'],
  ])('formatExpiryInput(%j) is %j', (typed, expected) => {
    expect(formatExpiryInput(typed)).toBe(expected);
  });
});

// Cardholder spec §5: card ID 10 characters; last 6 digits and expiry MM/YY format-checked.
describe('step 1: the card ID', () => {
  it.each([
    ['AB12CD34EF', {}],
    ['', { cardId: 'required' }],
    ['AB12CD34E', { cardId: 'lengthExact' }],
    ['AB12CD34E!', { cardId: 'format' }],
  ])('%j fails with %j', (cardId, expected) => {
    expect(failures(cardIdFormSchema.safeParse({ cardId }))).toEqual(expected);
  });
});

describe('step 2: the card details', () => {
  const valid = { lastSix: '123456', organizationName: 'Demo Relief Org', expiry: '04/29' };
  it.each([
    ['all valid', {}, {}],
    ['5 digits', { lastSix: '12345' }, { lastSix: 'cardLastSixFormat' }],
    ['letters', { lastSix: '12345a' }, { lastSix: 'cardLastSixFormat' }],
    ['no organization', { organizationName: '  ' }, { organizationName: 'required' }],
    ['month 13', { expiry: '13/29' }, { expiry: 'cardExpiryFormat' }],
    ['month 00', { expiry: '00/29' }, { expiry: 'cardExpiryFormat' }],
    ['MMYY without slash', { expiry: '0429' }, { expiry: 'cardExpiryFormat' }],
    [
      'both last 6 digits and expiry',
      { lastSix: '1', expiry: '4/29' },
      { lastSix: 'cardLastSixFormat', expiry: 'cardExpiryFormat' },
    ],
  ])('%s', (_name, change, expected) => {
    expect(failures(cardProofFormSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });
});

// "PIN must be 4 digits." / "PINs do not match."
describe('the PIN', () => {
  it.each([
    ['1357', '1357', {}],
    ['135', '135', { pin: 'pinLength' }],
    ['13579', '13579', { pin: 'pinLength' }],
    ['13a7', '13a7', { pin: 'pinLength' }],
    ['1357', '1358', { confirmPin: 'pinsDoNotMatch' }],
    ['1357', '', { confirmPin: 'pinsDoNotMatch' }],
  ])('%j then %j fails with %j', (pin, confirmPin, expected) => {
    expect(failures(pinFormSchema.safeParse({ pin, confirmPin }))).toEqual(expected);
  });
});

describe('the first PIN form', () => {
  const valid = {
    cardId: 'AB12CD34EF',
    lastSix: '123456',
    organizationName: 'Demo Relief Org',
    expiry: '04/29',
    pin: '1357',
    confirmPin: '1357',
  };

  it('keeps every field the API call needs', () => {
    expect(firstPinFormSchema.parse(valid)).toEqual(valid);
  });

  it('reports every wrong field at once', () => {
    expect(
      failures(firstPinFormSchema.safeParse({ ...valid, cardId: 'AB', expiry: '4/29', confirmPin: '1111' })),
    ).toEqual({ cardId: 'lengthExact', expiry: 'cardExpiryFormat', confirmPin: 'pinsDoNotMatch' });
  });
});
