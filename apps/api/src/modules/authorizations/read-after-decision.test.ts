import { describe, expect, it } from 'vitest';
import type { DecisionRead } from './decision-statements.ts';
import { readAfterDecision } from './read-after-decision.ts';

const read = (overrides: Partial<DecisionRead> = {}): DecisionRead => ({
  businessId: 'business',
  accountId: 'account',
  status: 'active',
  balanceCents: 10_000,
  heldCents: 500,
  rules: [],
  windows: {},
  ...overrides,
});

describe('readAfterDecision', () => {
  it.each([
    {
      case: 'an approval on a card with no purchases this month starts every running total',
      before: read(),
      approvedCents: 1_200,
      heldCents: 1_700,
      windows: { day: [1_200, 1], week: [1_200, 1], month: [1_200, 1] },
    },
    {
      case: 'an approval adds to the totals there are and starts the ones there are not',
      before: read({ windows: { week: [300, 2], month: ['4500', '7'] } }),
      approvedCents: 100,
      heldCents: 600,
      windows: { day: [100, 1], week: [400, 3], month: [4_600, 8] },
    },
  ])('$case', ({ before, approvedCents, heldCents, windows }) => {
    const after = readAfterDecision(before, approvedCents);
    expect(after).toEqual({ ...before, heldCents, windows });
    expect(before.heldCents).toBe(500);
  });

  it('answers a decline’s read as it was: nothing was held or counted', () => {
    const before = read({ windows: { day: [300, 2] } });
    expect(readAfterDecision(before, 0)).toBe(before);
  });
});
