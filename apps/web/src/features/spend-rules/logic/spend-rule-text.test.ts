import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { SpendRule } from './spend-rule-form.ts';
import { spendRuleSummary } from './spend-rule-text.ts';

// Shows the key and its values, so the tests read what the screen would be asked to translate.
const t = ((key: string, values?: Record<string, unknown>) => {
  const shown = Object.entries(values ?? {})
    .filter(([name]) => name !== 'defaultValue')
    .map(([name, value]) => `${name}=${String(value).replaceAll(/[\u2066\u2069]/g, '')}`);
  return shown.length > 0 ? `${key}(${shown.join(';')})` : key;
}) as unknown as TFunction;

const rule = (type: SpendRule['type'], config: SpendRule['config']): SpendRule => ({
  id: '0b8f3f4e-0000-4000-8000-000000000001',
  businessId: '0b8f3f4e-0000-4000-8000-000000000002',
  name: 'Rule',
  type,
  config,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('spendRuleSummary', () => {
  it.each<[SpendRule['config'], string]>([
    [
      { period: 'day', maxAmountCents: 5_000, maxCount: null },
      'spendRules.summary.amount(amount=$50.00;period=spendRules.per.day)',
    ],
    [
      { period: 'week', maxAmountCents: null, maxCount: 3 },
      'spendRules.summary.count(count=3;period=spendRules.per.week)',
    ],
    [
      { period: 'month', maxAmountCents: 123_456, maxCount: 10 },
      'spendRules.summary.amount(amount=$1,234.56;period=spendRules.per.month) · spendRules.summary.count(count=10;period=spendRules.per.month)',
    ],
    [
      { period: 'transaction', maxAmountCents: 99, maxCount: null },
      'spendRules.summary.amount(amount=$0.99;period=spendRules.per.transaction)',
    ],
  ])('velocity %j', (config, expected) => {
    expect(spendRuleSummary(rule('velocity', config), t)).toBe(expected);
  });

  it('names up to three categories, then how many more', () => {
    expect(spendRuleSummary(rule('merchant_block', { mccs: ['7995', '5813'] }), t)).toBe(
      'spendRules.summary.blocked(list=5813, 7995)',
    );
    expect(
      spendRuleSummary(rule('merchant_allow', { mccs: ['5411', '5422', '5441', '5451', '5462'] }), t),
    ).toBe('spendRules.summary.allowed(list=5411, 5422, 5441 +2)');
  });

  it('names a whole brand range by its group', () => {
    const airlines = Array.from({ length: 351 }, (_, index) => String(3000 + index));
    expect(spendRuleSummary(rule('merchant_block', { mccs: [...airlines, '4511'] }), t)).toBe(
      'spendRules.summary.blocked(list=spendRules.groups.airlines(range=3000–3350), 4511)',
    );
  });
});
