import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardholders, cards, journalEntries, postings, users } from '../../db/schema/index.ts';
import { type Cursor, keysetAfter, pageOf } from '../../lib/cursor.ts';

export const CARD_MONEY_KINDS = ['card_load', 'card_withdrawal', 'card_transfer'] as const;
type CardMoneyKind = (typeof CARD_MONEY_KINDS)[number];
type Page = { cursor?: Cursor | undefined; limit: number };

const after = (cursor: Cursor | undefined) => keysetAfter(cursor, postings.createdAt, postings.id);

/**
 * Every load, withdrawal and card-to-card move of one card, newest first. The memo is staff's note
 * on the entry: the card's own holder (`forHolder`) sees time and amount only (cardholder spec §3).
 */
export async function cardLoadHistory(
  db: Database,
  accountId: string,
  page: Page,
  options: { forHolder?: boolean } = {},
) {
  const rows = await db
    .select({
      id: postings.id,
      kind: journalEntries.kind,
      amountCents: postings.amountCents,
      balanceAfterCents: postings.balanceAfterCents,
      memo: journalEntries.memo,
      createdAt: postings.createdAt,
    })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(
      and(
        eq(postings.accountId, accountId),
        inArray(journalEntries.kind, [...CARD_MONEY_KINDS]),
        after(page.cursor),
      ),
    )
    .orderBy(desc(postings.createdAt), desc(postings.id))
    .limit(page.limit + 1);
  const { items, nextCursor } = pageOf(rows, page.limit);
  return {
    loads: items.map((row) => ({
      ...row,
      memo: options.forHolder ? null : row.memo,
      kind: row.kind as CardMoneyKind,
      createdAt: row.createdAt.toISOString(),
    })),
    page: { nextCursor },
  };
}

/** Card money movements of the businesses a page covers (an organisation's includes its programs'), newest first. */
export async function businessLoadHistory(db: Database, scope: string[], page: Page) {
  const rows = await db
    .select({
      id: postings.id,
      kind: journalEntries.kind,
      cardId: cards.id,
      cardLast4: cards.last4,
      cardholderName: sql<string>`${cardholders.firstName} || ' ' || ${cardholders.lastName}`,
      amountCents: postings.amountCents,
      customFields: journalEntries.customFields,
      createdBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      createdAt: postings.createdAt,
    })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .innerJoin(cards, eq(cards.accountId, postings.accountId))
    .innerJoin(cardholders, eq(cardholders.id, cards.cardholderId))
    .leftJoin(users, eq(users.id, journalEntries.createdByUserId))
    .where(
      and(
        inArray(cards.businessId, scope),
        inArray(journalEntries.kind, [...CARD_MONEY_KINDS]),
        after(page.cursor),
      ),
    )
    .orderBy(desc(postings.createdAt), desc(postings.id))
    .limit(page.limit + 1);
  const { items, nextCursor } = pageOf(rows, page.limit);
  return {
    loads: items.map((row) => ({
      ...row,
      kind: row.kind as CardMoneyKind,
      createdAt: row.createdAt.toISOString(),
    })),
    page: { nextCursor },
  };
}
