import type { DeclineReason, SpendRuleType } from '@causeway/domain';
import type { SpendRuleConfig, VelocityPeriod } from '../../db/schema/index.ts';

export type RuleForDecision = { type: SpendRuleType; config: SpendRuleConfig };
/** What the card already spent in each window: approved and cleared authorizations. */
export type WindowUsage = Record<
  Exclude<VelocityPeriod, 'transaction'>,
  { amountCents: number; count: number }
>;
export type Purchase = { amountCents: number; mcc: string };

function velocityBroken(
  config: { period: VelocityPeriod; maxAmountCents: number | null; maxCount: number | null },
  purchase: Purchase,
  usage: () => WindowUsage,
) {
  const used = config.period === 'transaction' ? { amountCents: 0, count: 0 } : usage()[config.period];
  if (config.maxAmountCents !== null && used.amountCents + purchase.amountCents > config.maxAmountCents)
    return true;
  return config.maxCount !== null && used.count + 1 > config.maxCount;
}

/**
 * The card's spend rules against one purchase, pure. Merchant rules are checked before velocity:
 * a blocked code, or one outside any allow list, is MERCHANT_DECLINE; a limit the purchase would
 * pass is VELOCITY_DECLINE. Several allow lists must each allow the code. `usage` is called only
 * for a day, week or month limit.
 */
export function evaluateSpendRules(
  rules: RuleForDecision[],
  purchase: Purchase,
  usage: () => WindowUsage,
): DeclineReason | null {
  for (const rule of rules) {
    if (!('mccs' in rule.config)) continue;
    const listed = rule.config.mccs.includes(purchase.mcc);
    if (rule.type === 'merchant_block' && listed) return 'MERCHANT_DECLINE';
    if (rule.type === 'merchant_allow' && !listed) return 'MERCHANT_DECLINE';
  }
  for (const rule of rules) {
    if (rule.type !== 'velocity' || !('period' in rule.config)) continue;
    if (velocityBroken(rule.config, purchase, usage)) return 'VELOCITY_DECLINE';
  }
  return null;
}
