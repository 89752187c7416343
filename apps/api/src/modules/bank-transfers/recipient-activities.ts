import type { ActivityEventType } from '@causeway/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { recipientActivities, users } from '../../db/schema/index.ts';
import { type Cursor, keysetAfter, pageOf } from '../../lib/cursor.ts';
import { enqueueWebhookEvent } from '../webhooks/enqueue-webhook-event.ts';

export type RecipientActivityInput = {
  recipientId: string;
  businessId: string;
  type: ActivityEventType;
  actorUserId: string | null;
  details?: Record<string, unknown>;
};

/** Appends one activity event, in the caller's transaction, beside the change it records. */
export async function recordRecipientActivity(tx: Database, input: RecipientActivityInput) {
  // clock_timestamp, not the transaction's now(): events of one request keep their order.
  const [activity] = await tx
    .insert(recipientActivities)
    .values({ ...input, details: input.details ?? {}, createdAt: sql`clock_timestamp()` })
    .returning({ id: recipientActivities.id, createdAt: recipientActivities.createdAt });
  // The webhook event of this activity (transfers and recipients), in the same transaction.
  await enqueueWebhookEvent(tx, {
    ...input,
    details: input.details ?? {},
    activityId: activity!.id,
    occurredAt: activity!.createdAt,
  });
}

/** A recipient's activity events, newest first, with who did each. */
export async function listRecipientActivities(
  db: Database,
  recipientId: string,
  page: { limit: number; cursor: Cursor | undefined },
) {
  const rows = await db
    .select({
      id: recipientActivities.id,
      type: recipientActivities.type,
      details: recipientActivities.details,
      createdAt: recipientActivities.createdAt,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(recipientActivities)
    .leftJoin(users, eq(users.id, recipientActivities.actorUserId))
    .where(
      and(
        eq(recipientActivities.recipientId, recipientId),
        keysetAfter(page.cursor, recipientActivities.createdAt, recipientActivities.id),
      ),
    )
    .orderBy(desc(recipientActivities.createdAt), desc(recipientActivities.id))
    .limit(page.limit + 1);
  const { items, nextCursor } = pageOf(rows, page.limit);
  return {
    activities: items.map((row) => ({
      id: row.id,
      type: row.type,
      actor: row.actorId
        ? { id: row.actorId, name: `${row.actorFirstName} ${row.actorLastName}`.trim() }
        : null,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    page: { nextCursor },
  };
}
