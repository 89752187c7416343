import { describe, expect, it } from 'vitest';
import { transactionDisplayAmountCents } from './transaction-display.ts';

describe('transactionDisplayAmountCents (spec §4 "Transaction display")', () => {
  it.each([
    ['declined', 2500, 0, -2500],
    ['declined', 2500, 1000, -2500],
    ['refunded', 2500, 1999, 1999],
    ['approved', 2500, 1999, -1999],
    ['cleared', 2500, 2500, -2500],
    ['pending', 0, 750, -750],
    ['', 100, 300, -300],
    ['DECLINED', 2500, 1000, -1000],
    ['declined', 0, 0, 0],
    ['approved', 100, 0, 0],
  ])('%j, requested %d, approved %d → %d', (transactionEventStatus, requested, approved, expected) => {
    const amount = transactionDisplayAmountCents({
      transactionEventStatus,
      requestedAmount: { value: requested },
      approvedAmount: { value: approved },
    });
    expect(amount).toBe(expected);
  });
});
