import { randomUUID } from 'node:crypto';
import type { ActivityEventType } from '@causeway/domain';
import type { Database } from '../../db/client.ts';
import { cardActivities } from '../../db/schema/index.ts';
import { enqueueWebhookEvents } from '../webhooks/enqueue-webhook-event.ts';

export type ActivityInput = {
  cardId: string;
  businessId: string;
  type: ActivityEventType;
  actorUserId: string | null;
  details?: Record<string, unknown>;
};

/** Appends one activity event, in the caller's transaction, beside the change it records. */
export async function recordCardActivity(tx: Database, input: ActivityInput) {
  await recordCardActivities(tx, [input]);
}

/**
 * Appends activity events and their webhook events (issue 17) in the caller's transaction, two
 * statements however many there are: a batch of card loads records one event per card.
 */
export async function recordCardActivities(tx: Database, inputs: ActivityInput[]) {
  if (inputs.length === 0) return;
  // Ids made here, so each webhook event names its activity whatever order rows come back in.
  const rows = inputs.map((input) => ({ ...input, id: randomUUID(), details: input.details ?? {} }));
  const written = await tx
    .insert(cardActivities)
    .values(rows)
    .returning({ id: cardActivities.id, createdAt: cardActivities.createdAt });
  const createdAtById = new Map(written.map((row) => [row.id, row.createdAt]));
  await enqueueWebhookEvents(
    tx,
    rows.map(({ id, ...input }) => ({ ...input, activityId: id, occurredAt: createdAtById.get(id) })),
  );
}
