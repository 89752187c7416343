import { type Cents, formatCents } from '@causeway/domain';
import { isolateLtr } from '../i18n/isolate-ltr.ts';

export type AmountTone = 'in' | 'out' | 'none';

/** Money in or out from the reader's point of view: a positive signed amount is money in. */
export function amountTone(cents: Cents): AmountTone {
  if (cents > 0) return 'in';
  return cents < 0 ? 'out' : 'none';
}

/** '+$100.00' for money in, '-$100.00' for money out, '$0.00' for nothing (en-US USD). */
export function formatSignedCents(cents: Cents): string {
  return cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);
}

/** An amount put into a translated sentence: isolated, so it reads '$12.50' in right-to-left text too. */
export function formatCentsInText(cents: Cents): string {
  return isolateLtr(formatCents(cents));
}
