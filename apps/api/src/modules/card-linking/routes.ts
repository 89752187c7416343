import { cardLinkingEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { linkCardToAccount, setFirstPin, validateCardReference } from './card-linking.ts';

/**
 * The cardholder's card-details flow: check a card ID, then link the card to one's account or set
 * its first PIN. Guessing card data is throttled per address (the contracts' rateLimit).
 */
export const cardLinkingRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(cardLinkingEndpoints.validate, ({ db, params }) => validateCardReference(db, params.id)),
    route(cardLinkingEndpoints.link, ({ db, actor, params, body, services }) =>
      linkCardToAccount(db, params.id, actor.userId, body, services.masterKey),
    ),
    route(cardLinkingEndpoints.firstPin, ({ db, params, body, services }) =>
      setFirstPin(db, params.id, body, body.pin, services.masterKey),
    ),
  ]);
