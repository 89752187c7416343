import { randomUUID } from 'node:crypto';
import type { WebhookEventPayload, WebhookEventType } from '@causeway/contracts';
import { WEBHOOK_PAYLOAD_BYTES_MAX } from '@causeway/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export type WebhookEventInput = {
  businessId: string;
  type: WebhookEventType;
  activityId: string;
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
      activityId: input.activityId,
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
 * always has its deliveries. Endpoints of the business and of its organisation both listen. One
 * statement; with no listening endpoint it writes nothing.
 */
export async function enqueueWebhookEvent(tx: Database, input: WebhookEventInput): Promise<void> {
  const payload = JSON.stringify(payloadOf(input));
  await tx.execute(sql`
    with listeners as (
      select e.id from webhook_endpoints e
      where e.enabled and e.deleted_at is null and ${input.type}::text = any(e.event_types)
        and e.business_id in (
          select b.id from businesses b where b.id = ${input.businessId}
          union all
          select b.parent_id from businesses b where b.id = ${input.businessId} and b.parent_id is not null
        )
    ), event as (
      insert into webhook_events (id, business_id, type, payload)
      select ${randomUUID()}, ${input.businessId}, ${input.type}, ${payload}::jsonb
      where exists (select 1 from listeners)
      returning id
    )
    insert into webhook_deliveries (event_id, endpoint_id)
    select event.id, listeners.id from event, listeners`);
}
