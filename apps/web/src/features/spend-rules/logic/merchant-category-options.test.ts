import { describe, expect, it } from 'vitest';
import {
  brandGroupChoice,
  collapseMerchantCategoryCodes,
  expandMerchantCategoryChoices,
  matchesMerchantCategory,
  merchantCategoryOptions,
} from './merchant-category-options.ts';

const airlineCodes = Array.from({ length: 351 }, (_, index) => String(3000 + index));

describe('expandMerchantCategoryChoices', () => {
  it.each<[string[], number, string[]]>([
    [['5411'], 1, ['5411', '5411']],
    [['5812', '5411', '5411'], 2, ['5411', '5812']],
    [[brandGroupChoice('airlines')], 351, ['3000', '3350']],
    [[brandGroupChoice('car_rental'), '7512'], 151, ['3351', '7512']],
    [[brandGroupChoice('lodging'), '3600'], 499, ['3501', '3999']],
  ])('%j gives %i codes from %j', (choices, size, [first, last]) => {
    const codes = expandMerchantCategoryChoices(choices);
    expect(codes).toHaveLength(size);
    expect(codes[0]).toBe(first);
    expect(codes.at(-1)).toBe(last);
  });
});

describe('collapseMerchantCategoryCodes', () => {
  it('shows a whole brand range as its group and the rest as codes', () => {
    expect(collapseMerchantCategoryCodes(['7995', ...airlineCodes, '4511'])).toEqual([
      brandGroupChoice('airlines'),
      '4511',
      '7995',
    ]);
  });

  it('keeps part of a range as single codes', () => {
    expect(collapseMerchantCategoryCodes(['3058', '3001'])).toEqual(['3001', '3058']);
  });

  it('round-trips with expand', () => {
    const choices = [brandGroupChoice('lodging'), '5411', '7011'];
    expect(collapseMerchantCategoryCodes(expandMerchantCategoryChoices(choices))).toEqual(choices);
  });
});

describe('merchantCategoryOptions', () => {
  const options = merchantCategoryOptions((range) => range.group);

  it('puts the three brand groups first, then every code once', () => {
    expect(options.slice(0, 3).map((option) => option.value)).toEqual([
      'group:airlines',
      'group:car_rental',
      'group:lodging',
    ]);
    const values = options.map((option) => option.value);
    expect(new Set(values).size).toBe(values.length);
    expect(values).toContain('0742');
    expect(values).toContain('9405');
    expect(values).not.toContain('3058');
  });

  it('adds a selected brand code so it can be seen and removed', () => {
    const withBrand = merchantCategoryOptions((range) => range.group, ['3058']);
    expect(withBrand.find((option) => option.value === '3058')?.description).toBe('Airlines, Air Carriers');
  });
});

describe('matchesMerchantCategory', () => {
  const grocery = { value: '5411', code: '5411', description: 'Grocery Stores and Supermarkets' };
  it.each([
    ['', true],
    ['541', true],
    ['grocery', true],
    ['SUPERMARKETS', true],
    ['  stores ', true],
    ['5812', false],
    ['bars', false],
  ])('%j → %s', (search, expected) => {
    expect(matchesMerchantCategory(grocery, search)).toBe(expected);
  });

  it('ignores accents', () => {
    expect(matchesMerchantCategory({ ...grocery, description: 'Café' }, 'cafe')).toBe(true);
  });
});
