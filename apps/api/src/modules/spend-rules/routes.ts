import { cardSpendRuleEndpoints, spendRuleEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { attachSpendRuleToCard, detachSpendRuleFromCard, listCardSpendRules } from './card-spend-rules.ts';
import { createSpendRule, listSpendRules, modifySpendRule } from './spend-rule-store.ts';

/** Spend rules of a business and which cards they apply to (issue 5 item 4). */
export const spendRuleRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(spendRuleEndpoints.list, ({ db, business, query: { limit, cursor } }) =>
      listSpendRules(db, business.business, { limit, cursor: decodeCursor(cursor) }),
    ),
    route(spendRuleEndpoints.create, ({ db, actor, business, body }) =>
      createSpendRule(db, business.business, body, actor.userId),
    ),
    route(spendRuleEndpoints.modify, ({ db, business, params, body }) =>
      modifySpendRule(db, business.business, params.spendRuleId, body),
    ),
    route(cardSpendRuleEndpoints.list, ({ db, card }) => listCardSpendRules(db, card.id)),
    route(cardSpendRuleEndpoints.attach, ({ db, actor, params, body, recordPermission }) =>
      attachSpendRuleToCard(db, actor, { cardId: body.cardId, spendRuleId: params.id }, recordPermission),
    ),
    route(cardSpendRuleEndpoints.detach, ({ db, actor, params, body, recordPermission }) =>
      detachSpendRuleFromCard(db, actor, { cardId: body.cardId, spendRuleId: params.id }, recordPermission),
    ),
  ]);
