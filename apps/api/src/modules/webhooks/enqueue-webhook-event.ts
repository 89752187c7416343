import { randomUUID } from 'node:crypto';
import type { WebhookEventPayload, WebhookEventType } from '@causeway/contracts';
import { WEBHOOK_PAYLOAD_BYTES_MAX } from '@causeway/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export type WebhookEventInput = {
  businessId: string;
  type: WebhookEventType;
  /** The activity reported; a card transaction's events name the transaction instead. */
  activityId?: string;
  transactionId?: string;
  cardId?: string;
  recipientId?: string;
  actorUserId: string | null;
  details: Record<string, unknown>;
  occurredAt?: Date;
};

function payloadOf(input: WebhookEventInput): WebhookEventPayload {
  const payload: WebhookEventPayload = {
    type: input.type,
    timestamp: (input.occurredAt ?? new Date()).toISOString(),
    data: {
      ...(input.activityId ? { activityId: input.activityId } : {}),
      ...(input.transactionId ? { transactionId: input.transactionId } : {}),
      businessId: input.businessId,
      ...(input.cardId ? { cardId: input.cardId } : {}),
      ...(input.recipientId ? { recipientId: input.recipientId } : {}),
      actor: input.actorUserId ? { type: 'user', id: input.actorUserId } : { type: 'system', id: null },
      details: input.details,
    },
  };
  if (Buffer.byteLength(JSON.stringify(payload)) <= WEBHOOK_PAYLOAD_BYTES_MAX) return payload;
  return { ...payload, data: { ...payload.data, details: {}, detailsOmitted: true } };
}

/**
 * Writes a webhook event and one delivery per enabled endpoint that listens for its type, in the
 * caller's transaction (the outbox): a change that rolls back leaves no event, and a committed one
 * always has its deliveries. Endpoints of the business and of its organisation both listen.
 */
export async function enqueueWebhookEvent(tx: Database, input: WebhookEventInput): Promise<void> {
  await enqueueWebhookEvents(tx, [input]);
}

/**
 * Many events in one statement (a batch of card loads is one round trip, not one per card); an
 * event no endpoint listens for is not written.
 */
export async function enqueueWebhookEvents(tx: Database, inputs: WebhookEventInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const values = sql.join(
    inputs.map(
      (input) =>
        sql`(${randomUUID()}::uuid, ${input.businessId}::uuid, ${input.type}::text, ${JSON.stringify(payloadOf(input))}::jsonb)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    with input(id, business_id, type, payload) as (values ${values}),
    listeners as (
      select input.id as event_id, e.id as endpoint_id
      from input
      join businesses b on b.id = input.business_id
      join webhook_endpoints e on e.enabled and e.deleted_at is null and input.type = any(e.event_types)
        and (e.business_id = b.id or e.business_id = b.parent_id)
    ), event as (
      insert into webhook_events (id, business_id, type, payload)
      -- An API credential acts through a users row with its own id: its events say so.
      select input.id, input.business_id, input.type,
        case when exists (select 1 from api_credentials c where c.id::text = input.payload #>> '{data,actor,id}')
          then jsonb_set(input.payload, '{data,actor,type}', '"credential"') else input.payload end
      from input
      where exists (select 1 from listeners where listeners.event_id = input.id)
      returning id
    )
    insert into webhook_deliveries (event_id, endpoint_id)
    select listeners.event_id, listeners.endpoint_id from listeners join event on event.id = listeners.event_id`);
}
