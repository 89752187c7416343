import type { Permission } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardholders, cards } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { authorizeRecord, type BusinessAccess } from '../tenancy/access.ts';
import type { Actor } from '../tenancy/actor.ts';

/** A card reached through its business: a card the caller cannot see answers 404. */
export async function authorizeCard(db: Database, actor: Actor, cardId: string, permission?: Permission) {
  const [card] = await db.select().from(cards).where(eq(cards.id, cardId));
  if (!card) throw notFound('Card');
  const access = await authorizeRecord(db, actor, card.businessId, permission, 'Card');
  return { card, access };
}

/**
 * A card its own cardholder acts on (the cardholder portal), or staff through its business. The
 * holder needs no permission and reaches no business (`access` is null); anyone else is checked
 * as staff, so another person's card answers 404.
 */
export async function authorizeCardOrHolder(
  db: Database,
  actor: Actor,
  cardId: string,
  permission?: Permission,
): Promise<{ card: typeof cards.$inferSelect; access: BusinessAccess | null }> {
  const [row] = await db
    .select({ card: cards, holderUserId: cardholders.userId })
    .from(cards)
    .innerJoin(cardholders, eq(cardholders.id, cards.cardholderId))
    .where(eq(cards.id, cardId));
  if (!row) throw notFound('Card');
  if (row.holderUserId !== null && row.holderUserId === actor.userId) return { card: row.card, access: null };
  const access = await authorizeRecord(db, actor, row.card.businessId, permission, 'Card');
  return { card: row.card, access };
}
