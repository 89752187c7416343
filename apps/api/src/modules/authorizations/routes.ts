import {
  cardTransactionsQuerySchema,
  idParamsSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
} from '@causeway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/request-actor.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { protectedErrors } from '../../lib/error-responses.ts';
import { authorizeCard } from '../cards/card-access.ts';
import { authorizeBusiness } from '../tenancy/access.ts';
import { transactionDataHidden } from './transaction-data-hiding.ts';
import { listBusinessTransactions, listCardTransactions } from './transaction-queries.ts';

/** Card purchases as transaction events (pending = approved, cleared, reversed, refunded, declined). */
export const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  const tags = ['transactions'];

  app.get(
    '/businesses/:id/transactions',
    {
      schema: {
        tags,
        summary:
          'Card transactions of a business (an organisation includes its programs); merchant data is null when hideTransactionData applies',
        params: idParamsSchema,
        querystring: transactionsQuerySchema,
        response: { 200: transactionsResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const access = await authorizeBusiness(db, await actorOf(request), request.params.id);
      return listBusinessTransactions(db, access.visibleBusinessIds, {
        ...request.query,
        cursor: decodeCursor(request.query.cursor),
        hideMerchantData: await transactionDataHidden(db, await actorOf(request), access),
      });
    },
  );

  app.get(
    '/cards/:id/transactions',
    {
      schema: {
        tags,
        summary:
          'Transactions of a card, newest first; merchant data is null when hideTransactionData applies',
        params: idParamsSchema,
        querystring: cardTransactionsQuerySchema,
        response: { 200: transactionsResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { card, access } = await authorizeCard(db, await actorOf(request), request.params.id);
      return listCardTransactions(db, card.id, {
        ...request.query,
        cursor: decodeCursor(request.query.cursor),
        hideMerchantData: await transactionDataHidden(db, await actorOf(request), access),
      });
    },
  );
};
