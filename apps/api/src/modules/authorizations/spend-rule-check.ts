import type { DeclineReason } from '@causeway/domain';
import { evaluateSpendRules } from '../spend-rules/evaluate-rules.ts';
import { type DecisionRead, usageOf } from './decision-statements.ts';

export type PurchaseInput = {
  amountCents: number;
  merchantName: string;
  mcc: string;
  merchantCategory: string;
  country: string;
};

/**
 * The card's spend rules against one purchase, from what the decision read (the rules and the
 * card's running totals): the decline reason of the first rule it breaks.
 */
export function spendRuleDecline(read: DecisionRead, purchase: PurchaseInput): DeclineReason | null {
  if (read.rules.length === 0) return null;
  const usage = usageOf(read.windows);
  return evaluateSpendRules(read.rules, purchase, () => usage);
}
