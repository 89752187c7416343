import { z } from 'zod';

/**
 * GET /api/health: the database answers, and whether the sandbox (the built-in card network,
 * bank and outbox reader under /api/sandbox) is on, so the web app shows its page only then.
 */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  sandbox: z.boolean(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
