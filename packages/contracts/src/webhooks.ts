import {
  ACTIVITY_EVENT_TYPES,
  maxLengthMessage,
  validationMessage,
  WEBHOOK_URL_LENGTH_MAX,
} from '@causeway/domain';
import { z } from 'zod';
import { isoDateTime, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * A card purchase's state changes (issue 17): authorized (the hold, still pending), declined,
 * cleared (the final amount posted), reversed (the hold let go) and refunded (money back on a
 * cleared purchase, as its own transaction). They are not activities; each is written with the
 * change in the same database transaction.
 */
export const CARD_TRANSACTION_EVENT_TYPES = [
  'card_transaction_authorized',
  'card_transaction_declined',
  'card_transaction_cleared',
  'card_transaction_reversed',
  'card_transaction_refunded',
] as const;
export type CardTransactionEventType = (typeof CARD_TRANSACTION_EVENT_TYPES)[number];

/**
 * The events a business can subscribe to: every activity event of business spec §3, under the same
 * name, our own (a transfer's outcome, a card's activation), and a card purchase's state changes.
 */
export const WEBHOOK_EVENT_TYPES = [...ACTIVITY_EVENT_TYPES, ...CARD_TRANSACTION_EVENT_TYPES] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

export const WEBHOOK_DESCRIPTION_LENGTH_MAX = 200;

/** The body of every delivery (Standard Webhooks: type, timestamp, data). */
export const webhookEventPayloadSchema = z.object({
  type: webhookEventTypeSchema,
  timestamp: isoDateTime,
  data: z.object({
    /** The activity event this message reports (absent on a card transaction's events). */
    activityId: z.uuid().optional(),
    /** The card transaction a card_transaction_* event reports (a refund is its own transaction). */
    transactionId: z.uuid().optional(),
    businessId: z.uuid(),
    cardId: z.uuid().optional(),
    recipientId: z.uuid().optional(),
    /**
     * Who made the change: a person, an API credential (its id), or null for the platform itself
     * (a job, a bank file, the card network).
     */
    actor: z.object({ type: z.enum(['user', 'credential', 'system']), id: z.uuid().nullable() }),
    /** The activity's own fields (amounts in cents, tag names, …); left out above 64 KB. */
    details: z.record(z.string(), z.unknown()),
    detailsOmitted: z.boolean().optional(),
  }),
});
export type WebhookEventPayload = z.infer<typeof webhookEventPayloadSchema>;

/** An example body of one event type, for the catalogue and the OpenAPI `webhooks` section. */
export function exampleWebhookPayload(type: WebhookEventType): WebhookEventPayload {
  if ((CARD_TRANSACTION_EVENT_TYPES as readonly string[]).includes(type))
    return exampleTransactionPayload(type as CardTransactionEventType);
  const onRecipient = type.startsWith('recipient_') || type.startsWith('bank_');
  return {
    type,
    timestamp: '2026-01-31T14:05:00.000Z',
    data: {
      activityId: '3f0c6a3e-52a4-4c55-9a4e-0b1f1b6f0a11',
      businessId: '8d2f3a0e-1c7b-4f3e-9b55-2a7c9d0e4b21',
      ...(onRecipient
        ? { recipientId: '5b7e2c1d-8a3f-4e6b-9c0d-1f2a3b4c5d6e' }
        : { cardId: '0e9d8c7b-6a5f-4e3d-8c1b-a09f8e7d6c5b' }),
      actor: { type: 'user', id: '6c5b4a39-2817-4f6e-9d5c-4b3a29180f7e' },
      details: type === 'card_funds_loaded' ? { amountCents: 2_500 } : {},
    },
  };
}

const TRANSACTION_STATUS_OF = {
  card_transaction_authorized: 'approved',
  card_transaction_declined: 'declined',
  card_transaction_cleared: 'cleared',
  card_transaction_reversed: 'reversed',
  card_transaction_refunded: 'refunded',
} as const satisfies Record<CardTransactionEventType, string>;

function exampleTransactionPayload(type: CardTransactionEventType): WebhookEventPayload {
  const status = TRANSACTION_STATUS_OF[type];
  return {
    type,
    timestamp: '2026-01-31T14:05:00.000Z',
    data: {
      transactionId: '7a1e9c52-3b8d-4f60-a2c4-9d8e7f6a5b43',
      businessId: '8d2f3a0e-1c7b-4f3e-9b55-2a7c9d0e4b21',
      cardId: '0e9d8c7b-6a5f-4e3d-8c1b-a09f8e7d6c5b',
      actor: { type: 'system', id: null },
      details: {
        kind: status === 'refunded' ? 'refund' : 'authorization',
        status,
        requestedCents: 4_250,
        approvedCents: status === 'declined' ? 0 : 4_250,
        declineReason: status === 'declined' ? 'INSUFFICIENT_FUNDS' : null,
        merchantName: 'Corner Grocery',
        mcc: '5411',
        merchantCategory: 'Grocery Stores, Supermarkets',
        country: 'US',
        ...(status === 'refunded' ? { parentTransactionId: '2c4e6a8b-0d1f-4a3c-8e5b-7d9f1a3c5e7b' } : {}),
      },
    },
  };
}

const urlSchema = z
  .string()
  .trim()
  .min(1, validationMessage('required', { field: 'URL' }))
  .max(
    WEBHOOK_URL_LENGTH_MAX,
    validationMessage('lengthMax', { field: 'URL', length: WEBHOOK_URL_LENGTH_MAX }),
  );
const descriptionSchema = z
  .string()
  .trim()
  .max(WEBHOOK_DESCRIPTION_LENGTH_MAX, maxLengthMessage('label', WEBHOOK_DESCRIPTION_LENGTH_MAX));
const eventTypesSchema = z
  .array(webhookEventTypeSchema)
  .min(1, validationMessage('required', { field: 'eventTypes' }))
  .refine(
    (types) => new Set(types).size === types.length,
    validationMessage('invalid', { field: 'eventTypes' }),
  );

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  businessId: z.uuid(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  /** Why it is off: turned off by a person, answered 410 Gone, or failed for 5 days. */
  disabledReason: z.enum(['manual', 'gone', 'failing']).nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointParamsSchema = z.object({ id: z.uuid(), endpointId: z.uuid() });
export const webhookDeliveryParamsSchema = webhookEndpointParamsSchema.extend({ deliveryId: z.uuid() });

export const createWebhookEndpointBodySchema = z.strictObject({
  url: urlSchema,
  description: descriptionSchema.optional(),
  eventTypes: eventTypesSchema,
  enabled: z.boolean().optional(),
});
export const updateWebhookEndpointBodySchema = z
  .strictObject({
    url: urlSchema.optional(),
    description: descriptionSchema.optional(),
    eventTypes: eventTypesSchema.optional(),
    enabled: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, validationMessage('nothingToUpdate'));

export const webhookSecretResponseSchema = z.object({
  /** whsec_ and base64: the key for standardwebhooks' Webhook(secret). */
  secret: z.string(),
  /** After a rotation, the old secret still signs deliveries until this time. */
  previousSecretExpiresAt: isoDateTime.nullable(),
});

export const webhookAttemptSchema = z.object({
  id: z.uuid(),
  deliveryId: z.uuid(),
  /** The message's webhook-id: the same on every attempt. */
  messageId: z.uuid(),
  eventType: webhookEventTypeSchema,
  /** 1 to 8 for the retry schedule's attempts; null for a manual resend. */
  attemptNumber: z.number().int().nullable(),
  statusCode: z.number().int().nullable(),
  succeeded: z.boolean(),
  durationMs: z.number().int(),
  /** The first KB of the endpoint's answer. */
  responseExcerpt: z.string(),
  error: z.string().nullable(),
  attemptedAt: isoDateTime,
  /** Where the message stands now: pending (more attempts due), succeeded, or failed for good. */
  deliveryStatus: z.enum(['pending', 'succeeded', 'failed']),
  nextAttemptAt: isoDateTime.nullable(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookEventTypeInfoSchema = z.object({
  type: webhookEventTypeSchema,
  example: webhookEventPayloadSchema,
});

const tags = ['webhooks'];
const access = { kind: 'business', permission: 'developerTools' } as const;

/** Webhook endpoints, their secrets and delivery log (issue 17; developerTools, spec §2.3). */
export const webhookApiEndpoints = {
  eventTypes: endpoint({
    method: 'GET',
    path: '/webhooks/eventTypes',
    summary:
      'The event catalogue: every event type a webhook endpoint can subscribe to, with an example body',
    tags,
    access: { kind: 'public' },
    response: z.object({ eventTypes: z.array(webhookEventTypeInfoSchema) }),
  }),
  listEndpoints: endpoint({
    method: 'GET',
    path: '/businesses/{id}/webhooks/endpoints',
    summary: "The business's webhook endpoints, oldest first (developerTools)",
    tags,
    access,
    params: z.object({ id: z.uuid() }),
    response: z.object({ endpoints: z.array(webhookEndpointSchema) }),
  }),
  createEndpoint: endpoint({
    method: 'POST',
    path: '/businesses/{id}/webhooks/endpoints',
    summary: 'Add a webhook endpoint: a URL that is not private (SSRF), the event types, enabled or not',
    tags,
    access,
    params: z.object({ id: z.uuid() }),
    body: createWebhookEndpointBodySchema,
    status: 201,
    response: z.object({ endpoint: webhookEndpointSchema }),
    errors: ['webhook_url_refused', 'webhook_endpoints_limit'],
  }),
  updateEndpoint: endpoint({
    method: 'PATCH',
    path: '/businesses/{id}/webhooks/endpoints/{endpointId}',
    summary: 'Change a webhook endpoint; enabling it again resumes its pending messages',
    tags,
    access,
    params: webhookEndpointParamsSchema,
    body: updateWebhookEndpointBodySchema,
    response: z.object({ endpoint: webhookEndpointSchema }),
    errors: ['webhook_url_refused'],
  }),
  deleteEndpoint: endpoint({
    method: 'DELETE',
    path: '/businesses/{id}/webhooks/endpoints/{endpointId}',
    summary: 'Delete a webhook endpoint: nothing more is sent to it',
    tags,
    access,
    params: webhookEndpointParamsSchema,
    status: 204,
    response: z.null(),
  }),
  revealSecret: endpoint({
    method: 'GET',
    path: '/businesses/{id}/webhooks/endpoints/{endpointId}/secret',
    summary: "The endpoint's signing secret",
    tags,
    access,
    params: webhookEndpointParamsSchema,
    response: webhookSecretResponseSchema,
    noStore: true,
  }),
  rotateSecret: endpoint({
    method: 'POST',
    path: '/businesses/{id}/webhooks/endpoints/{endpointId}/secret/rotate',
    summary: 'A new signing secret; for 24 hours deliveries carry signatures of both',
    tags,
    access,
    params: webhookEndpointParamsSchema,
    response: webhookSecretResponseSchema,
    noStore: true,
  }),
  listAttempts: endpoint({
    method: 'GET',
    path: '/businesses/{id}/webhooks/endpoints/{endpointId}/attempts',
    summary:
      'The delivery log: each attempt, newest first, with status, duration and the first KB of the answer',
    tags,
    access,
    params: webhookEndpointParamsSchema,
    query: pageQuerySchema,
    response: z.object({ attempts: z.array(webhookAttemptSchema), page: pageInfoSchema }),
  }),
  accessLink: endpoint({
    method: 'GET',
    path: '/businesses/{id}/webhooks/accessLink',
    summary:
      'A signed link to the webhook portal page for this business, valid for 5 minutes (business spec §7)',
    tags,
    access,
    params: z.object({ id: z.uuid() }),
    response: z.object({ url: z.string(), expiresAt: isoDateTime }),
    noStore: true,
  }),
  openPortalLink: endpoint({
    method: 'GET',
    path: '/webhooks/portalLinks/{token}',
    summary: 'The business a portal link opens, for the signed-in person it was made for, while it is valid',
    tags,
    access: { kind: 'signedIn' },
    params: z.object({ token: z.string().min(1).max(1_000) }),
    response: z.object({ businessId: z.uuid(), businessName: z.string(), expiresAt: isoDateTime }),
    noStore: true,
  }),
  resendDelivery: endpoint({
    method: 'POST',
    path: '/businesses/{id}/webhooks/endpoints/{endpointId}/deliveries/{deliveryId}/resend',
    summary: 'Send a message again now (one attempt outside the schedule, same webhook-id)',
    tags,
    access,
    params: webhookDeliveryParamsSchema,
    status: 202,
    response: z.object({ deliveryId: z.uuid(), nextAttemptAt: isoDateTime }),
    errors: ['webhook_endpoint_disabled'],
  }),
};

export const webhookSandboxReceiverSchema = z.object({
  id: z.uuid(),
  /** The URL to register as a webhook endpoint (sandbox only; delivered inside the API). */
  url: z.string(),
  /** The status it answers with: 200, or a failure to see the retries. */
  answerStatus: z.number().int(),
});
const answerStatusSchema = z
  .number()
  .int()
  .min(200, validationMessage('invalid', { field: 'answerStatus' }))
  .max(599, validationMessage('invalid', { field: 'answerStatus' }));

export const webhookSandboxReceiptSchema = z.object({
  id: z.uuid(),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
  answeredStatus: z.number().int(),
  /** Checked on arrival with standardwebhooks' verify against the endpoint's secrets. */
  signatureValid: z.boolean(),
  receivedAt: isoDateTime,
});

/** Sandbox only: a built-in receiver to point an endpoint at and see what arrived. */
export const webhookSandboxEndpoints = {
  createReceiver: endpoint({
    method: 'POST',
    path: '/sandbox/webhookReceivers',
    summary: 'Sandbox: a built-in webhook receiver for a business',
    tags: ['sandbox'],
    access: { kind: 'public' },
    body: z.strictObject({ businessId: z.uuid(), answerStatus: answerStatusSchema.optional() }),
    status: 201,
    response: z.object({ receiver: webhookSandboxReceiverSchema }),
  }),
  updateReceiver: endpoint({
    method: 'PATCH',
    path: '/sandbox/webhookReceivers/{id}',
    summary: 'Sandbox: change the status the receiver answers with',
    tags: ['sandbox'],
    access: { kind: 'public' },
    params: z.object({ id: z.uuid() }),
    body: z.strictObject({ answerStatus: answerStatusSchema }),
    response: z.object({ receiver: webhookSandboxReceiverSchema }),
  }),
  receipts: endpoint({
    method: 'GET',
    path: '/sandbox/webhookReceivers/{id}/messages',
    summary: 'Sandbox: what arrived at the receiver, newest first',
    tags: ['sandbox'],
    access: { kind: 'public' },
    params: z.object({ id: z.uuid() }),
    response: z.object({ messages: z.array(webhookSandboxReceiptSchema) }),
  }),
};
