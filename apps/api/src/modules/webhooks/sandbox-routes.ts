import { webhookSandboxEndpoints } from '@causeway/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, route } from '../../http/define-routes.ts';
import { createReceiver, listReceipts, updateReceiver } from './sandbox-receiver.ts';

/** Sandbox only: the built-in webhook receiver (what arrived, and a status to answer with). */
export const sandboxWebhookRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.services.config;
  registerRoutes(app, [
    route(webhookSandboxEndpoints.createReceiver, ({ db, body }) => createReceiver(db, publicUrl, body)),
    route(webhookSandboxEndpoints.updateReceiver, ({ db, params, body }) =>
      updateReceiver(db, publicUrl, params.id, body.answerStatus),
    ),
    route(webhookSandboxEndpoints.receipts, ({ db, params }) => listReceipts(db, params.id)),
  ]);
};
