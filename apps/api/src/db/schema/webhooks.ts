import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { oneOf } from './one-of.ts';
import { users } from './users.ts';

/** Millisecond precision, so a JavaScript Date names the stored instant exactly. */
const atMs = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const WEBHOOK_DISABLED_REASONS = ['manual', 'gone', 'failing'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Where a business's events are sent (issue 17). The signing secrets are encrypted at rest. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason').$type<WebhookDisabledReason>(),
    secretCiphertext: text('secret_ciphertext').notNull(),
    /** The secret before the last rotation: deliveries carry both signatures until it expires. */
    previousSecretCiphertext: text('previous_secret_ciphertext'),
    previousSecretExpiresAt: atMs('previous_secret_expires_at'),
    /** The first failed attempt since the last success; 5 days of failures disables the endpoint. */
    failingSince: atMs('failing_since'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: atMs('created_at').notNull().defaultNow(),
    updatedAt: atMs('updated_at').notNull().defaultNow(),
    deletedAt: atMs('deleted_at'),
  },
  (table) => [
    check(
      'webhook_endpoints_disabled_reason',
      sql`${table.disabledReason} is null or ${oneOf(table.disabledReason, WEBHOOK_DISABLED_REASONS)}`,
    ),
    check('webhook_endpoints_enabled_reason', sql`${table.enabled} = (${table.disabledReason} is null)`),
    index('webhook_endpoints_business_idx').on(table.businessId),
  ],
);

/**
 * One event, written in the transaction of the change it reports (the outbox), and only when an
 * endpoint listens for it. Its id is the message's webhook-id on every attempt.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    type: text('type').notNull(),
    /** The whole body as sent: { type, timestamp, data }. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: atMs('created_at').notNull().defaultNow(),
  },
  (table) => [index('webhook_events_business_idx').on(table.businessId, table.createdAt)],
);

/** One event owed to one endpoint: its schedule and outcome. Workers claim due rows with SKIP LOCKED. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    /** Attempts of the schedule made so far (a manual resend is not counted). */
    attempts: integer('attempts').notNull().default(0),
    /** A person asked to send it again: one attempt, outside the schedule. */
    manual: boolean('manual').notNull().default(false),
    nextAttemptAt: atMs('next_attempt_at').notNull().defaultNow(),
    createdAt: atMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('webhook_deliveries_status', oneOf(table.status, WEBHOOK_DELIVERY_STATUSES)),
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
  ],
);

/** The delivery log: every attempt with its answer's status, duration and first KB. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    /** 1 to 8 for the schedule's attempts, null for a manual resend. */
    attemptNumber: integer('attempt_number'),
    statusCode: integer('status_code'),
    succeeded: boolean('succeeded').notNull(),
    durationMs: integer('duration_ms').notNull(),
    responseExcerpt: text('response_excerpt').notNull().default(''),
    error: text('error'),
    attemptedAt: atMs('attempted_at').notNull(),
  },
  (table) => [index('webhook_attempts_endpoint_idx').on(table.endpointId, table.attemptedAt)],
);

/** Sandbox only: a receiver served by our own API that keeps what arrived and answers as told. */
export const webhookSandboxReceivers = pgTable(
  'webhook_sandbox_receivers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    answerStatus: integer('answer_status').notNull().default(200),
    createdAt: atMs('created_at').notNull().defaultNow(),
  },
  (table) => [check('webhook_sandbox_receivers_status', sql`${table.answerStatus} between 200 and 599`)],
);

export const webhookSandboxReceipts = pgTable(
  'webhook_sandbox_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => webhookSandboxReceivers.id),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    body: text('body').notNull(),
    answeredStatus: integer('answered_status').notNull(),
    signatureValid: boolean('signature_valid').notNull().default(false),
    receivedAt: atMs('received_at').notNull().defaultNow(),
  },
  (table) => [index('webhook_sandbox_receipts_receiver_idx').on(table.receiverId, table.receivedAt)],
);
