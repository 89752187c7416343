import { exampleWebhookPayload, WEBHOOK_EVENT_TYPES, webhookApiEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { decodeCursor } from '../../lib/cursor.ts';
import { listAttempts, resendDelivery } from './delivery-log.ts';
import { createPortalLink, openPortalLink } from './portal-links.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  revealSecret,
  rotateSecret,
  updateEndpoint,
} from './webhook-endpoints.ts';

const EVENT_CATALOGUE = {
  eventTypes: WEBHOOK_EVENT_TYPES.map((type) => ({ type, example: exampleWebhookPayload(type) })),
};

/** Webhook endpoints, secrets and the delivery log (issue 17): developerTools on the business. */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  const { config, masterKey } = app.services;
  const guard = { sandbox: config.sandbox, publicUrl: config.publicUrl };
  registerRoutes(app, [
    route(webhookApiEndpoints.eventTypes, () => EVENT_CATALOGUE),
    route(webhookApiEndpoints.listEndpoints, ({ db, business }) => listEndpoints(db, business.business.id)),
    route(webhookApiEndpoints.createEndpoint, ({ db, actor, business, body }) =>
      createEndpoint(db, { businessId: business.business.id, userId: actor.userId, masterKey, guard }, body),
    ),
    route(webhookApiEndpoints.updateEndpoint, ({ db, business, params, body }) =>
      updateEndpoint(db, { businessId: business.business.id, endpointId: params.endpointId, guard }, body),
    ),
    route(webhookApiEndpoints.deleteEndpoint, async ({ db, business, params }) => {
      await deleteEndpoint(db, business.business.id, params.endpointId);
      return null;
    }),
    route(webhookApiEndpoints.revealSecret, ({ db, business, params }) =>
      revealSecret(db, masterKey, business.business.id, params.endpointId),
    ),
    route(webhookApiEndpoints.rotateSecret, ({ db, business, params }) =>
      rotateSecret(db, masterKey, business.business.id, params.endpointId),
    ),
    route(webhookApiEndpoints.listAttempts, ({ db, business, params, query }) =>
      listAttempts(db, business.business.id, params.endpointId, {
        limit: query.limit,
        cursor: decodeCursor(query.cursor),
      }),
    ),
    route(webhookApiEndpoints.accessLink, ({ actor, business }) =>
      createPortalLink(
        masterKey,
        config.publicUrl,
        { businessId: business.business.id, userId: actor.userId },
        Date.now(),
      ),
    ),
    route(webhookApiEndpoints.openPortalLink, ({ db, actor, params }) =>
      openPortalLink(db, masterKey, actor, params.token, Date.now()),
    ),
    route(webhookApiEndpoints.resendDelivery, ({ db, business, params }) =>
      resendDelivery(db, business.business.id, params.endpointId, params.deliveryId),
    ),
  ]);
};
