import type { DecisionRead, WindowTotals } from './decision-statements.ts';

const PERIODS = ['day', 'week', 'month'] as const;

/**
 * What a read of the card would answer right after a decision made on `read` was written: an
 * approval adds its amount to the held amount and one purchase of that amount to each running
 * total; a decline changes nothing. A prediction for the next decision on the card (recent-reads.ts):
 * card_authorization_write checks it under the lock like any read, so a wrong one is never written.
 */
export function readAfterDecision(read: DecisionRead, approvedCents: number): DecisionRead {
  if (approvedCents === 0) return read;
  const windows: WindowTotals = {};
  for (const period of PERIODS) {
    const [amountCents, count] = read.windows[period] ?? [0, 0];
    windows[period] = [Number(amountCents) + approvedCents, Number(count) + 1];
  }
  return { ...read, heldCents: read.heldCents + approvedCents, windows };
}
