import {
  cardSpendRuleBodySchema,
  cardSpendRuleResponseSchema,
  cardSpendRulesResponseSchema,
  createSpendRuleBodySchema,
  idParamsSchema,
  modifySpendRuleBodySchema,
  pageQuerySchema,
  spendRuleParamsSchema,
  spendRuleResponseSchema,
  spendRulesResponseSchema,
} from '@causeway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/request-actor.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { conflictErrors, protectedErrors } from '../../lib/error-responses.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { authorizeCard } from '../cards/card-access.ts';
import { authorizeBusiness } from '../tenancy/access.ts';
import { attachSpendRule, detachSpendRule, listCardSpendRules } from './card-spend-rules.ts';
import { createSpendRule, listSpendRules, modifySpendRule } from './spend-rule-store.ts';

/** Spend rules of a business and which cards they apply to (issue 5 item 4). */
export const spendRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  const tags = ['spend rules'];

  app.get(
    '/businesses/:id/spendRules',
    {
      schema: {
        tags,
        summary: "Spend rules of a business (a program's include its organisation's)",
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: spendRulesResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { business } = await authorizeBusiness(db, await actorOf(request), request.params.id);
      return listSpendRules(db, business, {
        limit: request.query.limit,
        cursor: decodeCursor(request.query.cursor),
      });
    },
  );

  app.post(
    '/businesses/:id/spendRules/spendRule',
    {
      schema: {
        tags,
        summary: 'Create a velocity, merchant_allow or merchant_block rule (createSpendRule)',
        params: idParamsSchema,
        body: createSpendRuleBodySchema,
        response: { 201: spendRuleResponseSchema, ...protectedErrors },
      },
    },
    async (request, reply) => {
      const { business } = await authorizeBusiness(
        db,
        await actorOf(request),
        request.params.id,
        'createSpendRule',
      );
      return reply
        .status(201)
        .send(await createSpendRule(db, business, request.body, callerOf(request).userId));
    },
  );

  app.patch(
    '/businesses/:id/spendRules/:spendRuleId',
    {
      schema: {
        tags,
        summary: 'Rename a rule or replace its config; its type stays (modifySpendRule)',
        params: spendRuleParamsSchema,
        body: modifySpendRuleBodySchema,
        response: { 200: spendRuleResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { business } = await authorizeBusiness(
        db,
        await actorOf(request),
        request.params.id,
        'modifySpendRule',
      );
      return modifySpendRule(db, business, request.params.spendRuleId, request.body);
    },
  );

  app.get(
    '/cards/:id/spendRules',
    {
      schema: {
        tags,
        summary:
          "The spend rules on a card, each with where it is defined (the card's program or organisation)",
        params: idParamsSchema,
        response: { 200: cardSpendRulesResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { card } = await authorizeCard(db, await actorOf(request), request.params.id);
      return listCardSpendRules(db, card.id);
    },
  );

  app.post(
    '/cards/spendRules/:id',
    {
      schema: {
        tags,
        summary: 'Attach a spend rule to a card (modifySpendRule)',
        params: idParamsSchema,
        body: cardSpendRuleBodySchema,
        response: { 200: cardSpendRuleResponseSchema, ...conflictErrors },
      },
    },
    async (request) => {
      const { card } = await authorizeCard(
        db,
        await actorOf(request),
        request.body.cardId,
        'modifySpendRule',
      );
      return attachSpendRule(db, card, request.params.id, callerOf(request).userId);
    },
  );

  app.delete(
    '/cards/spendRules/:id',
    {
      schema: {
        tags,
        summary: 'Detach a spend rule from a card (modifySpendRule)',
        params: idParamsSchema,
        body: cardSpendRuleBodySchema,
        response: { 200: cardSpendRuleResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { card } = await authorizeCard(
        db,
        await actorOf(request),
        request.body.cardId,
        'modifySpendRule',
      );
      return detachSpendRule(db, card, request.params.id, callerOf(request).userId);
    },
  );
};
