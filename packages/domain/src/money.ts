// Money is integer cents of USD everywhere (DESIGN.md "Money").
export type Cents = number;

export const CURRENCY = 'USD';
export const MONEY_LOCALE = 'en-US';
export const CENTS_PER_DOLLAR = 100;

// Spec: load amount at most 9,999 dollars; bank transfer at most 50,000 dollars.
export const LOAD_AMOUNT_CENTS_MAX: Cents = 999_900;
export const BANK_TRANSFER_AMOUNT_CENTS_MAX: Cents = 5_000_000;

// Optional "$", then whole dollars either plain or grouped by commas in threes, then up to two
// decimals. A bare fraction such as ".5" is allowed; "12." and negatives are not.
const AMOUNT_PATTERN = /^\$?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/;

export function isCents(value: unknown): value is Cents {
  return Number.isSafeInteger(value);
}

// Parses what a person types into an amount field. Returns null for anything that is not a
// non-negative amount with at most two decimals, or that cannot be held exactly.
export function parseAmountToCents(text: string): Cents | null {
  const match = AMOUNT_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, wholeText, fractionText] = match;
  if (wholeText === undefined && fractionText === undefined) return null;
  const dollars = Number((wholeText ?? '0').replaceAll(',', ''));
  const cents = dollars * CENTS_PER_DOLLAR + Number((fractionText ?? '0').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

const THOUSANDS = /\B(?=(\d{3})+$)/g;

// '$1,234.56', '-$0.05': en-US dollars, written out rather than by Intl.NumberFormat, whose
// construction loads the currency data (about 11 ms on a laptop, 40 on a phone-speed CPU, in the
// middle of a cardholder's first screen); money.test.ts checks the two agree. Exact for any safe
// integer: no division into a float (cents / 100 would print $90,071,992,547,409.90 for .91).
export function formatCents(cents: Cents): string {
  if (!isCents(cents)) throw new RangeError(`Expected integer cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const remainder = absolute % CENTS_PER_DOLLAR;
  const dollars = (absolute - remainder) / CENTS_PER_DOLLAR;
  return `${sign}$${String(dollars).replace(THOUSANDS, ',')}.${String(remainder).padStart(2, '0')}`;
}
