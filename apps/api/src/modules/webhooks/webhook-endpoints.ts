import type { WebhookEndpoint, WebhookEventType } from '@causeway/contracts';
import { WEBHOOK_ENDPOINTS_PER_BUSINESS_MAX } from '@causeway/domain';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webhookEndpoints } from '../../db/schema/index.ts';
import { apiError, notFound } from '../../lib/errors.ts';
import {
  newWebhookSecret,
  openWebhookSecret,
  previousSecretExpiry,
  sealWebhookSecret,
} from './webhook-secrets.ts';
import { assertWebhookUrlAllowed, type UrlGuardOptions } from './webhook-url-guard.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

export const endpointView = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  businessId: row.businessId,
  url: row.url,
  description: row.description,
  eventTypes: row.eventTypes as WebhookEventType[],
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The business's endpoint, or 404 (another business's endpoint is not found either). */
export async function endpointOf(db: Database, businessId: string, endpointId: string): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        eq(webhookEndpoints.businessId, businessId),
        isNull(webhookEndpoints.deletedAt),
      ),
    );
  if (!row) throw notFound();
  return row;
}

export async function listEndpoints(db: Database, businessId: string) {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.businessId, businessId), isNull(webhookEndpoints.deletedAt)))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
  return { endpoints: rows.map(endpointView) };
}

export type CreateEndpointInput = {
  url: string;
  description?: string;
  eventTypes: WebhookEventType[];
  enabled?: boolean;
};

export async function createEndpoint(
  db: Database,
  context: { businessId: string; userId: string; masterKey: Buffer; guard: UrlGuardOptions },
  input: CreateEndpointInput,
) {
  // DNS before the transaction: no lock is held while a resolver answers.
  await assertWebhookUrlAllowed(input.url, context.guard);
  return db.transaction(async (tx) => {
    // The count and the insert under one lock of the business's endpoints: two requests at once
    // cannot both take the last place.
    await tx.execute(sql`select 1 from businesses where id = ${context.businessId} for no key update`);
    const [existing] = await tx
      .select({ total: count() })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.businessId, context.businessId), isNull(webhookEndpoints.deletedAt)));
    if ((existing?.total ?? 0) >= WEBHOOK_ENDPOINTS_PER_BUSINESS_MAX)
      throw apiError('webhook_endpoints_limit');
    const enabled = input.enabled ?? true;
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        businessId: context.businessId,
        url: input.url,
        description: input.description ?? '',
        eventTypes: input.eventTypes,
        enabled,
        disabledReason: enabled ? null : 'manual',
        secretCiphertext: sealWebhookSecret(context.masterKey, newWebhookSecret()),
        createdByUserId: context.userId,
      })
      .returning();
    return { endpoint: endpointView(row!) };
  });
}

export async function updateEndpoint(
  db: Database,
  context: { businessId: string; endpointId: string; guard: UrlGuardOptions },
  input: Partial<CreateEndpointInput>,
) {
  await endpointOf(db, context.businessId, context.endpointId);
  if (input.url !== undefined) await assertWebhookUrlAllowed(input.url, context.guard);
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.eventTypes !== undefined ? { eventTypes: input.eventTypes } : {}),
      // Enabling again starts a fresh failure clock; pending messages resume.
      ...(input.enabled === true ? { enabled: true, disabledReason: null, failingSince: null } : {}),
      ...(input.enabled === false ? { enabled: false, disabledReason: 'manual' as const } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(webhookEndpoints.id, context.endpointId), isNull(webhookEndpoints.deletedAt)))
    .returning();
  if (!row) throw notFound();
  return { endpoint: endpointView(row) };
}

/** Soft delete: the delivery log keeps its endpoint; nothing more is sent or shown. */
export async function deleteEndpoint(db: Database, businessId: string, endpointId: string) {
  await endpointOf(db, businessId, endpointId);
  await db
    .update(webhookEndpoints)
    .set({ deletedAt: new Date(), enabled: false, disabledReason: 'manual', updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, endpointId));
}

const secretView = (masterKey: Buffer, row: EndpointRow) => ({
  secret: openWebhookSecret(masterKey, row.secretCiphertext),
  previousSecretExpiresAt:
    row.previousSecretExpiresAt && row.previousSecretExpiresAt > new Date()
      ? row.previousSecretExpiresAt.toISOString()
      : null,
});

export async function revealSecret(db: Database, masterKey: Buffer, businessId: string, endpointId: string) {
  return secretView(masterKey, await endpointOf(db, businessId, endpointId));
}

/** A new secret; the current one keeps signing beside it for 24 hours. */
export async function rotateSecret(db: Database, masterKey: Buffer, businessId: string, endpointId: string) {
  const current = await endpointOf(db, businessId, endpointId);
  const now = new Date();
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      secretCiphertext: sealWebhookSecret(masterKey, newWebhookSecret()),
      previousSecretCiphertext: current.secretCiphertext,
      previousSecretExpiresAt: previousSecretExpiry(now),
      updatedAt: now,
    })
    // Only from the secret read: two rotations at once do not both keep the same "previous".
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        eq(webhookEndpoints.secretCiphertext, current.secretCiphertext),
      ),
    )
    .returning();
  if (!row) return rotateSecret(db, masterKey, businessId, endpointId);
  return secretView(masterKey, row);
}
