import { z } from 'zod';
import { idParamsSchema, isoDateTime } from './common.ts';
import { endpoint } from './endpoint.ts';
import { cardSpendRuleBodySchema, cardSpendRuleResponseSchema, spendRuleSchema } from './spend-rules.ts';

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

const tags = ['spend rules'];

/**
 * Which spend rules a card uses. Attaching and detaching name the rule in the path and the card in
 * the body: the module checks the declared permission (modifySpendRule) on the card's business.
 */
export const cardSpendRuleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/cards/{id}/spendRules',
    summary: "The spend rules on a card, each with where it is defined (the card's program or organisation)",
    tags,
    access: { kind: 'card' },
    params: idParamsSchema,
    response: cardSpendRulesResponseSchema,
  }),
  attach: endpoint({
    method: 'POST',
    path: '/cards/spendRules/{id}',
    summary: 'Attach a spend rule to a card (modifySpendRule)',
    tags,
    access: { kind: 'record', permission: 'modifySpendRule' },
    params: idParamsSchema,
    body: cardSpendRuleBodySchema,
    response: cardSpendRuleResponseSchema,
    errors: ['spend_rule_already_attached'],
  }),
  detach: endpoint({
    method: 'DELETE',
    path: '/cards/spendRules/{id}',
    summary: 'Detach a spend rule from a card (modifySpendRule)',
    tags,
    access: { kind: 'record', permission: 'modifySpendRule' },
    params: idParamsSchema,
    body: cardSpendRuleBodySchema,
    response: cardSpendRuleResponseSchema,
  }),
};
