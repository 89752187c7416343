import { createSpendRuleBodySchema, type spendRuleSchema } from '@causeway/contracts';
import type { VelocityPeriod } from '@causeway/domain';
import { parseAmountToCents, validationMessage, wrongFormatMessage } from '@causeway/domain';
import type { z } from 'zod';
import { collapseMerchantCategoryCodes, expandMerchantCategoryChoices } from './merchant-category-options.ts';

export type SpendRule = z.infer<typeof spendRuleSchema>;
export type SpendRuleType = SpendRule['type'];
export type { VelocityPeriod };
export type CreateSpendRuleBody = z.infer<typeof createSpendRuleBodySchema>;

export const SPEND_RULE_TYPES: readonly SpendRuleType[] = ['velocity', 'merchant_allow', 'merchant_block'];

/** What the rule form holds: typed text for the limits, picker choices for the categories. */
export type SpendRuleFormValues = {
  type: SpendRuleType;
  name: string;
  period: VelocityPeriod;
  maxAmount: string;
  maxCount: string;
  /** Codes and brand groups as the picker shows them. */
  mccs: string[];
};
export type SpendRuleFormField = keyof SpendRuleFormValues;

export const COUNT_FORMAT_MESSAGE = validationMessage('countWholeNumber');

export const emptySpendRuleForm = (): SpendRuleFormValues => ({
  type: 'velocity',
  name: '',
  period: 'day',
  maxAmount: '',
  maxCount: '',
  mccs: [],
});

const centsToText = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/** The form filled with a stored rule, for editing. */
export function spendRuleToForm(rule: SpendRule): SpendRuleFormValues {
  const values = { ...emptySpendRuleForm(), type: rule.type, name: rule.name };
  if ('period' in rule.config) {
    return {
      ...values,
      period: rule.config.period,
      maxAmount: centsToText(rule.config.maxAmountCents),
      maxCount: rule.config.maxCount === null ? '' : String(rule.config.maxCount),
    };
  }
  return { ...values, mccs: collapseMerchantCategoryCodes(rule.config.mccs) };
}

/** The form field an API or contract path belongs to ("config.mccs.0" → mccs). */
export function formFieldOf(path: string): SpendRuleFormField | 'root' {
  const [first, second] = path.split('.');
  if (first === 'name' || first === 'type') return first;
  if (first !== 'config') return 'root';
  if (second === 'maxAmountCents') return 'maxAmount';
  if (second === 'maxCount') return 'maxCount';
  if (second === 'period') return 'period';
  if (second === 'mccs') return 'mccs';
  return 'root';
}

export type SpendRuleFormResult =
  | { ok: true; body: CreateSpendRuleBody }
  | { ok: false; errors: Partial<Record<SpendRuleFormField | 'root', string>> };

/**
 * Turns the form into the request body and checks it with the contract's schema, so the screen
 * refuses what the API would, with the same messages on the same fields.
 */
export function spendRuleFormToBody(values: SpendRuleFormValues): SpendRuleFormResult {
  const errors: Partial<Record<SpendRuleFormField | 'root', string>> = {};
  let config: Record<string, unknown>;
  if (values.type === 'velocity') {
    const amountText = values.maxAmount.trim();
    const countText = values.maxCount.trim();
    // Text that does not parse gets its own message; the schema then checks the rest as if it
    // held a valid value, so it does not also say that no limit is set.
    let maxAmountCents: number | null = null;
    if (amountText !== '') {
      maxAmountCents = parseAmountToCents(amountText);
      if (maxAmountCents === null) {
        errors.maxAmount = wrongFormatMessage('amount');
        maxAmountCents = 1;
      }
    }
    let maxCount: number | null = null;
    if (countText !== '') {
      if (/^\d{1,9}$/.test(countText)) maxCount = Number(countText);
      else {
        errors.maxCount = COUNT_FORMAT_MESSAGE;
        maxCount = 1;
      }
    }
    config = { period: values.period, maxAmountCents, maxCount };
  } else {
    config = { mccs: expandMerchantCategoryChoices(values.mccs) };
  }
  const parsed = createSpendRuleBodySchema.safeParse({ type: values.type, name: values.name, config });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(issue.path.map(String).join('.'));
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
