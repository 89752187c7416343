import { healthResponseSchema } from '@causeway/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pendingMigrations } from '../../db/client.ts';

/** 503: what stops this process from serving, for a load balancer's check and for the operator. */
const unavailableResponseSchema = z.object({
  status: z.literal('unavailable'),
  database: z.enum(['ok', 'unreachable']),
  pendingMigrations: z.number().int().optional(),
  problems: z.array(z.string()),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        response: { 200: healthResponseSchema, 503: unavailableResponseSchema },
      },
    },
    async (request, reply) => {
      const { db, config } = app.services;
      let pending: number;
      try {
        await db.execute(sql`select 1`);
        pending = await pendingMigrations(db);
      } catch (error) {
        // The cause (host, port, credentials) goes to this process's log, not to the public.
        request.log.error({ err: error }, 'health: the database does not answer');
        return reply.status(503).send({
          status: 'unavailable' as const,
          database: 'unreachable' as const,
          problems: ['database unreachable: the database does not answer (the cause is in the log)'],
        });
      }
      if (pending > 0) {
        return reply.status(503).send({
          status: 'unavailable' as const,
          database: 'ok' as const,
          pendingMigrations: pending,
          problems: [
            `migrations pending: the database lacks ${pending} migration${pending === 1 ? '' : 's'} of this version (run: causeway migrate)`,
          ],
        });
      }
      return { status: 'ok' as const, database: 'ok' as const, sandbox: config.sandbox };
    },
  );
  app.get(
    '/onboarding/ping',
    {
      config: { public: true },
      schema: { tags: ['onboarding'], response: { 200: z.object({ pong: z.literal(true) }) } },
    },
    async () => ({ pong: true as const }),
  );
};
