import { sandboxCardOrderEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { advanceCardOrder, printedCardOf } from './sandbox-carrier.ts';

/** The sandbox carrier (SANDBOX=1 only, public like the other sandbox routes). */
export const sandboxCardOrderRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(sandboxCardOrderEndpoints.advance, ({ db, params }) => advanceCardOrder(db, params.orderId)),
    route(sandboxCardOrderEndpoints.printedCard, ({ db, params, services }) =>
      printedCardOf(db, params.orderId, services.masterKey),
    ),
  ]);
