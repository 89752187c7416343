import { cardEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { loadCards, transferBetweenCards, withdrawFromCard } from './card-loads.ts';
import { cardBalance, cardDetails, listCards } from './card-queries.ts';
import { validateCardholder } from './cardholder-validate.ts';
import { issueContextFor, issueVirtualCards } from './issue-virtual-cards.ts';
import { businessLoadHistory, cardLoadHistory } from './load-history.ts';

/** Cards as money holders: issuing, listing, balances, loads and their history (spec §7 "Cards"). */
export const cardRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(cardEndpoints.issueVirtual, async ({ db, business, body, services }) => ({
      cards: await issueVirtualCards(db, issueContextFor(db, services), business.business, body.cardholders),
    })),
    route(cardEndpoints.list, ({ db, business, query }) =>
      listCards(db, business.visibleBusinessIds, { ...query, cursor: decodeCursor(query.cursor) }),
    ),
    route(cardEndpoints.details, ({ db, card }) => cardDetails(db, card.id)),
    route(cardEndpoints.validateCardholder, ({ db, actor, params }) =>
      validateCardholder(db, actor, params.id),
    ),
    route(cardEndpoints.balance, ({ db, card }) => cardBalance(db, card)),
    route(
      cardEndpoints.load,
      ({ db, actor, business, body, services, attempt }) =>
        loadCards(db, business, body, actor.userId, services.config.fixedCustomFields, { attempt }),
      { unlockedFirst: true },
    ),
    route(cardEndpoints.cardToCardTransfer, ({ db, actor, business, body }) =>
      transferBetweenCards(db, business, body, actor.userId),
    ),
    route(cardEndpoints.withdraw, ({ db, actor, card, business, body }) =>
      withdrawFromCard(db, card, business, body, actor.userId),
    ),
    route(cardEndpoints.loadHistory, ({ db, card, business, query }) =>
      cardLoadHistory(
        db,
        card.accountId,
        { limit: query.limit, cursor: decodeCursor(query.cursor) },
        { forHolder: business === null },
      ),
    ),
    route(cardEndpoints.businessLoadHistory, ({ db, business, query }) =>
      businessLoadHistory(db, business.visibleBusinessIds, {
        limit: query.limit,
        cursor: decodeCursor(query.cursor),
      }),
    ),
  ]);
