import { describe, expect, it } from 'vitest';
import { attachableSpendRules, spendRuleSummary } from './spend-rule-summary.ts';

describe('spend rule summary', () => {
  it('summarises a velocity limit', () => {
    expect(spendRuleSummary({ config: { period: 'day', maxAmountCents: 50_000, maxCount: 3 } })).toEqual({
      kind: 'velocity',
      period: 'day',
      maxAmountCents: 50_000,
      maxCount: 3,
    });
  });

  it('counts a merchant list', () => {
    expect(spendRuleSummary({ config: { mccs: ['5411', '5812'] } })).toEqual({ kind: 'merchants', count: 2 });
  });

  it('offers only the rules not on the card yet', () => {
    const rules = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(attachableSpendRules(rules, [{ id: 'b' }])).toEqual([{ id: 'a' }, { id: 'c' }]);
  });
});
