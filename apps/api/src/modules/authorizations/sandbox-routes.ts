import { sandboxAuthorizationEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { authorizePurchase } from './authorize.ts';
import { clearAuthorization, refundAuthorization, reverseAuthorization } from './settlement.ts';

/**
 * The built-in card network (SANDBOX=1 only, public like the rest of the sandbox): it plays
 * purchases into the issuer decision, then clears, reverses or refunds them.
 */
export const sandboxAuthorizationRoutes: FastifyPluginAsync = async (app) =>
  registerRoutes(app, [
    route(sandboxAuthorizationEndpoints.authorize, async ({ db, body, audit }) => ({
      transaction: await authorizePurchase(db, body, {
        record: audit,
        statusCode: sandboxAuthorizationEndpoints.authorize.status,
      }),
    })),
    route(sandboxAuthorizationEndpoints.clear, async ({ db, params, body }) => ({
      transaction: await clearAuthorization(db, params.id, body?.amountCents),
    })),
    route(sandboxAuthorizationEndpoints.reverse, async ({ db, params }) => ({
      transaction: await reverseAuthorization(db, params.id),
    })),
    route(sandboxAuthorizationEndpoints.refund, async ({ db, params, body }) => ({
      transaction: await refundAuthorization(db, params.id, body.amountCents),
    })),
  ]);
