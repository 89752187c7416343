import { describe, expect, it } from 'vitest';
import {
  achDepositFormSchema,
  amountCents,
  amountText,
  clearFormSchema,
  EMPTY_PURCHASE_FORM,
  presetCategory,
  purchaseFormSchema,
  refundFormSchema,
} from './sandbox-forms.ts';

const CARD_ID = '0b8f3f4e-0000-4000-8000-0000000000c1';
const valid = { ...EMPTY_PURCHASE_FORM, cardId: CARD_ID, amount: '12.34', merchantName: ' Corner Market ' };
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the purchase form', () => {
  it('turns what was typed into the authorization request', () => {
    expect(
      purchaseFormSchema.parse({ ...valid, country: 'us', mcc: '5812', merchantCategory: 'Food' }),
    ).toEqual({
      cardId: CARD_ID,
      amountCents: 1234,
      merchantName: 'Corner Market',
      mcc: '5812',
      merchantCategory: 'Food',
      country: 'US',
    });
  });

  it('starts on the grocery preset in the United States', () => {
    expect(EMPTY_PURCHASE_FORM).toMatchObject({ mcc: '5411', country: 'US' });
    expect(presetCategory('5411')).toBe(EMPTY_PURCHASE_FORM.merchantCategory);
    expect(presetCategory('1234')).toBeNull();
  });

  it('names each field that is missing or malformed', () => {
    const result = purchaseFormSchema.safeParse({
      cardId: '',
      amount: '',
      merchantName: '  ',
      mcc: '54a1',
      merchantCategory: '',
      country: 'USA',
    });
    expect(messages(result)).toEqual([
      'cardRequired',
      'amountRequired',
      'merchantNameRequired',
      'mccFormat',
      'merchantCategoryRequired',
      'countryFormat',
    ]);
  });

  it('refuses texts longer than the network carries', () => {
    const long = 'x'.repeat(256);
    expect(messages(purchaseFormSchema.safeParse({ ...valid, merchantName: long }))).toEqual([
      'merchantNameLong',
    ]);
    expect(messages(purchaseFormSchema.safeParse({ ...valid, merchantCategory: long }))).toEqual([
      'merchantCategoryLong',
    ]);
  });
});

describe('amounts', () => {
  it('reads dollars as people type them, up to $1,000,000.00', () => {
    expect(amountCents('1,000,000')).toBe(100_000_000);
    expect(amountCents(' $0.05 ')).toBe(5);
    expect(amountCents('1000000.01')).toBe('amountMax');
    expect(amountCents('0')).toBe('amountPositive');
    expect(amountCents('12.345')).toBe('amountFormat');
    expect(amountCents('-3')).toBe('amountFormat');
    expect(amountCents('')).toBe('amountRequired');
  });

  it('lets the final amount of a clearing be left empty, but not a refund', () => {
    expect(clearFormSchema.parse({ amount: '  ' })).toEqual({ amount: undefined });
    expect(clearFormSchema.parse({ amount: '8.50' })).toEqual({ amount: 850 });
    expect(messages(clearFormSchema.safeParse({ amount: 'abc' }))).toEqual(['amountFormat']);
    expect(messages(refundFormSchema.safeParse({ amount: '' }))).toEqual(['amountRequired']);
  });

  it('writes cents back as an amount field reads them', () => {
    expect(amountText(123_456)).toBe('1234.56');
    expect(amountText(5)).toBe('0.05');
    expect(amountText(100)).toBe('1.00');
    expect(amountCents(amountText(98_765))).toBe(98_765);
  });
});

describe('the ACH deposit form', () => {
  it('sends the business, the cents and a memo only when one was written', () => {
    expect(achDepositFormSchema.parse({ businessId: 'b1', amount: '2,500', memo: '  ' })).toEqual({
      businessId: 'b1',
      amountCents: 250_000,
    });
    expect(achDepositFormSchema.parse({ businessId: 'b1', amount: '1', memo: ' Wire ' })).toEqual({
      businessId: 'b1',
      amountCents: 100,
      memo: 'Wire',
    });
  });

  it('asks for a funding account and a short memo', () => {
    const result = achDepositFormSchema.safeParse({ businessId: '', amount: '5', memo: 'm'.repeat(256) });
    expect(messages(result)).toEqual(['programRequired', 'memoLong']);
  });
});
