import {
  cardActionResponseSchema,
  cardActivitiesResponseSchema,
  idParamsSchema,
  pageQuerySchema,
  setCardPinBodySchema,
  setCardPinResponseSchema,
} from '@causeway/contracts';
import { CARD_ACTIONS, CARD_TRANSITIONS } from '@causeway/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/request-actor.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { conflictErrors, protectedErrors } from '../../lib/error-responses.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { listCardActivities } from '../activities/card-activities.ts';
import { authorizeCard } from '../cards/card-access.ts';
import { applyCardAction, setCardPin } from './card-actions.ts';

const SUMMARIES = {
  lock: 'Lock a card: it cannot transact until unlocked (lockCard)',
  unlock: 'Unlock a locked card: transactions resume at once (lockCard)',
  freeze: 'Freeze a card on behalf of the organisation (freezeCard)',
  unfreeze: 'Unfreeze a frozen card (freezeCard)',
  close: 'Close a card for good; its balance stays withdrawable (closeCard)',
} as const;

/** Card status changes (issue 5 item 2), the PIN, and the card's activity events. */
export const cardLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  const tags = ['cards'];

  for (const action of CARD_ACTIONS) {
    app.post(
      `/cards/:id/${action}`,
      {
        schema: {
          tags,
          summary: SUMMARIES[action],
          params: idParamsSchema,
          response: { 200: cardActionResponseSchema, ...conflictErrors },
        },
      },
      async (request) => {
        const { card } = await authorizeCard(
          db,
          await actorOf(request),
          request.params.id,
          CARD_TRANSITIONS[action].permission,
        );
        return applyCardAction(db, card, action, callerOf(request).userId);
      },
    );
  }

  app.post(
    '/cards/:id/pin',
    {
      schema: {
        tags,
        summary: 'Set or replace the PIN of a card (setPin); refused for frozen and closed cards',
        params: idParamsSchema,
        body: setCardPinBodySchema,
        response: { 200: setCardPinResponseSchema, ...conflictErrors },
      },
    },
    async (request) => {
      const { card } = await authorizeCard(db, await actorOf(request), request.params.id, 'setPin');
      return setCardPin(db, card, request.body.pin, callerOf(request).userId);
    },
  );

  app.get(
    '/cards/:id/activities',
    {
      schema: {
        tags,
        summary: 'Activity events of a card, newest first',
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: cardActivitiesResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const { card } = await authorizeCard(db, await actorOf(request), request.params.id);
      return listCardActivities(db, card.id, {
        limit: request.query.limit,
        cursor: decodeCursor(request.query.cursor),
      });
    },
  );
};
