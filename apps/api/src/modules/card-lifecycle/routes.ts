import { cardLifecycleEndpoints } from '@causeway/contracts';
import { CARD_ACTIONS } from '@causeway/domain';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { listCardActivities } from '../activities/card-activities.ts';
import { activateCard, applyCardAction, setCardPin } from './card-actions.ts';

/** Card status changes (issue 5 item 2), the PIN, and the card's activity events. */
export const cardLifecycleRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    ...CARD_ACTIONS.map((action) =>
      route(cardLifecycleEndpoints[action], ({ db, actor, card, business }) =>
        applyCardAction(db, card, action, actor.userId, { byHolder: business === null }),
      ),
    ),
    route(cardLifecycleEndpoints.setPin, ({ db, actor, card, body }) =>
      setCardPin(db, card, body.pin, actor.userId),
    ),
    route(cardLifecycleEndpoints.activities, ({ db, actor, card, business, query }) =>
      listCardActivities(db, card.id, {
        limit: query.limit,
        cursor: decodeCursor(query.cursor),
        ...(business === null ? { holderUserId: actor.userId } : {}),
      }),
    ),
    route(cardLifecycleEndpoints.activate, ({ db, actor, card }) => activateCard(db, card, actor.userId)),
  ]);
