import { randomPresetColor } from '@causeway/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cards, cardTags, tags } from '../../db/schema/index.ts';
import { type Cursor, keysetAfterAscending, pageOf } from '../../lib/cursor.ts';
import { notFound } from '../../lib/errors.ts';
import { recordCardActivity } from '../activities/record-activity.ts';
import type { BusinessAccess } from '../tenancy/access.ts';

type TagRow = typeof tags.$inferSelect;
type Card = typeof cards.$inferSelect;

export const toTag = (row: TagRow) => ({
  id: row.id,
  name: row.name,
  color: row.color,
  createdAt: row.createdAt.toISOString(),
});

/** A page of an organisation's tags, oldest first (a keyset the picker sorts by name). */
export async function listOrganizationTags(
  db: Database,
  organizationId: string,
  page: { limit: number; cursor?: Cursor | undefined },
) {
  const rows = await db
    .select()
    .from(tags)
    .where(
      and(
        eq(tags.organizationId, organizationId),
        keysetAfterAscending(page.cursor, tags.createdAt, tags.id),
      ),
    )
    .orderBy(asc(tags.createdAt), asc(tags.id))
    .limit(page.limit + 1);
  const { items, nextCursor } = pageOf(rows, page.limit);
  return { tags: items.map(toTag), page: { nextCursor } };
}

export type TagCardsInput = { cardIds: string[]; name: string; color?: string | undefined };

/**
 * Finds the organisation's tag by name (any case) or creates it, then attaches it to each card.
 * Every card must belong to the business (or one of its programs): otherwise nothing is written.
 */
export async function tagCards(db: Database, access: BusinessAccess, input: TagCardsInput, userId: string) {
  const scope = access.visibleBusinessIds;
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: cards.id, businessId: cards.businessId })
      .from(cards)
      .where(and(inArray(cards.id, input.cardIds), inArray(cards.businessId, scope)));
    if (found.length !== input.cardIds.length) throw notFound('Card');
    const businessOf = new Map(found.map((card) => [card.id, card.businessId]));

    const organizationId = access.topLevelBusinessId;
    const color = input.color ? input.color : randomPresetColor();
    // A concurrent request may create the same name: the unique index decides, then read the winner.
    const [inserted] = await tx
      .insert(tags)
      .values({ organizationId, name: input.name, color, createdByUserId: userId })
      .onConflictDoNothing()
      .returning();
    const [tag] = inserted
      ? [inserted]
      : await tx
          .select()
          .from(tags)
          .where(
            and(eq(tags.organizationId, organizationId), sql`lower(${tags.name}) = lower(${input.name})`),
          );
    const attached = await tx
      .insert(cardTags)
      .values(input.cardIds.map((cardId) => ({ cardId, tagId: tag!.id })))
      .onConflictDoNothing()
      .returning({ cardId: cardTags.cardId });
    const attachedIds = new Set(attached.map((row) => row.cardId));
    const attachedCardIds = input.cardIds.filter((id) => attachedIds.has(id));
    for (const cardId of attachedCardIds) {
      await recordCardActivity(tx, {
        cardId,
        businessId: businessOf.get(cardId)!,
        type: 'card_tag_added',
        actorUserId: userId,
        details: { tagId: tag!.id, tagName: tag!.name },
      });
    }
    return { tag: toTag(tag!), created: Boolean(inserted), attachedCardIds };
  });
}

/** The tags attached to a card, by name. */
export async function listCardTags(db: Database, cardId: string) {
  const rows = await db
    .select({ id: tags.id, name: tags.name, color: tags.color, createdAt: tags.createdAt })
    .from(cardTags)
    .innerJoin(tags, eq(tags.id, cardTags.tagId))
    .where(eq(cardTags.cardId, cardId))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
  return {
    cardId,
    tags: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/** Detaches a tag from a card; the tag stays in the organisation. 404 when the card does not carry it. */
export async function removeCardTag(db: Database, card: Card, tagId: string, userId: string) {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(cardTags)
      .where(and(eq(cardTags.cardId, card.id), eq(cardTags.tagId, tagId)))
      .returning({ tagId: cardTags.tagId });
    if (!removed) throw notFound('Tag');
    const [tag] = await tx.select({ name: tags.name }).from(tags).where(eq(tags.id, tagId));
    await recordCardActivity(tx, {
      cardId: card.id,
      businessId: card.businessId,
      type: 'card_tag_removed',
      actorUserId: userId,
      details: { tagId, tagName: tag?.name ?? null },
    });
  });
  return listCardTags(db, card.id);
}
