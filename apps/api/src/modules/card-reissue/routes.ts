import {
  cardDetailsResponseSchema,
  idParamsSchema,
  reassociateCardBodySchema,
  reissueAndShipBodySchema,
  reissueAndShipResponseSchema,
  reissueVirtualCardResponseSchema,
  resendVirtualCardResponseSchema,
} from '@causeway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SandboxCardNetwork } from '../../adapters/card-network/card-network.ts';
import { actorOf, idempotentRequestOf } from '../../http/request-actor.ts';
import { conflictErrors, moneyErrors } from '../../lib/error-responses.ts';
import { runIdempotent } from '../../lib/idempotency.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { authorizeCard } from '../cards/card-access.ts';
import { reassociateCard, reissueAndShip, reissueVirtualCard, resendVirtualCard } from './card-reissue.ts';

/** Replacing a card (virtual, or physical shipped) and sending a virtual card again (spec §4 card actions). */
export const cardReissueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, outbox, masterKey, config } = app.services;
  const network = new SandboxCardNetwork();
  const tags = ['cards'];
  const context = (tx: typeof db) => ({ db: tx, network, outbox, masterKey, publicUrl: config.publicUrl });

  app.post(
    '/cards/:id/reissueVirtualCard',
    {
      schema: {
        tags,
        summary:
          'Replace a virtual card: a new number for the same holder, the funds moved, the old card closed (Idempotency-Key required)',
        params: idParamsSchema,
        response: { 201: reissueVirtualCardResponseSchema, ...moneyErrors },
      },
    },
    async (request, reply) => {
      const { access } = await authorizeCard(db, await actorOf(request), request.params.id, 'replaceCard');
      const userId = callerOf(request).userId;
      const result = await runIdempotent(db, idempotentRequestOf(request), async (tx) => ({
        status: 201 as const,
        body: await reissueVirtualCard(tx, context(tx), access, request.params.id, userId),
      }));
      return reply
        .status(result.status)
        .header('idempotent-replayed', String(result.replayed))
        .send(result.body);
    },
  );

  app.post(
    '/cards/:id/reissueAndShip',
    {
      schema: {
        tags,
        summary:
          'Replace a card (lost, stolen or damaged) with a new physical card shipped to the address: the funds moved, the old card closed (replaceCard; Idempotency-Key required)',
        params: idParamsSchema,
        body: reissueAndShipBodySchema,
        response: { 201: reissueAndShipResponseSchema, ...moneyErrors },
      },
    },
    async (request, reply) => {
      const { access } = await authorizeCard(db, await actorOf(request), request.params.id, 'replaceCard');
      const userId = callerOf(request).userId;
      const result = await runIdempotent(db, idempotentRequestOf(request), async (tx) => ({
        status: 201 as const,
        body: await reissueAndShip(tx, context(tx), access, request.params.id, request.body, userId),
      }));
      return reply
        .status(result.status)
        .header('idempotent-replayed', String(result.replayed))
        .send(result.body);
    },
  );

  app.post(
    '/cards/:id/resendVirtualCard',
    {
      schema: {
        tags,
        summary: 'Email a virtual card to its holder again',
        params: idParamsSchema,
        response: { 200: resendVirtualCardResponseSchema, ...conflictErrors },
      },
    },
    async (request) => {
      const { access } = await authorizeCard(
        db,
        await actorOf(request),
        request.params.id,
        'resendVirtualCard',
      );
      return resendVirtualCard(db, context(db), access, request.params.id, callerOf(request).userId);
    },
  );

  app.post(
    '/cards/:id/reassociate',
    {
      schema: {
        tags,
        summary: 'Give the card to another person of the same business',
        params: idParamsSchema,
        body: reassociateCardBodySchema,
        response: { 200: cardDetailsResponseSchema, ...conflictErrors },
      },
    },
    async (request) => {
      const { access } = await authorizeCard(db, await actorOf(request), request.params.id, 'orderCard');
      return reassociateCard(
        db,
        context(db),
        access,
        request.params.id,
        request.body.cardholder,
        callerOf(request).userId,
      );
    },
  );
};
