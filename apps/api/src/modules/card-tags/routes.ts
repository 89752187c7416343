import { cardTagEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { listCardTags, listOrganizationTags, removeCardTag, tagCards } from './tag-store.ts';

/** Tags of an organisation and the cards carrying them (issue 5 item 5, spec §7). */
export const cardTagRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(cardTagEndpoints.businessTags, ({ db, business, query }) =>
      listOrganizationTags(db, business.topLevelBusinessId, {
        limit: query.limit,
        cursor: decodeCursor(query.cursor),
      }),
    ),
    route(cardTagEndpoints.tagCards, ({ db, actor, business, body }) =>
      tagCards(db, business, body, actor.userId),
    ),
    route(cardTagEndpoints.cardTags, ({ db, card }) => listCardTags(db, card.id)),
    route(cardTagEndpoints.removeCardTag, ({ db, actor, card, params }) =>
      removeCardTag(db, card, params.tagId, actor.userId),
    ),
  ]);
