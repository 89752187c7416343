import {
  cardDetailsProofSchema,
  cardReferenceParamsSchema,
  errorResponseSchema,
  firstPinBodySchema,
  linkCardResponseSchema,
  setCardPinResponseSchema,
  validateCardResponseSchema,
} from '@causeway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflictErrors } from '../../lib/error-responses.ts';
import { callerOf } from '../../plugins/authenticate.ts';
import { requireSelf } from '../users/self.ts';
import { linkCardToAccount, setFirstPin, validateCardReference } from './card-linking.ts';

/** Guessing card data is throttled per address, on top of the global limit. */
const CARD_DATA_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

/** The cardholder's card-details flow: check a card ID, then link the card to one's account. */
export const cardLinkingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, masterKey } = app.services;
  const tags = ['cardholders'];

  app.get(
    '/cards/:id/validate',
    {
      config: { public: true, rateLimit: CARD_DATA_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Whether a 10-character card ID names a physical card that can be linked',
        params: cardReferenceParamsSchema,
        response: { 200: validateCardResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => validateCardReference(db, request.params.id),
  );

  app.post(
    '/cards/:id/users/:userId',
    {
      config: { rateLimit: CARD_DATA_RATE_LIMIT },
      schema: {
        tags,
        summary:
          'Link a physical card to the signed-in account, proven by its last 6 digits, organisation and expiry',
        params: cardReferenceParamsSchema.extend({ userId: z.uuid() }),
        body: cardDetailsProofSchema,
        response: { 200: linkCardResponseSchema, ...conflictErrors },
      },
    },
    async (request) => {
      const userId = requireSelf(callerOf(request), request.params.userId);
      return linkCardToAccount(db, request.params.id, userId, request.body, masterKey);
    },
  );

  app.post(
    '/cards/:id/unauthenticatedPin',
    {
      config: { public: true, rateLimit: CARD_DATA_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Set the first PIN of a physical card without signing in, proven by its card details',
        params: cardReferenceParamsSchema,
        body: firstPinBodySchema,
        response: {
          200: setCardPinResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { pin, lastSix, organizationName, expiry } = request.body;
      return setFirstPin(db, request.params.id, { lastSix, organizationName, expiry }, pin, masterKey);
    },
  );
};
