import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardholders, cards } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * A card of the signed-in cardholder. Full card details are shown to the card's holder only, never
 * to staff: any other caller hears 404, as for a card that does not exist.
 */
export async function requireOwnCard(db: Database, cardId: string, userId: string) {
  const [row] = await db
    .select({ card: cards })
    .from(cards)
    .innerJoin(cardholders, eq(cardholders.id, cards.cardholderId))
    .where(and(eq(cards.id, cardId), eq(cardholders.userId, userId)));
  if (!row) throw notFound('Card');
  return row.card;
}
