import type { WebhookAttempt, WebhookEventType } from '@causeway/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEvents } from '../../db/schema/index.ts';
import { type Cursor, keysetAfter, pageOf } from '../../lib/cursor.ts';
import { apiError, notFound } from '../../lib/errors.ts';
import { endpointOf } from './webhook-endpoints.ts';

/** The delivery log of one endpoint: every attempt, newest first, with where its message stands. */
export async function listAttempts(
  db: Database,
  businessId: string,
  endpointId: string,
  page: { limit: number; cursor: Cursor | undefined },
) {
  await endpointOf(db, businessId, endpointId);
  const rows = await db
    .select({ attempt: webhookAttempts, delivery: webhookDeliveries, eventType: webhookEvents.type })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(
      and(
        eq(webhookAttempts.endpointId, endpointId),
        keysetAfter(page.cursor, webhookAttempts.attemptedAt, webhookAttempts.id),
      ),
    )
    .orderBy(desc(webhookAttempts.attemptedAt), desc(webhookAttempts.id))
    .limit(page.limit + 1);
  const { items, nextCursor } = pageOf(rows, page.limit, (row) => ({
    createdAt: row.attempt.attemptedAt,
    id: row.attempt.id,
  }));
  return {
    attempts: items.map(
      ({ attempt, delivery, eventType }): WebhookAttempt => ({
        id: attempt.id,
        deliveryId: delivery.id,
        messageId: delivery.eventId,
        eventType: eventType as WebhookEventType,
        attemptNumber: attempt.attemptNumber,
        statusCode: attempt.statusCode,
        succeeded: attempt.succeeded,
        durationMs: attempt.durationMs,
        responseExcerpt: attempt.responseExcerpt,
        error: attempt.error,
        attemptedAt: attempt.attemptedAt.toISOString(),
        deliveryStatus: delivery.status,
        nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
      }),
    ),
    page: { nextCursor },
  };
}

/**
 * A manual resend: the message is due now for one attempt outside the schedule (same webhook-id).
 * It succeeds, or the message goes back to where its schedule stood.
 */
export async function resendDelivery(
  db: Database,
  businessId: string,
  endpointId: string,
  deliveryId: string,
) {
  const endpoint = await endpointOf(db, businessId, endpointId);
  if (!endpoint.enabled) throw apiError('webhook_endpoint_disabled');
  const now = new Date();
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', manual: true, nextAttemptAt: now })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .returning({ id: webhookDeliveries.id, nextAttemptAt: webhookDeliveries.nextAttemptAt });
  if (!row) throw notFound('Delivery');
  return { deliveryId: row.id, nextAttemptAt: row.nextAttemptAt.toISOString() };
}
