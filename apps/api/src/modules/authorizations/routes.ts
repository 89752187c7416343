import { transactionEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { businessTransactions, cardTransactions } from './transaction-lists.ts';

/** Card purchases as transaction events (pending = approved, cleared, reversed, refunded, declined). */
export const transactionRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(transactionEndpoints.business, ({ db, actor, business, query }) =>
      businessTransactions(db, actor, business, query),
    ),
    route(transactionEndpoints.card, ({ db, actor, card, business, query }) =>
      cardTransactions(db, actor, business, card.id, query),
    ),
  ]);
