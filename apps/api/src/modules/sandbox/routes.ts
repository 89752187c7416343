import {
  balanceSchema,
  errorResponseSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  sandboxAchDepositBodySchema,
} from '@causeway/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businesses, outboxMessages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { receiveAchDeposit } from '../funding/sandbox-deposits.ts';

/**
 * The sandbox plays the outside world. Registered only when SANDBOX=1 (the embedded default),
 * never in production, so it is public: a person reads the sign-in code before signing in.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sandbox/outbox',
    {
      config: { public: true },
      schema: {
        tags: ['sandbox'],
        summary: 'Emails and text messages the platform sent (sandbox only)',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema },
      },
    },
    async (request) => {
      const { recipient, channel, limit } = request.query;
      const conditions = [
        recipient
          ? eq(
              outboxMessages.recipient,
              recipient.toLowerCase().includes('@') ? recipient.toLowerCase() : recipient,
            )
          : undefined,
        channel ? eq(outboxMessages.channel, channel) : undefined,
      ].filter((condition) => condition !== undefined);
      const rows = await app.services.db
        .select()
        .from(outboxMessages)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(desc(outboxMessages.createdAt))
        .limit(limit);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          channel: row.channel as 'email' | 'sms',
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/sandbox/achDeposits',
    {
      config: { public: true },
      schema: {
        tags: ['sandbox'],
        summary: "Play an incoming ACH deposit into a business's funding account (sandbox only)",
        body: sandboxAchDepositBodySchema,
        response: {
          201: z.object({ entryId: z.uuid(), balance: balanceSchema }),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { businessId, amountCents, memo } = request.body;
      const result = await app.services.db.transaction(async (tx) => {
        const [business] = await tx.select().from(businesses).where(eq(businesses.id, businessId));
        if (!business) throw notFound('Business');
        return receiveAchDeposit(tx, business, amountCents, memo ?? null);
      });
      return reply.status(201).send(result);
    },
  );
};
