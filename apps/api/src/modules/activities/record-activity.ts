import type { ActivityEventType } from '@causeway/domain';
import type { Database } from '../../db/client.ts';
import { cardActivities } from '../../db/schema/index.ts';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event.ts';

export type ActivityInput = {
  cardId: string;
  businessId: string;
  type: ActivityEventType;
  actorUserId: string | null;
  details?: Record<string, unknown>;
};

/** Appends one activity event, in the caller's transaction, beside the change it records. */
export async function recordCardActivity(tx: Database, input: ActivityInput) {
  const [activity] = await tx
    .insert(cardActivities)
    .values({ ...input, details: input.details ?? {} })
    .returning({ id: cardActivities.id, createdAt: cardActivities.createdAt });
  // The webhook event of this activity, in the same transaction (issue 17).
  await enqueueWebhookEvent(tx, {
    ...input,
    details: input.details ?? {},
    activityId: activity!.id,
    occurredAt: activity!.createdAt,
  });
}
