import { DEFAULT_TIME_ZONE } from '@causeway/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardSpendingWindows, type SpendingWindowPeriod } from '../../db/schema/index.ts';
import type { WindowUsage } from './evaluate-rules.ts';

const PERIODS: readonly SpendingWindowPeriod[] = ['day', 'week', 'month'];

/** The first day of the New York day, week (Monday) or month holding `at` (now when absent). */
const windowStart = (period: SpendingWindowPeriod, at?: Date) =>
  sql`date_trunc(${period}, ${at ?? sql`now()`}::timestamptz at time zone ${DEFAULT_TIME_ZONE})::date`;

/**
 * What a card spent today, this week and this month (America/New_York), from its running totals:
 * one primary-key read of at most three rows. Called under the card account's row lock.
 */
export async function windowUsage(tx: Database, cardId: string): Promise<WindowUsage> {
  const rows = await tx
    .select({
      period: cardSpendingWindows.period,
      amountCents: cardSpendingWindows.amountCents,
      count: cardSpendingWindows.count,
    })
    .from(cardSpendingWindows)
    .where(
      and(
        eq(cardSpendingWindows.cardId, cardId),
        or(
          ...PERIODS.map((period) =>
            and(
              eq(cardSpendingWindows.period, period),
              eq(cardSpendingWindows.startsOn, windowStart(period)),
            ),
          ),
        ),
      ),
    );
  const usage: WindowUsage = {
    day: { amountCents: 0, count: 0 },
    week: { amountCents: 0, count: 0 },
    month: { amountCents: 0, count: 0 },
  };
  for (const row of rows) usage[row.period] = { amountCents: row.amountCents, count: row.count };
  return usage;
}

/**
 * Adds to the card's running totals of the windows holding `at` (the purchase's authorization time):
 * +amount, +1 on approval; the difference on a clearing at another amount; −amount, −1 on reversal.
 * Callers hold the card account's row lock, so the totals of one card change one at a time.
 */
export async function addToSpendingWindows(
  tx: Database,
  change: { cardId: string; amountCents: number; count: number; at?: Date },
): Promise<void> {
  if (change.amountCents === 0 && change.count === 0) return;
  await tx
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
