import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { cards, cardTransactions, journalEntries, postings } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/test-app.ts';

const NEW_YORK_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The New York calendar day of an instant, computed apart from the API's SQL (Intl's zone data). */
export const newYorkDayOf = (at: Date) => NEW_YORK_DAY.format(at);

/**
 * What the report should say, recomputed from the rows it summarises: card transactions and the
 * journal's card-side postings, filtered by New York day in JavaScript. Wide UTC bounds first,
 * then the exact day test in memory, so the two sides share no SQL.
 */
export async function expectedCardFigures(t: TestApp, scope: string[], from: string, to: string) {
  const db = t.database.db;
  const wideFrom = new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000);
  const wideTo = new Date(Date.parse(`${to}T00:00:00Z`) + 2 * 86_400_000);
  const inRange = (at: Date) => {
    const day = newYorkDayOf(at);
    return day >= from && day <= to;
  };
  const transactions = (
    await db
      .select()
      .from(cardTransactions)
      .where(
        and(
          inArray(cardTransactions.businessId, scope),
          gte(cardTransactions.createdAt, wideFrom),
          lt(cardTransactions.createdAt, wideTo),
        ),
      )
  ).filter((row) => inRange(row.createdAt));
  const spent = transactions.filter(
    (row) => row.kind === 'authorization' && (row.status === 'approved' || row.status === 'cleared'),
  );
  const declined = transactions.filter((row) => row.status === 'declined');
  const refunds = transactions.filter((row) => row.kind === 'refund');
  const cardSide = (
    await db
      .select({ kind: journalEntries.kind, amountCents: postings.amountCents, at: journalEntries.createdAt })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .innerJoin(cards, eq(cards.accountId, postings.accountId))
      .where(
        and(
          inArray(cards.businessId, scope),
          gte(journalEntries.createdAt, wideFrom),
          lt(journalEntries.createdAt, wideTo),
        ),
      )
  ).filter((row) => inRange(row.at));
  const loads = cardSide.filter((row) => row.kind === 'card_load');
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    spent: { count: spent.length, cents: sum(spent.map((row) => row.approvedCents)) },
    declined: { count: declined.length, cents: sum(declined.map((row) => row.requestedCents)) },
    refunds: { count: refunds.length, cents: sum(refunds.map((row) => row.approvedCents)) },
    loads: { count: loads.length, cents: sum(loads.map((row) => row.amountCents)) },
    spentByDay: spent.reduce<Record<string, number>>((days, row) => {
      const day = newYorkDayOf(row.createdAt);
      days[day] = (days[day] ?? 0) + row.approvedCents;
      return days;
    }, {}),
  };
}

/** Moves a transaction (and its journal entry) to an instant: the network's clock, not the test's. */
export async function backdateTransaction(t: TestApp, transactionId: string, at: Date) {
  const db = t.database.db;
  await db.update(cardTransactions).set({ createdAt: at }).where(eq(cardTransactions.id, transactionId));
}

/**
 * Moves a journal entry and its postings to an instant. The journal refuses updates (a trigger
 * keeps it append-only); only this test fixture steps around it, for one transaction.
 */
export async function backdateEntry(t: TestApp, entryId: string, at: Date) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(journalEntries).set({ createdAt: at }).where(eq(journalEntries.id, entryId));
    await tx.update(postings).set({ createdAt: at }).where(eq(postings.entryId, entryId));
  });
}
