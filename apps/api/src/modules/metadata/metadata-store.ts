import type { ActivityEventType, Permission } from '@causeway/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardholders, cards, type MetadataPair, metadataEntries } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordCardActivity } from '../activities/record-activity.ts';
import { authorizeRecord } from '../tenancy/access.ts';
import type { Actor } from '../tenancy/actor.ts';

export type MetadataTargetType = 'card' | 'cardholder' | 'recipient';
export type MetadataTarget = { type: MetadataTargetType; targetId: string };

const TARGET_WORDS: Record<MetadataTargetType, string> = {
  card: 'Card',
  cardholder: 'Cardholder',
  recipient: 'Recipient',
};

/** The business a target belongs to; recipients do not exist yet, so they are never found. */
async function targetBusinessId(db: Database, target: MetadataTarget): Promise<string | undefined> {
  if (target.type === 'card') {
    const [row] = await db
      .select({ businessId: cards.businessId })
      .from(cards)
      .where(eq(cards.id, target.targetId));
    return row?.businessId;
  }
  if (target.type === 'cardholder') {
    const [row] = await db
      .select({ businessId: cardholders.businessId })
      .from(cardholders)
      .where(eq(cardholders.id, target.targetId));
    return row?.businessId;
  }
  return undefined;
}

/**
 * Reaches a target through its business: an unknown target, or one the caller cannot see, answers
 * 404 in the target's name; a reachable one without the permission answers 403.
 */
export async function authorizeMetadataTarget(
  db: Database,
  actor: Actor,
  target: MetadataTarget,
  permission?: Permission,
) {
  const businessId = await targetBusinessId(db, target);
  if (!businessId) throw notFound(TARGET_WORDS[target.type]);
  await authorizeRecord(db, actor, businessId, permission, TARGET_WORDS[target.type]);
  return businessId;
}

type EntryRow = typeof metadataEntries.$inferSelect;

function toAnswer(target: MetadataTarget, businessId: string, row: EntryRow | undefined) {
  return {
    type: target.type,
    targetId: target.targetId,
    businessId,
    metadata: row?.metadata ?? [],
    createdAt: row?.createdAt.toISOString() ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

const targetIs = (target: MetadataTarget) =>
  and(eq(metadataEntries.targetType, target.type), eq(metadataEntries.targetId, target.targetId));

/** Card targets get an activity event beside the change; other targets have no activity feed. */
async function recordIfCard(
  tx: Database,
  target: MetadataTarget,
  businessId: string,
  type: ActivityEventType,
  userId: string,
  keys: string[],
) {
  if (target.type !== 'card') return;
  await recordCardActivity(tx, {
    cardId: target.targetId,
    businessId,
    type,
    actorUserId: userId,
    details: { keys },
  });
}

export async function readMetadata(db: Database, target: MetadataTarget, businessId: string) {
  const [row] = await db.select().from(metadataEntries).where(targetIs(target));
  return toAnswer(target, businessId, row);
}

/** Creates a target's metadata; 409 when it already has some (PATCH replaces it). */
export async function createMetadata(
  db: Database,
  target: MetadataTarget,
  businessId: string,
  metadata: MetadataPair[],
  userId: string,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(metadataEntries)
      .values({ businessId, targetType: target.type, targetId: target.targetId, metadata })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw conflict(
        'metadata_exists',
        'This item already has metadata. Update it instead of adding it again.',
      );
    }
    await recordIfCard(
      tx,
      target,
      businessId,
      'metadata_added',
      userId,
      metadata.map((pair) => pair.key),
    );
    return toAnswer(target, businessId, row);
  });
}

/** Replaces all the pairs of a target's metadata; 404 when it has none. */
export async function replaceMetadata(
  db: Database,
  target: MetadataTarget,
  businessId: string,
  metadata: MetadataPair[],
  userId: string,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(metadataEntries)
      .set({ metadata, updatedAt: new Date() })
      .where(targetIs(target))
      .returning();
    if (!row) throw notFound('Metadata');
    await recordIfCard(
      tx,
      target,
      businessId,
      'metadata_updated',
      userId,
      metadata.map((pair) => pair.key),
    );
    return toAnswer(target, businessId, row);
  });
}

/** Removes a target's metadata; 404 when it has none. */
export async function deleteMetadata(
  db: Database,
  target: MetadataTarget,
  businessId: string,
  userId: string,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(metadataEntries).where(targetIs(target)).returning();
    if (!row) throw notFound('Metadata');
    await recordIfCard(
      tx,
      target,
      businessId,
      'metadata_deleted',
      userId,
      row.metadata.map((pair) => pair.key),
    );
    return toAnswer(target, businessId, undefined);
  });
}

/** GET /businesses/metadata: any member of the target's business reads its metadata. */
export async function readTargetMetadata(db: Database, actor: Actor, target: MetadataTarget) {
  const businessId = await authorizeMetadataTarget(db, actor, target);
  return readMetadata(db, target, businessId);
}

type MetadataWrite = MetadataTarget & { metadata: MetadataPair[] };

/** POST /businesses/metadata (editMetadata): 409 when the target already has metadata. */
export async function addTargetMetadata(
  db: Database,
  actor: Actor,
  { type, targetId, metadata }: MetadataWrite,
  permission: Permission | undefined,
) {
  const target = { type, targetId };
  const businessId = await authorizeMetadataTarget(db, actor, target, permission);
  return createMetadata(db, target, businessId, metadata, actor.userId);
}

/** PATCH /businesses/metadata (editMetadata): the pairs sent replace the target's. */
export async function replaceTargetMetadata(
  db: Database,
  actor: Actor,
  { type, targetId, metadata }: MetadataWrite,
  permission: Permission | undefined,
) {
  const target = { type, targetId };
  const businessId = await authorizeMetadataTarget(db, actor, target, permission);
  return replaceMetadata(db, target, businessId, metadata, actor.userId);
}

/** DELETE /businesses/metadata (editMetadata): a metadata list sent along is ignored. */
export async function removeTargetMetadata(
  db: Database,
  actor: Actor,
  { type, targetId }: MetadataTarget,
  permission: Permission | undefined,
) {
  const target = { type, targetId };
  const businessId = await authorizeMetadataTarget(db, actor, target, permission);
  return deleteMetadata(db, target, businessId, actor.userId);
}
