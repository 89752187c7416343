import {
  authorizationRequestSchema,
  clearAuthorizationBodySchema,
  errorResponseSchema,
  refundAuthorizationBodySchema,
  transactionIdParamsSchema,
  transactionResponseSchema,
} from '@causeway/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorizePurchase } from './authorize.ts';
import { clearAuthorization, refundAuthorization, reverseAuthorization } from './settlement.ts';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema } as const;

/**
 * The built-in card network (SANDBOX=1 only, public like the rest of the sandbox): it plays
 * purchases into the issuer decision, then clears, reverses or refunds them.
 */
export const sandboxAuthorizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.services;
  const config = { public: true };
  const tags = ['sandbox'];

  app.post(
    '/sandbox/authorizations',
    {
      config,
      schema: {
        tags,
        summary: 'Play a card purchase: the issuer approves (placing a hold) or declines with a reason',
        body: authorizationRequestSchema,
        response: { 201: transactionResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ transaction: await authorizePurchase(db, request.body) }),
  );

  app.post(
    '/sandbox/authorizations/:id/clear',
    {
      config,
      schema: {
        tags,
        summary: 'Clear an approved purchase, optionally for a different final amount',
        params: transactionIdParamsSchema,
        body: clearAuthorizationBodySchema.nullish(),
        response: { 200: transactionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      transaction: await clearAuthorization(db, request.params.id, request.body?.amountCents),
    }),
  );

  app.post(
    '/sandbox/authorizations/:id/reverse',
    {
      config,
      schema: {
        tags,
        summary: 'Reverse an approved purchase: its hold is released',
        params: transactionIdParamsSchema,
        response: { 200: transactionResponseSchema, ...errors },
      },
    },
    async (request) => ({ transaction: await reverseAuthorization(db, request.params.id) }),
  );

  app.post(
    '/sandbox/authorizations/:id/refund',
    {
      config,
      schema: {
        tags,
        summary: 'Refund part or all of a cleared purchase to the card',
        params: transactionIdParamsSchema,
        body: refundAuthorizationBodySchema,
        response: { 201: transactionResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ transaction: await refundAuthorization(db, request.params.id, request.body.amountCents) }),
  );
};
