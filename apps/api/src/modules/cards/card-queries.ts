import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardholders, cards, cardTags, tags } from '../../db/schema/index.ts';
import { accountBalance } from '../../ledger/accounts.ts';
import { type Cursor, keysetAfter, pageOf } from '../../lib/cursor.ts';
import { selectCardSummaries, toCardSummary } from './card-views.ts';

export type CardListQuery = {
  search?: string | undefined;
  status?: string | undefined;
  form?: string | undefined;
  tagId?: string | undefined;
  cursor?: Cursor | undefined;
  limit: number;
};

function searchCondition(search: string): SQL | undefined {
  const pattern = `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  return or(
    ilike(cardholders.firstName, pattern),
    ilike(cardholders.lastName, pattern),
    ilike(cardholders.email, pattern),
    eq(cards.last4, search),
    eq(cards.reference, search.toUpperCase()),
  );
}

/** Cards of the businesses a page covers (an organisation's page includes the programs the caller sees). */
export async function listCards(db: Database, scope: string[], query: CardListQuery) {
  const rows = await selectCardSummaries(db)
    .where(
      and(
        inArray(cards.businessId, scope),
        query.status ? eq(cards.status, query.status) : undefined,
        query.form ? eq(cards.form, query.form) : undefined,
        query.search ? searchCondition(query.search) : undefined,
        query.tagId
          ? inArray(
              cards.id,
              db.select({ cardId: cardTags.cardId }).from(cardTags).where(eq(cardTags.tagId, query.tagId)),
            )
          : undefined,
        keysetAfter(query.cursor, cards.createdAt, cards.id),
      ),
    )
    .orderBy(desc(cards.createdAt), desc(cards.id))
    .limit(query.limit + 1);
  const { items, nextCursor } = pageOf(rows, query.limit);
  const tagsOf = await tagsOfCards(
    db,
    items.map((item) => item.id),
  );
  return {
    cards: items.map((item) => ({ ...toCardSummary(item), tags: tagsOf.get(item.id) ?? [] })),
    page: { nextCursor },
  };
}

type CardTag = { id: string; name: string; color: string; createdAt: string };

/** The tags of a page of cards, by name, in one query. */
async function tagsOfCards(db: Database, cardIds: string[]): Promise<Map<string, CardTag[]>> {
  const byCard = new Map<string, CardTag[]>();
  if (cardIds.length === 0) return byCard;
  const rows = await db
    .select({
      cardId: cardTags.cardId,
      id: tags.id,
      name: tags.name,
      color: tags.color,
      createdAt: tags.createdAt,
    })
    .from(cardTags)
    .innerJoin(tags, eq(tags.id, cardTags.tagId))
    .where(inArray(cardTags.cardId, cardIds))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
  for (const { cardId, createdAt, ...tag } of rows) {
    const list = byCard.get(cardId) ?? [];
    list.push({ ...tag, createdAt: createdAt.toISOString() });
    byCard.set(cardId, list);
  }
  return byCard;
}

/** One card as the details page shows it: status, form, masked number, cardholder, balance. */
export async function cardDetails(db: Database, cardId: string) {
  const [row] = await selectCardSummaries(db).where(eq(cards.id, cardId));
  return { card: toCardSummary(row!) };
}

/** A card's balance, holds and available funds. */
export async function cardBalance(db: Database, card: { id: string; accountId: string }) {
  return { cardId: card.id, balance: await accountBalance(db, card.accountId) };
}
