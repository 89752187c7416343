import { healthResponseSchema } from '@causeway/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      await app.services.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const, sandbox: app.services.config.sandbox };
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
