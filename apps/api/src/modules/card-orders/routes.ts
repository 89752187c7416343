import {
  cardOrderParamsSchema,
  cardOrderResponseSchema,
  cardOrdersQuerySchema,
  cardOrdersResponseSchema,
  idParamsSchema,
  orderAndShipBodySchema,
  orderAndShipResponseSchema,
} from '@causeway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SandboxCardNetwork } from '../../adapters/card-network/card-network.ts';
import { actorOf, idempotentRequestOf } from '../../http/request-actor.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { moneyErrors, protectedErrors } from '../../lib/error-responses.ts';
import { runIdempotent } from '../../lib/idempotency.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { authorizeBusiness } from '../tenancy/access.ts';
import { getCardOrder, listCardOrders, orderAndShip } from './card-order-store.ts';

/** Physical cards: ordering, shipping and the orders list (issue 5 item 1, spec §7). */
export const cardOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, masterKey, outbox, config } = app.services;
  const network = new SandboxCardNetwork();
  const tags = ['cards'];

  app.post(
    '/cards/business/:id/orderAndShip',
    {
      schema: {
        tags,
        summary:
          'Order a physical card for a cardholder and ship it; the cardholder is emailed (orderCard; Idempotency-Key required)',
        params: idParamsSchema,
        body: orderAndShipBodySchema,
        response: { 201: orderAndShipResponseSchema, ...moneyErrors },
      },
    },
    async (request, reply) => {
      const { business } = await authorizeBusiness(
        db,
        await actorOf(request),
        request.params.id,
        'orderCard',
      );
      const result = await runIdempotent(db, idempotentRequestOf(request), async (tx) => ({
        status: 201 as const,
        body: await orderAndShip(
          tx,
          { network, masterKey, outbox, publicUrl: config.publicUrl },
          business,
          request.body,
          callerOf(request).userId,
        ),
      }));
      return reply
        .status(result.status)
        .header('idempotent-replayed', String(result.replayed))
        .send(result.body);
    },
  );

  app.get(
    '/businesses/:id/cardOrders',
    {
      schema: {
        tags,
        summary: 'Physical card orders of a business, newest first (an organisation includes its programs)',
        params: idParamsSchema,
        querystring: cardOrdersQuerySchema,
        response: { 200: cardOrdersResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { visibleBusinessIds } = await authorizeBusiness(db, await actorOf(request), request.params.id);
      return listCardOrders(db, visibleBusinessIds, {
        limit: request.query.limit,
        cursor: decodeCursor(request.query.cursor),
      });
    },
  );

  app.get(
    '/businesses/:id/cardOrders/:orderId',
    {
      schema: {
        tags,
        summary: 'A card order: status, shipping type, tracking number and link',
        params: cardOrderParamsSchema,
        response: { 200: cardOrderResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { visibleBusinessIds } = await authorizeBusiness(db, await actorOf(request), request.params.id);
      return getCardOrder(db, visibleBusinessIds, request.params.orderId);
    },
  );
};
