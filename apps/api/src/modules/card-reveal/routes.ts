import { CARD_TOKEN_HEADER, cardRevealEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { cardClientTokenFor, revealCardDetails } from './card-details-reveal.ts';

/**
 * Full card details for the card's holder, in two steps: a bearer-authenticated call answers a
 * one-minute token for one card; the details endpoint accepts only that token. Lists and logs
 * never carry the number; this answer is not cached anywhere (the contract says noStore).
 */
export const cardRevealRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(cardRevealEndpoints.clientToken, ({ db, actor, params, services }) =>
      cardClientTokenFor(
        db,
        { signingKeys: services.signingKeys, issuer: services.accessTokens.issuer },
        params.id,
        actor.userId,
      ),
    ),
    route(cardRevealEndpoints.sensitiveDetails, ({ db, params, headers, services }) =>
      revealCardDetails(
        db,
        {
          signingKeys: services.signingKeys,
          issuer: services.accessTokens.issuer,
          masterKey: services.masterKey,
        },
        params.id,
        headers[CARD_TOKEN_HEADER],
      ),
    ),
  ]);
