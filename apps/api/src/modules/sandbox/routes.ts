import { sandboxFundingEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { playAchDeposit, readOutbox } from './sandbox-world.ts';

/**
 * The sandbox plays the outside world. Registered only when SANDBOX=1 (the embedded default),
 * never in production, so it is public: a person reads the sign-in code before signing in.
 */
export const sandboxRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(sandboxFundingEndpoints.outbox, ({ db, query }) => readOutbox(db, query)),
    route(sandboxFundingEndpoints.achDeposit, ({ db, body }) => playAchDeposit(db, body)),
  ]);
