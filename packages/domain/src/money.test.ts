import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BANK_TRANSFER_AMOUNT_CENTS_MAX,
  CURRENCY,
  formatCents,
  LOAD_AMOUNT_CENTS_MAX,
  MONEY_LOCALE,
  parseAmountToCents,
} from './money.ts';

describe('parseAmountToCents', () => {
  it.each([
    ['12', 1200],
    ['12.3', 1230],
    ['12.34', 1234],
    ['1,234.56', 123_456],
    ['1,234,567', 123_456_700],
    ['0', 0],
    ['0.01', 1],
    ['.5', 50],
    ['  7.05 ', 705],
    ['$9,999.00', LOAD_AMOUNT_CENTS_MAX],
    ['50000', BANK_TRANSFER_AMOUNT_CENTS_MAX],
    ['007', 700],
  ])('%j → %d cents', (text, cents) => {
    expect(parseAmountToCents(text)).toBe(cents);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['.', 'a lone point'],
    ['$', 'a lone dollar sign'],
    ['12.', 'a trailing point'],
    ['12.345', 'three decimals'],
    ['-5', 'negative'],
    ['-0.01', 'negative cents'],
    ['abc', 'junk'],
    ['12a', 'trailing junk'],
    ['1,23', 'bad grouping'],
    ['1234,567', 'bad grouping'],
    ['1,,234', 'double comma'],
    ['1e3', 'exponent'],
    ['0x10', 'hex'],
    ['12 34', 'inner space'],
    ['USD 12', 'currency word'],
    ['99999999999999999999', 'too large to hold exactly'],
  ])('%j is rejected (%s)', (text) => {
    expect(parseAmountToCents(text)).toBeNull();
  });
});

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [100, '$1.00'],
    [123_456, '$1,234.56'],
    [-123_456, '-$1,234.56'],
    [-1, '-$0.01'],
    [LOAD_AMOUNT_CENTS_MAX, '$9,999.00'],
    [BANK_TRANSFER_AMOUNT_CENTS_MAX, '$50,000.00'],
    [Number.MAX_SAFE_INTEGER, '$90,071,992,547,409.91'],
  ])('%d → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'refuses %d, which is not integer cents',
    (cents) => {
      expect(() => formatCents(cents)).toThrow(RangeError);
    },
  );

  it('writes what Intl.NumberFormat writes for en-US dollars, for any amount', () => {
    const intl = new Intl.NumberFormat(MONEY_LOCALE, { style: 'currency', currency: CURRENCY });
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const remainder = Math.abs(cents) % 100;
        const decimal = `${cents < 0 ? '-' : ''}${(Math.abs(cents) - remainder) / 100}.${String(remainder).padStart(2, '0')}`;
        expect(formatCents(cents)).toBe(intl.format(decimal as `${number}`));
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips through parseAmountToCents for every non-negative amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(parseAmountToCents(formatCents(cents))).toBe(cents);
      }),
      { numRuns: 2000 },
    );
  });

  it('parses back what it formats for amounts with up to two decimals', () => {
    fc.assert(
      fc.property(fc.nat({ max: 99_999_999 }), fc.nat({ max: 99 }), (dollars, cents) => {
        const text = `${dollars}.${String(cents).padStart(2, '0')}`;
        const parsed = parseAmountToCents(text);
        expect(parsed).toBe(dollars * 100 + cents);
        expect(formatCents(parsed ?? -1).replaceAll(/[$,]/g, '')).toBe(text);
      }),
    );
  });
});
