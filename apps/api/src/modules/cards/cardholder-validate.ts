import { type CardStatus, ERROR_MESSAGES } from '@causeway/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardholders, cards } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import { authorizeRecord } from '../tenancy/access.ts';
import type { Actor } from '../tenancy/actor.ts';

const lookupFailed = () => new ApiError(404, 'cardholderLookupFailed', ERROR_MESSAGES.cardholderLookupFailed);

/** Whether the caller may see the cards of a business: the record check of every card route. */
async function reaches(db: Database, actor: Actor, businessId: string) {
  try {
    await authorizeRecord(db, actor, businessId, undefined, 'Card');
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return false;
    throw error;
  }
}

/**
 * GET /cards/cardholders/{userId}/validate: whether the account holds cards, and which. The person
 * sees all of theirs; staff see only the cards in businesses they may reach. An unknown account, an
 * account without cards, or one the caller may not see answers the spec's "Card holder id lookup
 * error" (404), the same answer for each, so nothing about other tenants leaks.
 */
export async function validateCardholder(db: Database, actor: Actor, userId: string) {
  const rows = await db
    .select({
      id: cards.id,
      last4: cards.last4,
      form: cards.form,
      status: cards.status,
      businessId: cards.businessId,
    })
    .from(cards)
    .innerJoin(cardholders, eq(cardholders.id, cards.cardholderId))
    .where(eq(cardholders.userId, userId))
    .orderBy(asc(cards.createdAt), asc(cards.id));
  let visible = rows;
  if (actor.userId !== userId) {
    const businessIds = [...new Set(rows.map((row) => row.businessId))];
    const reachable = new Set<string>();
    for (const businessId of businessIds) if (await reaches(db, actor, businessId)) reachable.add(businessId);
    visible = rows.filter((row) => reachable.has(row.businessId));
  }
  if (visible.length === 0) throw lookupFailed();
  return {
    userId,
    isCardholder: true,
    cards: visible.map((row) => ({
      ...row,
      form: row.form as 'virtual' | 'physical',
      status: row.status as CardStatus,
    })),
  };
}
