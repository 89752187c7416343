import { requiredMessage, validationMessage, wrongFormatMessage } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import { type LoadCardsForm, loadCardsInputSchema } from './load-cards.ts';

const form = (patch: Partial<LoadCardsForm>): LoadCardsForm => ({
  mode: 'same',
  amount: '',
  amounts: [],
  memo: '',
  customFields: {},
  ...patch,
});

const issues = (input: LoadCardsForm) => {
  const result = loadCardsInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('loadCardsInputSchema', () => {
  it('turns one amount for every card into cents', () => {
    expect(loadCardsInputSchema.parse(form({ amount: '12.34', amounts: ['x'] }))).toEqual({
      sameAmount: true,
      amountsCents: [1234],
      memo: '',
      customFields: {},
    });
  });

  it('turns an amount per card into cents, in order', () => {
    const parsed = loadCardsInputSchema.parse(form({ mode: 'each', amount: 'x', amounts: ['1', '2,500.5'] }));
    expect(parsed.amountsCents).toEqual([100, 250_050]);
    expect(parsed.sameAmount).toBe(false);
  });

  it("puts the spec's amount messages on the field that holds the amount", () => {
    expect(issues(form({ amount: '10000' }))).toEqual([['amount', validationMessage('loadAmountMax')]]);
    expect(issues(form({ mode: 'each', amounts: ['5', '0', '1.234'] }))).toEqual([
      ['amounts.1', validationMessage('amountPositive')],
      ['amounts.2', wrongFormatMessage('amount')],
    ]);
    expect(issues(form({ amount: ' ' }))).toEqual([['amount', requiredMessage('amount')]]);
  });
});
