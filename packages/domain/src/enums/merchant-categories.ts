/**
 * Merchant categories (business spec §3): the ISO 18245 merchant category codes with the English
 * descriptions card networks publish, the airline, car-rental and lodging brand ranges (each one
 * group), and a fraud-reimbursement category of our own.
 *
 * A spend rule stores plain four-digit codes; a brand group stands for every code of its range.
 */

import {
  MERCHANT_CATEGORIES,
  type MerchantCategory,
  type MerchantCategoryGroup,
} from './merchant-category-codes.ts';

export type MerchantCategoryBrandGroup = {
  group: Exclude<MerchantCategoryGroup, 'fraud_reimbursement'>;
  description: string;
  /** First and last code of the range, both included. */
  from: string;
  to: string;
};

/** The brand ranges ISO 18245 sets aside for airlines, car-rental companies and hotels. */
export const MERCHANT_CATEGORY_BRAND_GROUPS: readonly MerchantCategoryBrandGroup[] = [
  { group: 'airlines', description: 'Airlines, Air Carriers', from: '3000', to: '3350' },
  { group: 'car_rental', description: 'Car Rental Agencies', from: '3351', to: '3500' },
  { group: 'lodging', description: 'Lodging – Hotels, Motels, Resorts', from: '3501', to: '3999' },
];

const BY_CODE = new Map(MERCHANT_CATEGORIES.map((category) => [category.code, category]));

/** The brand range a code falls in, if any. */
export function merchantCategoryBrandGroupOf(code: string): MerchantCategoryBrandGroup | undefined {
  if (!/^\d{4}$/.test(code)) return undefined;
  return MERCHANT_CATEGORY_BRAND_GROUPS.find((range) => range.from <= code && code <= range.to);
}

/**
 * The category of a code: a listed code, or a code of a brand range (described by its group).
 * Undefined for anything ISO 18245 and our list do not know.
 */
export function lookupMerchantCategory(code: string): MerchantCategory | undefined {
  const listed = BY_CODE.get(code);
  if (listed) return listed;
  const range = merchantCategoryBrandGroupOf(code);
  return range ? { code, description: range.description, group: range.group } : undefined;
}

export function isMerchantCategoryCode(code: string): boolean {
  return lookupMerchantCategory(code) !== undefined;
}

/** Every code of a brand range, in order (a spend rule stores them one by one). */
export function merchantCategoryBrandGroupCodes(range: MerchantCategoryBrandGroup): string[] {
  const codes: string[] = [];
  for (let code = Number(range.from); code <= Number(range.to); code += 1) {
    codes.push(String(code).padStart(4, '0'));
  }
  return codes;
}
