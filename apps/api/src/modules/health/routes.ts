import { healthEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { EndpointReply, registerRoutes, route } from '../../http/define-routes.ts';
import { checkHealth } from './health.ts';

/** The health check of a load balancer and the operator, and the onboarding ping; both public. */
export const healthRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(healthEndpoints.health, async ({ db, services }) => {
      const health = await checkHealth(db, services.config.sandbox, app.log);
      return health.status === 'ok' ? health : new EndpointReply(health, { status: 503 });
    }),
    route(healthEndpoints.ping, () => ({ pong: true as const })),
  ]);
