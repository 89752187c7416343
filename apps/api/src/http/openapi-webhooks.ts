import { exampleWebhookPayload, WEBHOOK_EVENT_TYPES, webhookEventPayloadSchema } from '@causeway/contracts';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { z } from 'zod';

const SIGNATURE_HEADERS = [
  ['webhook-id', 'The message id: the same on every attempt of one message (deduplicate on it).'],
  [
    'webhook-timestamp',
    'Seconds since the epoch when this attempt was signed; refuse one older than 5 minutes.',
  ],
  [
    'webhook-signature',
    'Space-separated `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` signatures; two during a secret rotation.',
  ],
] as const;

/**
 * The OpenAPI 3.1 `webhooks` section: one operation per event type, each with the body every
 * delivery carries and the Standard Webhooks headers. A 2xx within 15 s acknowledges it.
 */
/** The `webhooks` member of the OpenAPI 3.1 document the swagger plugin is given. */
type OpenApiWebhooks = Extract<
  NonNullable<FastifyDynamicSwaggerOptions['openapi']>,
  { webhooks?: unknown }
>['webhooks'];

export function openApiWebhooks(): OpenApiWebhooks {
  const body = z.toJSONSchema(webhookEventPayloadSchema, { target: 'draft-2020-12' });
  return Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          summary: `The ${type} event`,
          description:
            'Sent to every enabled endpoint subscribed to this type. Retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h until a 2xx answer within 15 s; 410 disables the endpoint.',
          tags: ['webhooks'],
          parameters: SIGNATURE_HEADERS.map(([name, description]) => ({
            name,
            in: 'header',
            required: true,
            description,
            schema: { type: 'string' },
          })),
          requestBody: {
            required: true,
            content: { 'application/json': { schema: body, example: exampleWebhookPayload(type) } },
          },
          responses: { '2XX': { description: 'Received: no further attempt is made.' } },
        },
      },
    ]),
  ) as OpenApiWebhooks;
}
