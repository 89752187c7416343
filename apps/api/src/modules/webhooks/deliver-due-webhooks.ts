import {
  type LanguageCode,
  type Permission,
  roleGrants,
  WEBHOOK_FAILING_DISABLE_AFTER_MS,
  webhookAttemptSucceeded,
  webhookEndpointAfterFailure,
  webhookRetryDelayMs,
} from '@causeway/domain';
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Outbox } from '../../adapters/outbox.ts';
import type { Database } from '../../db/client.ts';
import {
  businesses,
  userRoles,
  users,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema/index.ts';
import { linkInLanguage } from '../../messages/links.ts';
import { webhookEndpointDisabledEmail } from '../../messages/templates/webhooks.ts';
import { signedHeaders, signingSecrets } from './webhook-secrets.ts';
import type { WebhookTransport } from './webhook-transport.ts';

/** A claimed attempt is another worker's for this long (the 15 s timeout and a margin); then it is due again. */
const CLAIM_LEASE_MS = 60_000;
const BATCH_SIZE = 20;
const DAY_MS = 86_400_000;

export type WebhookDeliveryContext = {
  masterKey: Buffer;
  /** The real HTTP transport, or the sandbox receiver's, chosen by URL. */
  transportFor: (url: string) => WebhookTransport;
  outbox: Outbox;
  publicUrl: string;
  log: { error: (message: string, error?: unknown) => void };
};

type Claimed = { id: string; eventId: string; endpointId: string; attempts: number; manual: boolean };

/**
 * Takes the due deliveries of enabled endpoints: each row is locked by one worker (SKIP LOCKED)
 * and moved a lease ahead in the same statement, so two workers never make the same attempt.
 * A worker that dies mid-attempt leaves the row due again once the lease ends (at least once).
 */
async function claimDue(db: Database, now: Date): Promise<Claimed[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        eq(webhookEndpoints.enabled, true),
        isNull(webhookEndpoints.deletedAt),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(BATCH_SIZE)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  return db
    .update(webhookDeliveries)
    .set({
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
      attempts: sql`case when ${webhookDeliveries.manual} then ${webhookDeliveries.attempts} else ${webhookDeliveries.attempts} + 1 end`,
    })
    .where(inArray(webhookDeliveries.id, due))
    .returning({
      id: webhookDeliveries.id,
      eventId: webhookDeliveries.eventId,
      endpointId: webhookDeliveries.endpointId,
      attempts: webhookDeliveries.attempts,
      manual: webhookDeliveries.manual,
    });
}

/** One pass: claims what is due, sends each (at once, in parallel), records each outcome. */
export async function deliverDueWebhooks(db: Database, context: WebhookDeliveryContext, now: () => Date) {
  const claimed = await claimDue(db, now());
  await Promise.all(
    claimed.map((delivery) =>
      attempt(db, context, delivery, now).catch((error: unknown) =>
        context.log.error(
          `webhook delivery ${delivery.id} could not be recorded; it is due again after its lease`,
          error,
        ),
      ),
    ),
  );
  return claimed.length;
}

async function attempt(db: Database, context: WebhookDeliveryContext, delivery: Claimed, now: () => Date) {
  const [row] = await db
    .select({ event: webhookEvents, endpoint: webhookEndpoints })
    .from(webhookEvents)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, delivery.endpointId))
    .where(eq(webhookEvents.id, delivery.eventId));
  if (!row) return;
  const body = JSON.stringify(row.event.payload);
  const sentAt = now();
  const headers = signedHeaders(
    signingSecrets(context.masterKey, row.endpoint, sentAt),
    row.event.id,
    sentAt,
    body,
  );
  const startedMs = performance.now();
  const response = await context.transportFor(row.endpoint.url)({ url: row.endpoint.url, headers, body });
  const durationMs = Math.round(performance.now() - startedMs);
  const attemptedAt = now();
  const succeeded = webhookAttemptSucceeded({ statusCode: response.statusCode, durationMs });

  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      endpointId: delivery.endpointId,
      attemptNumber: delivery.manual ? null : delivery.attempts,
      statusCode: response.statusCode,
      succeeded,
      durationMs,
      responseExcerpt: response.responseExcerpt,
      error: response.error,
      attemptedAt,
    });
    if (succeeded) {
      await tx
        .update(webhookDeliveries)
        .set({ status: 'succeeded', manual: false })
        .where(eq(webhookDeliveries.id, delivery.id));
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(and(eq(webhookEndpoints.id, delivery.endpointId), isNotNull(webhookEndpoints.failingSince)));
      return;
    }
    // A manual resend that fails goes back to where the schedule stood.
    const delayMs = webhookRetryDelayMs(delivery.attempts);
    await tx
      .update(webhookDeliveries)
      .set(
        delayMs === null
          ? { status: 'failed', manual: false }
          : { status: 'pending', manual: false, nextAttemptAt: new Date(attemptedAt.getTime() + delayMs) },
      )
      .where(eq(webhookDeliveries.id, delivery.id));
    await recordEndpointFailure(tx, context, delivery.endpointId, response.statusCode, attemptedAt);
  });
}

/** Starts the endpoint's failure clock, and disables it on 410 or after 5 days of failures. */
async function recordEndpointFailure(
  tx: Database,
  context: WebhookDeliveryContext,
  endpointId: string,
  statusCode: number | null,
  attemptedAt: Date,
) {
  const [endpoint] = await tx
    .update(webhookEndpoints)
    .set({
      failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${attemptedAt.toISOString()}::timestamptz)`,
    })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  if (!endpoint?.enabled) return;
  const decision = webhookEndpointAfterFailure({
    statusCode,
    failingSinceMs: endpoint.failingSince!.getTime(),
    nowMs: attemptedAt.getTime(),
  });
  if (decision === 'keep') return;
  await tx
    .update(webhookEndpoints)
    .set({
      enabled: false,
      disabledReason: decision === 'disableGone' ? 'gone' : 'failing',
      updatedAt: attemptedAt,
    })
    .where(eq(webhookEndpoints.id, endpointId));
  await emailDevelopers(tx, context, endpoint, decision);
}

const DEVELOPER_PERMISSION: Permission = 'developerTools';

/** Everyone holding developerTools on the endpoint's business (or its organisation) is told. */
async function emailDevelopers(
  tx: Database,
  context: WebhookDeliveryContext,
  endpoint: typeof webhookEndpoints.$inferSelect,
  decision: 'disableGone' | 'disableFailing',
) {
  const [business] = await tx
    .select({ id: businesses.id, parentId: businesses.parentId, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, endpoint.businessId));
  if (!business) return;
  const members = await tx
    .selectDistinct({ email: users.email, language: users.language, role: userRoles.role })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(inArray(userRoles.businessId, [business.id, ...(business.parentId ? [business.parentId] : [])]));
  // One email per address (a person may hold the permission on the program and its organisation),
  // written in that person's own language.
  const readers = new Map<string, LanguageCode>();
  for (const member of members)
    if (member.email && roleGrants(member.role as never, DEVELOPER_PERMISSION))
      readers.set(member.email, member.language);
  for (const [to, language] of readers)
    await context.outbox.email(tx, {
      to,
      ...webhookEndpointDisabledEmail.render(language, {
        endpointUrl: endpoint.url,
        businessName: business.name,
        reason: decision === 'disableGone' ? 'gone' : 'failing',
        failingDays: WEBHOOK_FAILING_DISABLE_AFTER_MS / DAY_MS,
        integrationsUrl: linkInLanguage(`${context.publicUrl}/integrations`, language),
      }),
    });
}
