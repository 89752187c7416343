import { describe, expect, it } from 'vitest';
import * as constantsModule from './constants.ts';
import { BANK_TRANSFER_AMOUNT_CENTS_MAX, LOAD_AMOUNT_CENTS_MAX } from './money.ts';

// A plain copy, so a test can look names up by string.
const constants: Record<string, unknown> = { ...constantsModule };

// Values from business spec §9 and cardholder spec §9.
// biome-ignore format: one row per line reads as a table
const SPEC_VALUES: [keyof typeof constantsModule, unknown][] = [
  ['NARROW_LAYOUT_MAX_WIDTH_PX', 1026],
  ['TOAST_DURATION_MS', { webhooks: 2000, authentication: 10000, unexpected: 20000 }],
  ['ROUTE_CHUNK_TIMEOUT_MS', 120_000],
  ['DEFAULT_TIME_ZONE', 'America/New_York'],
  ['DAILY_LOAD_HOUR_LOCAL', 3],
  ['SUPPORT_HOURS', { timeZone: 'America/New_York', openHourLocal: 9, closeHourLocal: 18, weekdaysIso: [1, 2, 3, 4, 5] }],
  ['OTP_LENGTH', 6],
  ['VERIFICATION_CODE_LENGTH', 6],
  ['PIN_LENGTH', 4],
  ['CARD_ID_LENGTH', 10],
  ['CARD_LAST_DIGITS_LENGTH', 6],
  ['PHONE_LENGTH', 10],
  ['PASSWORD_LENGTH_MIN', 8],
  ['NAME_LENGTH_MAX', 255],
  ['CITY_LENGTH_MAX', 255],
  ['ZIP_LENGTH', 5],
  ['ACCOUNT_NUMBER_LENGTH_MAX', 17],
  ['ROUTING_NUMBER_LENGTH', 9],
  ['PENDING_PURCHASE_POSTING_DAYS_TYPICAL', 5],
  ['BANK_VERIFICATION_BUSINESS_DAYS_MIN', 1],
  ['BANK_VERIFICATION_BUSINESS_DAYS_MAX', 3],
  ['FAQ_QUESTION_COUNT', 9],
  ['DATA_ENCRYPTION_KEY_BITS', 256],
  ['PROGRAM_PAYMENTS_SENT_BY_DATE', '2025-06-30'],
  ['DEFAULT_PAGE_TITLE', 'Causeway'],
];

describe('business constants', () => {
  it.each(SPEC_VALUES)('%s', (name, value) => {
    expect(constants[name]).toEqual(value);
  });

  it.each([
    ['load', LOAD_AMOUNT_CENTS_MAX, 9_999_00],
    ['bank transfer', BANK_TRANSFER_AMOUNT_CENTS_MAX, 50_000_00],
  ])('the %s maximum is held in cents', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
