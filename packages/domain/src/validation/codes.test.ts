import { describe, expect, it } from 'vitest';
import {
  cardExpirySchema,
  cardIdSchema,
  cardLastSixSchema,
  otpSchema,
  pinSchema,
  pinWithConfirmationSchema,
} from './codes.ts';
import { onlyMessage } from './test-helpers.ts';

describe.each<[string, Parameters<typeof onlyMessage>[0], [unknown, string | null][]]>([
  [
    'pinSchema',
    pinSchema,
    [
      ['1234', null],
      ['0000', null],
      ['123', 'PIN must be 4 digits.'],
      ['12345', 'PIN must be 4 digits.'],
      ['12a4', 'PIN must be 4 digits.'],
      [' 1234', 'PIN must be 4 digits.'],
      ['', 'PIN must be 4 digits.'],
      [1234, 'PIN must be 4 digits.'],
    ],
  ],
  [
    'otpSchema',
    otpSchema,
    [
      ['123456', null],
      [' 012345 ', null],
      ['12345', 'Code must have exactly 6 characters'],
      ['1234567', 'Code must have exactly 6 characters'],
      ['12345a', 'Code is not in the correct format'],
      ['', 'Code is required'],
    ],
  ],
  [
    'cardIdSchema',
    cardIdSchema,
    [
      ['AB12CD34EF', null],
      ['1234567890', null],
      ['AB12CD34E', 'Card ID must have exactly 10 characters'],
      ['AB12CD34EF1', 'Card ID must have exactly 10 characters'],
      ['AB12-CD34E', 'Card ID is not in the correct format'],
      ['', 'Card ID is required'],
    ],
  ],
  [
    'cardLastSixSchema',
    cardLastSixSchema,
    [
      ['123456', null],
      ['12345', 'Invalid format for the last 6 digits.'],
      ['1234567', 'Invalid format for the last 6 digits.'],
      ['12 456', 'Invalid format for the last 6 digits.'],
      ['', 'Invalid format for the last 6 digits.'],
    ],
  ],
  [
    'cardExpirySchema',
    cardExpirySchema,
    [
      ['01/27', null],
      ['12/30', null],
      ['00/27', 'Invalid format for the expiry date.'],
      ['13/27', 'Invalid format for the expiry date.'],
      ['1/27', 'Invalid format for the expiry date.'],
      ['01/2027', 'Invalid format for the expiry date.'],
      ['0127', 'Invalid format for the expiry date.'],
      ['01-27', 'Invalid format for the expiry date.'],
      ['', 'Invalid format for the expiry date.'],
    ],
  ],
])('%s', (_name, schema, rows) => {
  it.each(rows)('%j → %j', (input, message) => {
    expect(onlyMessage(schema, input)).toBe(message);
  });
});

describe('pinWithConfirmationSchema', () => {
  it.each<[string, string, string | null]>([
    ['1234', '1234', null],
    ['1234', '4321', 'PINs do not match.'],
    ['1234', '', 'PINs do not match.'],
    ['12', '12', 'PIN must be 4 digits.'],
  ])('%j / %j → %j', (pin, confirmPin, message) => {
    expect(onlyMessage(pinWithConfirmationSchema, { pin, confirmPin })).toBe(message);
  });

  it('puts the mismatch on the confirmation field', () => {
    const result = pinWithConfirmationSchema.safeParse({ pin: '1234', confirmPin: '1235' });
    expect(result.success ? [] : result.error.issues[0]?.path).toEqual(['confirmPin']);
  });
});
