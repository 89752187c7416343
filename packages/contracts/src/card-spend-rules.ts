import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { spendRuleSchema } from './spend-rules.ts';

/** Where a rule on a card is defined: a program, or an organisation (a card's own business or the one above it). */
export const SPEND_RULE_SOURCES = ['program', 'organization'] as const;
export const spendRuleSourceSchema = z.enum(SPEND_RULE_SOURCES);

export const cardSpendRuleSchema = spendRuleSchema.extend({
  source: spendRuleSourceSchema,
  /** When the rule was attached to this card. */
  attachedAt: isoDateTime,
});
export type CardSpendRule = z.infer<typeof cardSpendRuleSchema>;

/** The spend rules attached to one card, oldest attachment first. */
export const cardSpendRulesResponseSchema = z.object({
  cardId: z.uuid(),
  spendRules: z.array(cardSpendRuleSchema),
});
export type CardSpendRulesResponse = z.infer<typeof cardSpendRulesResponseSchema>;
