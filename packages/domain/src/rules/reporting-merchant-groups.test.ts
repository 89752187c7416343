import { describe, expect, it } from 'vitest';
import {
  MERCHANT_SPEND_GROUPS,
  type MerchantSpendGroup,
  merchantSpendGroupOf,
} from './reporting-merchant-groups.ts';

// biome-ignore format: one row per code reads as a table
const CASES: [mcc: string, group: MerchantSpendGroup][] = [
  ['5411', 'groceries'],
  ['5499', 'groceries'],
  ['5812', 'dining'],
  ['5814', 'dining'],
  ['5912', 'pharmacy_health'],
  ['8062', 'pharmacy_health'],
  ['4111', 'transport'],
  ['4121', 'transport'],
  ['7523', 'transport'],
  ['5541', 'fuel'],
  ['5542', 'fuel'],
  ['7011', 'lodging'],
  ['3501', 'lodging'],
  ['3999', 'lodging'],
  ['3000', 'travel'],
  ['3351', 'travel'],
  ['4511', 'travel'],
  ['7512', 'travel'],
  ['6011', 'cash'],
  ['6010', 'cash'],
  ['4900', 'utilities'],
  ['4814', 'utilities'],
  ['5651', 'clothing'],
  ['5311', 'general_retail'],
  ['5999', 'general_retail'],
  ['7995', 'other'],
  ['9990', 'other'],
  ['541', 'other'],
  ['abcd', 'other'],
  ['', 'other'],
];

describe('merchantSpendGroupOf', () => {
  it.each(CASES)('%s → %s', (mcc, group) => {
    expect(merchantSpendGroupOf(mcc)).toBe(group);
  });

  it('only ever answers a listed group', () => {
    for (let code = 0; code <= 9999; code += 1) {
      expect(MERCHANT_SPEND_GROUPS).toContain(merchantSpendGroupOf(String(code).padStart(4, '0')));
    }
  });
});
