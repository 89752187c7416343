import {
  lookupMerchantCategory,
  MERCHANT_CATEGORIES,
  MERCHANT_CATEGORY_BRAND_GROUPS,
  type MerchantCategoryBrandGroup,
  merchantCategoryBrandGroupCodes,
} from '@causeway/domain';

/** A value of the merchant-category picker: a four-digit code, or a whole brand range. */
export type MerchantCategoryChoice = string;

const GROUP_PREFIX = 'group:';
type BrandGroupName = MerchantCategoryBrandGroup['group'];

export const brandGroupChoice = (group: BrandGroupName): MerchantCategoryChoice => `${GROUP_PREFIX}${group}`;

const GROUP_CODES = new Map(
  MERCHANT_CATEGORY_BRAND_GROUPS.map((range) => [range.group, merchantCategoryBrandGroupCodes(range)]),
);

/** The brand range a choice names, if it names one. */
export function brandGroupOfChoice(choice: MerchantCategoryChoice): MerchantCategoryBrandGroup | undefined {
  if (!choice.startsWith(GROUP_PREFIX)) return undefined;
  const name = choice.slice(GROUP_PREFIX.length);
  return MERCHANT_CATEGORY_BRAND_GROUPS.find((range) => range.group === name);
}

/** The codes a rule stores for the picked choices: a brand range becomes every code it holds, each once, in order. */
export function expandMerchantCategoryChoices(choices: readonly MerchantCategoryChoice[]): string[] {
  const codes = new Set<string>();
  for (const choice of choices) {
    const range = brandGroupOfChoice(choice);
    for (const code of range ? (GROUP_CODES.get(range.group) ?? []) : [choice]) codes.add(code);
  }
  return [...codes].sort();
}

/** The picker's view of stored codes: a brand range held whole shows as its group, anything else as codes. */
export function collapseMerchantCategoryCodes(codes: readonly string[]): MerchantCategoryChoice[] {
  const held = new Set(codes);
  const choices: MerchantCategoryChoice[] = [];
  for (const [group, groupCodes] of GROUP_CODES) {
    if (groupCodes.every((code) => held.has(code))) {
      choices.push(brandGroupChoice(group));
      for (const code of groupCodes) held.delete(code);
    }
  }
  return [...choices, ...[...held].sort()];
}

export type MerchantCategoryOption = { value: MerchantCategoryChoice; code: string; description: string };

/**
 * The picker's options: the brand ranges first, then every listed code. A stored code the list
 * shows only through its range (a single airline) is added so it can be seen and removed.
 */
export function merchantCategoryOptions(
  groupLabel: (range: MerchantCategoryBrandGroup) => string,
  selected: readonly MerchantCategoryChoice[] = [],
): MerchantCategoryOption[] {
  const groups = MERCHANT_CATEGORY_BRAND_GROUPS.map((range) => ({
    value: brandGroupChoice(range.group),
    code: `${range.from}–${range.to}`,
    description: groupLabel(range),
  }));
  const listed = new Set(MERCHANT_CATEGORIES.map((category) => category.code));
  const extra = selected
    .filter((choice) => !brandGroupOfChoice(choice) && !listed.has(choice))
    .map((code) => ({ value: code, code, description: lookupMerchantCategory(code)?.description ?? code }));
  const codes = [...MERCHANT_CATEGORIES, ...extra]
    .map((category) => ({ value: category.code, code: category.code, description: category.description }))
    .sort((a, b) => a.code.localeCompare(b.code));
  return [...groups, ...codes];
}

/** Search by code or description, ignoring case and accents. */
export function matchesMerchantCategory(option: MerchantCategoryOption, search: string): boolean {
  const normalize = (text: string) => text.normalize('NFD').replaceAll(/\p{M}/gu, '').toLowerCase();
  const query = normalize(search.trim());
  if (query === '') return true;
  return normalize(`${option.code} ${option.description}`).includes(query);
}
