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
