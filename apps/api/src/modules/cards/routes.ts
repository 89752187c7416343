import {
  cardBalanceResponseSchema,
  cardDetailsResponseSchema,
  cardholderValidateResponseSchema,
  cardLoadHistoryQuerySchema,
  cardLoadHistoryResponseSchema,
  cardsQuerySchema,
  cardsResponseSchema,
  cardToCardTransferBodySchema,
  cardToCardTransferResponseSchema,
  idParamsSchema,
  issueVirtualCardsBodySchema,
  issueVirtualCardsResponseSchema,
  loadCardsBodySchema,
  loadCardsResponseSchema,
  loadHistoryResponseSchema,
  pageQuerySchema,
  withdrawFundsBodySchema,
  withdrawFundsResponseSchema,
} from '@causeway/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SandboxCardNetwork } from '../../adapters/card-network/card-network.ts';
import { cards } from '../../db/schema/index.ts';
import { actorOf, idempotentRequestOf } from '../../http/request-actor.ts';
import { accountBalance } from '../../ledger/accounts.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { moneyErrors, protectedErrors } from '../../lib/error-responses.ts';
import { runIdempotent } from '../../lib/idempotency.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { authorizeBusiness } from '../tenancy/access.ts';
import { authorizeCard } from './card-access.ts';
import { loadCards, transferBetweenCards, withdrawFromCard } from './card-loads.ts';
import { listCards } from './card-queries.ts';
import { selectCardSummaries, toCardSummary } from './card-views.ts';
import { validateCardholder } from './cardholder-validate.ts';
import { issueVirtualCards } from './issue-virtual-cards.ts';
import { businessLoadHistory, cardLoadHistory } from './load-history.ts';

/** Cards as money holders: issuing, listing, balances, loads and their history (spec §7 "Cards"). */
export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, outbox, masterKey, config } = app.services;
  const network = new SandboxCardNetwork();
  const tags = ['cards'];

  app.post(
    '/cards/business/:id/virtualCards',
    {
      schema: {
        tags,
        summary: 'Issue virtual cards to cardholders (Idempotency-Key required)',
        params: idParamsSchema,
        body: issueVirtualCardsBodySchema,
        response: { 201: issueVirtualCardsResponseSchema, ...moneyErrors },
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
        body: {
          cards: await issueVirtualCards(
            tx,
            { db: tx, network, outbox, masterKey, publicUrl: config.publicUrl },
            business,
            request.body.cardholders,
          ),
        },
      }));
      return reply
        .status(result.status)
        .header('idempotent-replayed', String(result.replayed))
        .send(result.body);
    },
  );

  app.get(
    '/cards/business/:id/cards',
    {
      schema: {
        tags,
        summary: 'Cards of a business (an organisation includes its programs)',
        params: idParamsSchema,
        querystring: cardsQuerySchema,
        response: { 200: cardsResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { visibleBusinessIds } = await authorizeBusiness(db, await actorOf(request), request.params.id);
      return listCards(db, visibleBusinessIds, {
        ...request.query,
        cursor: decodeCursor(request.query.cursor),
      });
    },
  );

  app.get(
    '/cards/:id/details',
    {
      schema: {
        tags,
        summary: 'A card: status, form, masked number, expiry, cardholder, balance',
        params: idParamsSchema,
        response: { 200: cardDetailsResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { card } = await authorizeCard(db, await actorOf(request), request.params.id);
      const [row] = await selectCardSummaries(db).where(eq(cards.id, card.id));
      return { card: toCardSummary(row!) };
    },
  );

  app.get(
    '/cards/cardholders/:id/validate',
    {
      schema: {
        tags,
        summary:
          'Whether a user (by user id) holds cards, and which: the person sees theirs, staff those in businesses they may see',
        params: idParamsSchema,
        response: { 200: cardholderValidateResponseSchema, ...protectedErrors },
      },
    },
    async (request) => validateCardholder(db, await actorOf(request), request.params.id),
  );

  app.get(
    '/cards/:id/balance',
    {
      schema: {
        tags,
        summary: "A card's balance, holds and available funds",
        params: idParamsSchema,
        response: { 200: cardBalanceResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { card } = await authorizeCard(db, await actorOf(request), request.params.id);
      return { cardId: card.id, balance: await accountBalance(db, card.accountId) };
    },
  );

  app.post(
    '/cards/business/:id/load',
    {
      schema: {
        tags,
        summary: 'Load one or many cards from the funding account (Idempotency-Key required)',
        params: idParamsSchema,
        body: loadCardsBodySchema,
        response: { 200: loadCardsResponseSchema, ...moneyErrors },
      },
    },
    async (request, reply) => {
      const access = await authorizeBusiness(db, await actorOf(request), request.params.id, 'loadCard');
      const result = await runIdempotent(db, idempotentRequestOf(request), async (tx) => ({
        status: 200 as const,
        body: await loadCards(tx, access, request.body, callerOf(request).userId, config.fixedCustomFields),
      }));
      return reply
        .status(result.status)
        .header('idempotent-replayed', String(result.replayed))
        .send(result.body);
    },
  );

  app.post(
    '/cards/business/:id/cardToCardTransfer',
    {
      schema: {
        tags,
        summary: 'Move funds between two cards of a business (Idempotency-Key required)',
        params: idParamsSchema,
        body: cardToCardTransferBodySchema,
        response: { 201: cardToCardTransferResponseSchema, ...moneyErrors },
      },
    },
    async (request, reply) => {
      const access = await authorizeBusiness(db, await actorOf(request), request.params.id, 'loadCard');
      const result = await runIdempotent(db, idempotentRequestOf(request), async (tx) => ({
        status: 201 as const,
        body: await transferBetweenCards(tx, access, request.body, callerOf(request).userId),
      }));
      return reply
        .status(result.status)
        .header('idempotent-replayed', String(result.replayed))
        .send(result.body);
    },
  );

  app.post(
    '/cards/:id/withdrawFunds',
    {
      schema: {
        tags,
        summary: "Return funds from a card to its business's funding account (Idempotency-Key required)",
        params: idParamsSchema,
        body: withdrawFundsBodySchema,
        response: { 201: withdrawFundsResponseSchema, ...moneyErrors },
      },
    },
    async (request, reply) => {
      const { card, access } = await authorizeCard(db, await actorOf(request), request.params.id, 'loadCard');
      const result = await runIdempotent(db, idempotentRequestOf(request), async (tx) => ({
        status: 201 as const,
        body: await withdrawFromCard(tx, card, access, request.body, callerOf(request).userId),
      }));
      return reply
        .status(result.status)
        .header('idempotent-replayed', String(result.replayed))
        .send(result.body);
    },
  );

  app.get(
    '/cards/:id/loadHistory',
    {
      schema: {
        tags,
        summary: 'Loads, withdrawals and transfers of a card',
        params: idParamsSchema,
        querystring: cardLoadHistoryQuerySchema,
        response: { 200: cardLoadHistoryResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { card } = await authorizeCard(db, await actorOf(request), request.params.id);
      return cardLoadHistory(db, card.accountId, {
        limit: request.query.limit,
        cursor: decodeCursor(request.query.cursor),
      });
    },
  );

  app.get(
    '/businesses/:id/loadHistory',
    {
      schema: {
        tags,
        summary: 'Card loads of a business (an organisation includes its programs)',
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: loadHistoryResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { visibleBusinessIds } = await authorizeBusiness(db, await actorOf(request), request.params.id);
      return businessLoadHistory(db, visibleBusinessIds, {
        limit: request.query.limit,
        cursor: decodeCursor(request.query.cursor),
      });
    },
  );
};
