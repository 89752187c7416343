// Tax ids of a business application (KYB). The spec is silent; these follow the IRS's formats
// and what Stripe, Dwolla and Lithic ask for (docs: /work/notes/onboarding-decisions.md).

/** The EIN prefixes the IRS assigns (its campus and online prefixes); any other is not an EIN. */
const EIN_PREFIXES = new Set(
  [
    [1, 6],
    [10, 16],
    [20, 27],
    [30, 48],
    [50, 68],
    [71, 77],
    [80, 88],
    [90, 95],
    [98, 99],
  ].flatMap(([from, to]) =>
    Array.from({ length: to! - from! + 1 }, (_, index) => String(from! + index).padStart(2, '0')),
  ),
);

/** "12-3456789" or "123456789" → "12-3456789"; null when it is not an EIN. */
export function normalizeEin(typed: string): string | null {
  const digits = typed.trim().replace(/^(\d{2})-(\d{7})$/, '$1$2');
  if (!/^\d{9}$/.test(digits) || !EIN_PREFIXES.has(digits.slice(0, 2))) return null;
  return `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

/** The last four digits of an SSN: 0000 is never issued as a serial number. */
export function isSsnLastFour(typed: string): boolean {
  return /^\d{4}$/.test(typed) && typed !== '0000';
}

/**
 * An ITIN: nine digits starting with 9 whose fourth and fifth digits are in the IRS's ranges
 * (50–65, 70–88, 90–92, 94–99). "9XX-XX-XXXX" or nine digits → "9XX-XX-XXXX"; null otherwise.
 */
export function normalizeItin(typed: string): string | null {
  const digits = typed.trim().replace(/^(\d{3})-(\d{2})-(\d{4})$/, '$1$2$3');
  if (!/^9\d{8}$/.test(digits)) return null;
  const group = Number(digits.slice(3, 5));
  const inRange =
    (group >= 50 && group <= 65) ||
    (group >= 70 && group <= 88) ||
    (group >= 90 && group <= 92) ||
    (group >= 94 && group <= 99);
  return inRange ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` : null;
}

/** What an answer may show of a tax id: its last four digits, the rest as bullets. */
export function maskTaxId(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length <= 4 ? `•••• ${digits}` : `•••-••-${digits.slice(-4)}`;
}
