import { requiredMessage, validationMessage, wrongFormatMessage } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import { brandGroupChoice } from './merchant-category-options.ts';
import {
  emptySpendRuleForm,
  formFieldOf,
  type SpendRule,
  type SpendRuleFormValues,
  spendRuleFormToBody,
  spendRuleToForm,
} from './spend-rule-form.ts';

const velocity = (changes: Partial<SpendRuleFormValues>): SpendRuleFormValues => ({
  ...emptySpendRuleForm(),
  name: 'Daily limit',
  ...changes,
});
const merchant = (changes: Partial<SpendRuleFormValues>): SpendRuleFormValues => ({
  ...emptySpendRuleForm(),
  type: 'merchant_block',
  name: 'No gambling',
  ...changes,
});

describe('spendRuleFormToBody', () => {
  it.each<[string, SpendRuleFormValues, unknown]>([
    [
      'an amount per day',
      velocity({ maxAmount: '50' }),
      { period: 'day', maxAmountCents: 5_000, maxCount: null },
    ],
    [
      'a count per week',
      velocity({ period: 'week', maxCount: ' 3 ' }),
      { period: 'week', maxAmountCents: null, maxCount: 3 },
    ],
    [
      'both per month',
      velocity({ period: 'month', maxAmount: '1,200.50', maxCount: '10' }),
      { period: 'month', maxAmountCents: 120_050, maxCount: 10 },
    ],
    ['a blocked code', merchant({ mccs: ['7995'] }), { mccs: ['7995'] }],
  ])('sends %s', (_, values, config) => {
    expect(spendRuleFormToBody(values)).toEqual({
      ok: true,
      body: { type: values.type, name: values.name, config },
    });
  });

  it('expands a brand group to its codes', () => {
    const result = spendRuleFormToBody(
      merchant({ type: 'merchant_allow', mccs: [brandGroupChoice('car_rental')] }),
    );
    expect(result.ok && 'mccs' in result.body.config && result.body.config.mccs).toHaveLength(150);
  });

  it.each<[string, SpendRuleFormValues, Record<string, string>]>([
    ['no limit', velocity({}), { maxAmount: validationMessage('spendLimitRequired') }],
    [
      'an amount that is not money',
      velocity({ maxAmount: '12.345' }),
      { maxAmount: wrongFormatMessage('amount') },
    ],
    ['a zero amount', velocity({ maxAmount: '0' }), { maxAmount: validationMessage('amountAboveZero') }],
    [
      'a count with letters',
      velocity({ maxCount: '3x' }),
      { maxCount: validationMessage('countWholeNumber') },
    ],
    ['a zero count', velocity({ maxCount: '0' }), { maxCount: validationMessage('countAtLeastOne') }],
    [
      'a count per purchase',
      velocity({ period: 'transaction', maxAmount: '5', maxCount: '2' }),
      { maxCount: validationMessage('countNeedsPeriod') },
    ],
    ['a blank name', velocity({ name: '  ', maxAmount: '5' }), { name: requiredMessage('name') }],
    ['no category', merchant({}), { mccs: validationMessage('mccsRequired') }],
    [
      'an unknown code',
      merchant({ mccs: ['1000'] }),
      { mccs: validationMessage('mccUnknown', { code: '1000' }) },
    ],
  ])('refuses %s on its field', (_, values, errors) => {
    expect(spendRuleFormToBody(values)).toEqual({ ok: false, errors });
  });
});

describe('spendRuleToForm', () => {
  const base = {
    id: '0b8f3f4e-0000-4000-8000-000000000001',
    businessId: '0b8f3f4e-0000-4000-8000-000000000002',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('fills a velocity rule with dollars and a count', () => {
    const rule: SpendRule = {
      ...base,
      name: 'Weekly',
      type: 'velocity',
      config: { period: 'week', maxAmountCents: 12_345, maxCount: null },
    };
    expect(spendRuleToForm(rule)).toEqual({
      ...emptySpendRuleForm(),
      name: 'Weekly',
      period: 'week',
      maxAmount: '123.45',
    });
  });

  it('shows a whole brand range as its group', () => {
    const mccs = Array.from({ length: 499 }, (_, index) => String(3501 + index));
    const rule: SpendRule = {
      ...base,
      name: 'No hotels',
      type: 'merchant_block',
      config: { mccs: [...mccs, '7011'] },
    };
    expect(spendRuleToForm(rule).mccs).toEqual([brandGroupChoice('lodging'), '7011']);
  });
});

describe('formFieldOf', () => {
  it.each([
    ['name', 'name'],
    ['config.maxAmountCents', 'maxAmount'],
    ['config.maxCount', 'maxCount'],
    ['config.period', 'period'],
    ['config.mccs', 'mccs'],
    ['config.mccs.3', 'mccs'],
    ['config', 'root'],
    ['body', 'root'],
  ])('%s → %s', (path, field) => {
    expect(formFieldOf(path)).toBe(field);
  });
});
