import { z } from 'zod';
import { endpoint } from './endpoint.ts';

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

/** 503: what stops this process from serving, for a load balancer's check and for the operator. */
export const healthUnavailableResponseSchema = z.object({
  status: z.literal('unavailable'),
  database: z.enum(['ok', 'unreachable']),
  pendingMigrations: z.number().int().optional(),
  problems: z.array(z.string()),
});
export type HealthUnavailableResponse = z.infer<typeof healthUnavailableResponseSchema>;

export const healthEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    summary: 'Whether this process can serve (503 with the problems when not), and whether the sandbox is on',
    tags: ['health'],
    access: { kind: 'public' },
    response: healthResponseSchema,
    otherResponses: { 503: healthUnavailableResponseSchema },
  }),
  ping: endpoint({
    method: 'GET',
    path: '/onboarding/ping',
    summary: 'Answers pong, without a token',
    tags: ['onboarding'],
    access: { kind: 'public' },
    response: z.object({ pong: z.literal(true) }),
  }),
};
