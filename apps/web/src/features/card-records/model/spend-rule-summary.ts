import type { SpendRule } from '../api/card-spend-rules.ts';

/** A rule's one-line summary: its velocity limit, or how many merchant categories it lists. */
export type SpendRuleSummary =
  | {
      kind: 'velocity';
      period: 'transaction' | 'day' | 'week' | 'month';
      maxAmountCents: number | null;
      maxCount: number | null;
    }
  | { kind: 'merchants'; count: number };

export function spendRuleSummary(rule: Pick<SpendRule, 'config'>): SpendRuleSummary {
  const { config } = rule;
  if ('mccs' in config) return { kind: 'merchants', count: config.mccs.length };
  return {
    kind: 'velocity',
    period: config.period,
    maxAmountCents: config.maxAmountCents,
    maxCount: config.maxCount,
  };
}

/** The business's rules that are not on the card yet, in the order listed. */
export function attachableSpendRules<Rule extends { id: string }>(
  businessRules: readonly Rule[],
  cardRules: readonly { id: string }[],
): Rule[] {
  const attached = new Set(cardRules.map((rule) => rule.id));
  return businessRules.filter((rule) => !attached.has(rule.id));
}
