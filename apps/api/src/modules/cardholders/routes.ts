import { cardholderEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { cardholderContext } from './cardholder-context.ts';

/**
 * The cardholder portal's own fetch (cardholder spec §7). The spec writes the path with a trailing
 * slash; the app's router ignores trailing slashes (app.ts), so both forms reach this route.
 */
export const cardholderRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [route(cardholderEndpoints.get, ({ db, params }) => cardholderContext(db, params.id))]);
