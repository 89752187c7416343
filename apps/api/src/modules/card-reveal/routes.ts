import {
  cardClientTokenResponseSchema,
  cardSensitiveDetailsResponseSchema,
  errorResponseSchema,
  idParamsSchema,
} from '@causeway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decryptText } from '../../lib/crypto.ts';
import { protectedErrors } from '../../lib/error-responses.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { issueCardClientToken, verifyCardClientToken } from './card-client-tokens.ts';
import { requireOwnCard } from './cardholder-card.ts';

export const CARD_TOKEN_HEADER = 'x-card-token';

/**
 * Full card details for the card's holder, in two steps: a bearer-authenticated call answers a
 * one-minute token for one card; the details endpoint accepts only that token. Lists and logs
 * never carry the number; this answer is not cached anywhere.
 */
export const cardRevealRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, signingKeys, masterKey, accessTokens } = app.services;
  const tags = ['cards'];

  app.get(
    '/cards/:id/clientToken',
    {
      schema: {
        tags,
        summary: 'A one-minute token to read this card’s full details (its holder only)',
        params: idParamsSchema,
        response: { 200: cardClientTokenResponseSchema, ...protectedErrors },
      },
    },
    async (request) => {
      const card = await requireOwnCard(db, request.params.id, callerOf(request).userId);
      return issueCardClientToken(signingKeys, accessTokens.issuer, card.id, callerOf(request).userId);
    },
  );

  app.get(
    '/cards/:id/sensitiveDetails',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Full number, CVV and expiry, with the X-Card-Token from /clientToken',
        params: idParamsSchema,
        headers: z.object({ [CARD_TOKEN_HEADER]: z.string().min(1).max(2000) }),
        response: {
          200: cardSensitiveDetailsResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { userId } = await verifyCardClientToken(
        signingKeys,
        accessTokens.issuer,
        request.headers[CARD_TOKEN_HEADER],
        request.params.id,
      );
      const card = await requireOwnCard(db, request.params.id, userId);
      reply.header('cache-control', 'no-store');
      return {
        number: decryptText(masterKey, card.numberEncrypted),
        cvv: decryptText(masterKey, card.cvvEncrypted),
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
      };
    },
  );
};
