import type { Permission } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cards } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { authorizeRecord } from '../tenancy/access.ts';
import type { Actor } from '../tenancy/actor.ts';

/** A card reached through its business: a card the caller cannot see answers 404. */
export async function authorizeCard(db: Database, actor: Actor, cardId: string, permission?: Permission) {
  const [card] = await db.select().from(cards).where(eq(cards.id, cardId));
  if (!card) throw notFound('Card');
  const access = await authorizeRecord(db, actor, card.businessId, permission, 'Card');
  return { card, access };
}
