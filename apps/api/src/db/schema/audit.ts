import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit trail: one row per mutation by any actor (a person, an API credential, a job), with
 * who, what, when, from where and the request id. Rows are immutable (a trigger refuses UPDATE and
 * DELETE, migration 0007); request bodies are never kept, so no secret or card number lands here.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
    /** user | job | api_credential | anonymous (a sign-in attempt before anyone is known). */
    actorType: text('actor_type').notNull(),
    actorUserId: uuid('actor_user_id'),
    /** The organisation and the business the mutation touched, when it touched one. */
    organizationId: uuid('organization_id'),
    businessId: uuid('business_id'),
    /** What was done: the route (`POST /api/cards/:id/lock`) or the job's name. */
    action: text('action').notNull(),
    /** The ids the action named (path parameters that are ids); never free text. */
    target: jsonb('target').$type<Record<string, string>>().notNull().default({}),
    statusCode: integer('status_code'),
    requestId: text('request_id'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('audit_events_business_idx').on(table.businessId, table.occurredAt, table.id),
    index('audit_events_actor_idx').on(table.actorUserId, table.occurredAt),
  ],
);
