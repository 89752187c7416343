import { describe, expect, it } from 'vitest';
import {
  isMerchantCategoryCode,
  lookupMerchantCategory,
  MERCHANT_CATEGORY_BRAND_GROUPS,
  merchantCategoryBrandGroupCodes,
  merchantCategoryBrandGroupOf,
} from './merchant-categories.ts';
import { FRAUD_REIMBURSEMENT_MCC, MERCHANT_CATEGORIES } from './merchant-category-codes.ts';

describe('merchant categories', () => {
  it.each([
    ['0742', 'Veterinary Services', undefined],
    ['5411', 'Grocery Stores and Supermarkets', undefined],
    ['5812', 'Eating Places and Restaurants', undefined],
    [
      '7995',
      'Betting, Including Lottery Tickets, Casino Gaming Chips, Off-Track Betting, and Wagers at Race Tracks',
      undefined,
    ],
    ['9405', 'Intra-Government Purchases – Government Only', undefined],
    ['4511', 'Airlines and Air Carriers', 'airlines'],
    ['7011', 'Lodging – Hotels, Motels, and Resorts', 'lodging'],
    ['7512', 'Automobile Rental Agency', 'car_rental'],
    [FRAUD_REIMBURSEMENT_MCC, 'Fraud Reimbursement', 'fraud_reimbursement'],
  ])('knows %s', (code, description, group) => {
    expect(lookupMerchantCategory(code)).toEqual({ code, description, ...(group ? { group } : {}) });
    expect(isMerchantCategoryCode(code)).toBe(true);
  });

  it.each([
    ['3000', 'airlines'],
    ['3058', 'airlines'],
    ['3350', 'airlines'],
    ['3351', 'car_rental'],
    ['3500', 'car_rental'],
    ['3501', 'lodging'],
    ['3999', 'lodging'],
  ])('places brand code %s in %s', (code, group) => {
    expect(lookupMerchantCategory(code)?.group).toBe(group);
    expect(merchantCategoryBrandGroupOf(code)?.group).toBe(group);
    expect(isMerchantCategoryCode(code)).toBe(true);
  });

  it.each(['0000', '0741', '1000', '2999', '4000', '5410', '9404', '9999', '541', '54111', 'abcd', ''])(
    'refuses %j',
    (code) => {
      expect(isMerchantCategoryCode(code)).toBe(false);
      expect(lookupMerchantCategory(code)).toBeUndefined();
    },
  );

  it('lists each code once, in order, four digits, outside the brand ranges', () => {
    const codes = MERCHANT_CATEGORIES.map((category) => category.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
    for (const code of codes) {
      expect(code).toMatch(/^\d{4}$/);
      expect(merchantCategoryBrandGroupOf(code)).toBeUndefined();
    }
    expect(codes.length).toBeGreaterThan(280);
  });

  it('expands each brand range to every code it holds', () => {
    const sizes = MERCHANT_CATEGORY_BRAND_GROUPS.map(
      (range) => merchantCategoryBrandGroupCodes(range).length,
    );
    expect(sizes).toEqual([351, 150, 499]);
    const [airlines] = MERCHANT_CATEGORY_BRAND_GROUPS;
    const codes = merchantCategoryBrandGroupCodes(airlines!);
    expect(codes[0]).toBe('3000');
    expect(codes.at(-1)).toBe('3350');
  });

  it('keeps the fraud-reimbursement code out of ISO 18245 ranges it could collide with', () => {
    expect(merchantCategoryBrandGroupOf(FRAUD_REIMBURSEMENT_MCC)).toBeUndefined();
    expect(MERCHANT_CATEGORIES.filter((category) => category.group === 'fraud_reimbursement')).toHaveLength(
      1,
    );
  });
});
