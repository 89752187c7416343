import { DEFAULT_TIME_ZONE } from '@causeway/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardSpendingWindows, type SpendingWindowPeriod } from '../../db/schema/index.ts';
import type { WindowUsage } from './evaluate-rules.ts';

const PERIODS: readonly SpendingWindowPeriod[] = ['day', 'week', 'month'];

/** The first day of the New York day, week (Monday) or month holding `at` (now when absent). */
const windowStart = (period: SpendingWindowPeriod, at?: Date) =>
  sql`date_trunc(${period}, ${at ?? sql`now()`}::timestamptz at time zone ${DEFAULT_TIME_ZONE})::date`;

type WindowRow = { period: SpendingWindowPeriod; amountCents: number; count: number };

/**
 * What a card spent today, this week and this month (America/New_York), from its running totals:
 * at most three rows by primary key, as one JSON value so the rules' read can carry it along.
 */
export function currentWindowsJson(cardId: string) {
  const w = cardSpendingWindows;
  const current = or(
    ...PERIODS.map((period) => and(eq(w.period, period), eq(w.startsOn, windowStart(period)))),
  );
  return sql<
    WindowRow[]
  >`(select coalesce(json_agg(json_build_object('period', ${w.period}, 'amountCents', ${w.amountCents}, 'count', ${w.count})), '[]'::json) from ${w} where ${and(eq(w.cardId, cardId), current)})`;
}

export function usageOf(rows: readonly WindowRow[]): WindowUsage {
  const usage: WindowUsage = {
    day: { amountCents: 0, count: 0 },
    week: { amountCents: 0, count: 0 },
    month: { amountCents: 0, count: 0 },
  };
  for (const row of rows)
    usage[row.period] = { amountCents: Number(row.amountCents), count: Number(row.count) };
  return usage;
}

/**
 * Adds to the card's running totals of the windows holding `at` (the purchase's authorization time):
 * +amount, +1 on approval; the difference on a clearing at another amount; −amount, −1 on reversal.
 * Callers hold the card account's row lock, so the totals of one card change one at a time.
 */
export async function addToSpendingWindows(tx: Database, change: SpendingChange): Promise<void> {
  if (change.amountCents === 0 && change.count === 0) return;
  await spendingWindowsUpsert(tx, change);
}

type SpendingChange = { cardId: string; amountCents: number; count: number; at?: Date };

/** The statement adding to the running totals, unsent: a decision sends it with its other writes. */
export function spendingWindowsUpsert(tx: Database, change: SpendingChange) {
  return tx
    .insert(cardSpendingWindows)
    .values(
      PERIODS.map((period) => ({
        cardId: change.cardId,
        period,
        startsOn: windowStart(period, change.at),
        amountCents: change.amountCents,
        count: change.count,
      })),
    )
    .onConflictDoUpdate({
      target: [cardSpendingWindows.cardId, cardSpendingWindows.period, cardSpendingWindows.startsOn],
      set: {
        amountCents: sql`${cardSpendingWindows.amountCents} + excluded.amount_cents`,
        count: sql`${cardSpendingWindows.count} + excluded.count`,
      },
    });
}
