import { sandboxAutoloadEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { runAutoloadNow } from './sandbox-run-now.ts';

/** The sandbox's clock for autoloads (SANDBOX=1 only): run a schedule's next run now. */
export const sandboxAutoloadRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(sandboxAutoloadEndpoints.runNow, ({ db, params, services }) =>
      runAutoloadNow(
        db,
        { outbox: services.outbox, fixedCustomFields: services.config.fixedCustomFields },
        params.id,
      ),
    ),
  ]);
