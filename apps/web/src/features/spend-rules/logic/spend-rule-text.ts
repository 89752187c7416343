import { SPEND_RULE_COUNT_MAX, SPEND_RULE_MCCS_MAX } from '@causeway/contracts';
import { formatCents, type MerchantCategoryBrandGroup } from '@causeway/domain';
import type { TFunction } from 'i18next';
import { isolateLtr } from '../../../i18n/isolate-ltr.ts';
import { brandGroupOfChoice, collapseMerchantCategoryCodes } from './merchant-category-options.ts';
import type { SpendRule } from './spend-rule-form.ts';

/** How many categories a merchant rule's summary names before "+N". */
export const SUMMARY_CATEGORIES_SHOWN = 3;

/** A brand range's name in the reader's language, with its codes: "Airlines (3000–3350)". */
export function brandGroupLabel(range: MerchantCategoryBrandGroup, t: TFunction): string {
  return t(`spendRules.groups.${range.group}`, { range: isolateLtr(`${range.from}–${range.to}`) });
}

/** One line about what a rule does, for the list: the limits and their period, or the categories. */
export function spendRuleSummary(rule: SpendRule, t: TFunction): string {
  const { config } = rule;
  if ('period' in config) {
    const period = t(`spendRules.per.${config.period}`);
    const parts: string[] = [];
    if (config.maxAmountCents !== null) {
      parts.push(
        t('spendRules.summary.amount', { amount: isolateLtr(formatCents(config.maxAmountCents)), period }),
      );
    }
    if (config.maxCount !== null) {
      parts.push(t('spendRules.summary.count', { count: config.maxCount, period }));
    }
    return parts.join(' · ');
  }
  const choices = collapseMerchantCategoryCodes(config.mccs);
  const names = choices.slice(0, SUMMARY_CATEGORIES_SHOWN).map((choice) => {
    const range = brandGroupOfChoice(choice);
    return range ? brandGroupLabel(range, t) : isolateLtr(choice);
  });
  const more = choices.length - names.length;
  const list = more > 0 ? `${names.join(', ')} ${isolateLtr(`+${more}`)}` : names.join(', ');
  return t(rule.type === 'merchant_allow' ? 'spendRules.summary.allowed' : 'spendRules.summary.blocked', {
    list,
  });
}

type MessageKey =
  | 'amountPositive'
  | 'amountTooLarge'
  | 'amountCents'
  | 'countFormat'
  | 'countMin'
  | 'countMax'
  | 'limitRequired'
  | 'countNeedsPeriod'
  | 'mccsRequired'
  | 'mccsMax'
  | 'mccsDuplicate'
  | 'mccFormat';

const MESSAGE_KEYS: Readonly<Record<string, MessageKey>> = {
  'Amount must be greater than zero': 'amountPositive',
  'Amount is too large': 'amountTooLarge',
  'Amount must be a whole number of cents': 'amountCents',
  'Count must be a whole number': 'countFormat',
  'Count must be at least 1': 'countMin',
  [`Count must be at most ${SPEND_RULE_COUNT_MAX}`]: 'countMax',
  'Set a maximum amount, a maximum count, or both': 'limitRequired',
  'A count limit needs a day, week or month period': 'countNeedsPeriod',
  'Choose at least one merchant category': 'mccsRequired',
  [`At most ${SPEND_RULE_MCCS_MAX} merchant categories`]: 'mccsMax',
  'Each merchant category may appear once': 'mccsDuplicate',
  'Merchant category code must be 4 digits': 'mccFormat',
};
const UNKNOWN_MCC = /^Unknown merchant category code (\d{4})$/;

/**
 * A spend-rule message (from the contract, in the form or from the API) in the reader's language;
 * undefined when it is not one of ours, so the caller's general translator can try.
 */
export function translateSpendRuleMessage(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  const key = MESSAGE_KEYS[message];
  if (key) {
    return t(`spendRules.errors.${key}`, {
      count: SPEND_RULE_COUNT_MAX,
      max: SPEND_RULE_MCCS_MAX,
      defaultValue: message,
    });
  }
  const unknown = UNKNOWN_MCC.exec(message);
  if (unknown) return t('spendRules.errors.mccUnknown', { code: isolateLtr(unknown[1] ?? '') });
  return undefined;
}
