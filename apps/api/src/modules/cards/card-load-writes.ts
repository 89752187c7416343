import { randomUUID } from 'node:crypto';
import type { WebhookEventPayload } from '@causeway/contracts';
import { WEBHOOK_PAYLOAD_BYTES_MAX } from '@causeway/domain';
import { sql } from 'drizzle-orm';
import { cardActivities } from '../../db/schema/index.ts';
import type { WriteParts } from '../../ledger/write-parts.ts';

export type LoadedCard = {
  cardId: string;
  businessId: string;
  actorUserId: string;
  amountCents: number;
  entryId: string;
};

/** The `card_funds_loaded` webhook event as enqueueWebhookEvent shapes it; its time is set in SQL. */
function eventPayload(activityId: string, load: LoadedCard): WebhookEventPayload {
  const payload: WebhookEventPayload = {
    type: 'card_funds_loaded',
    // Replaced by the activity's created_at in the statement; the same length, so the size holds.
    timestamp: new Date().toISOString(),
    data: {
      activityId,
      businessId: load.businessId,
      cardId: load.cardId,
      actor: { type: 'user', id: load.actorUserId },
      details: { amountCents: load.amountCents, entryId: load.entryId },
    },
  };
  if (Buffer.byteLength(JSON.stringify(payload)) <= WEBHOOK_PAYLOAD_BYTES_MAX) return payload;
  return { ...payload, data: { ...payload.data, details: {}, detailsOmitted: true } };
}

/**
 * The loaded cards' `card_funds_loaded` activities and their webhook events (the outbox, through
 * webhook_event_enqueue of migration 0032) as parts of the load's one write statement, beside its
 * entries: the same rows recordCardActivities writes, without two more round trips.
 */
export function loadActivityParts(loads: LoadedCard[]): WriteParts {
  const values = sql.join(
    loads.map((load) => {
      const activityId = randomUUID();
      const details = JSON.stringify({ amountCents: load.amountCents, entryId: load.entryId });
      return sql`(${activityId}::uuid, ${load.cardId}::uuid, ${load.businessId}::uuid, ${load.actorUserId}::uuid,
                  ${details}::jsonb, ${randomUUID()}::uuid, ${JSON.stringify(eventPayload(activityId, load))}::jsonb)`;
    }),
    sql`, `,
  );
  return {
    ctes: [
      sql`activity_input(id, card_id, business_id, actor_user_id, details, event_id, payload) as (values ${values})`,
      sql`activity as (
        insert into ${cardActivities} (id, card_id, business_id, type, actor_user_id, details)
        select id, card_id, business_id, 'card_funds_loaded', actor_user_id, details from activity_input
        returning id, created_at
      )`,
      sql`activity_event as (
        select webhook_event_enqueue(input.event_id, input.business_id, 'card_funds_loaded',
          jsonb_set(input.payload, '{timestamp}',
            to_jsonb(to_char(activity.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))))
        from activity_input input join activity on activity.id = input.id
      )`,
    ],
    columns: [
      sql`money_move_expect((select count(*) from activity) = ${loads.length}
        and (select count(*) from activity_event) = ${loads.length}, 'card load activities written') as activities_written`,
    ],
  };
}
