import { DEFAULT_TIME_ZONE, type DeclineReason } from '@causeway/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardSpendRules, cardTransactions, spendRules } from '../../db/schema/index.ts';
import { evaluateSpendRules, needsUsage, type Purchase, type WindowUsage } from './evaluate-rules.ts';

const windowStart = (unit: 'day' | 'week' | 'month') =>
  sql`(date_trunc(${unit}, now() at time zone ${DEFAULT_TIME_ZONE}) at time zone ${DEFAULT_TIME_ZONE})`;

/**
 * What a card spent today, this week (from Monday) and this month, in America/New_York days:
 * approved (pending) and cleared authorizations, at their approved amount. One query.
 */
async function windowUsage(tx: Database, cardId: string): Promise<WindowUsage> {
  const since = (unit: 'day' | 'week' | 'month') =>
    sql`${cardTransactions.createdAt} >= ${windowStart(unit)}`;
  const sum = (unit: 'day' | 'week' | 'month') =>
    sql<number>`coalesce(sum(${cardTransactions.approvedCents}) filter (where ${since(unit)}), 0)`.mapWith(
      Number,
    );
  const tally = (unit: 'day' | 'week' | 'month') =>
    sql<number>`count(*) filter (where ${since(unit)})`.mapWith(Number);
  const [row] = await tx
    .select({
      dayCents: sum('day'),
      dayCount: tally('day'),
      weekCents: sum('week'),
      weekCount: tally('week'),
      monthCents: sum('month'),
      monthCount: tally('month'),
    })
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.cardId, cardId),
        eq(cardTransactions.kind, 'authorization'),
        inArray(cardTransactions.status, ['approved', 'cleared']),
        sql`${cardTransactions.createdAt} >= least(${windowStart('week')}, ${windowStart('month')})`,
      ),
    );
  return {
    day: { amountCents: row!.dayCents, count: row!.dayCount },
    week: { amountCents: row!.weekCents, count: row!.weekCount },
    month: { amountCents: row!.monthCents, count: row!.monthCount },
  };
}

/** The card's spend rules against one purchase (called under the card account's row lock). */
export async function cardSpendRuleDecline(
  tx: Database,
  cardId: string,
  purchase: Purchase,
): Promise<DeclineReason | null> {
  const rules = await tx
    .select({ type: spendRules.type, config: spendRules.config })
    .from(cardSpendRules)
    .innerJoin(spendRules, eq(spendRules.id, cardSpendRules.spendRuleId))
    .where(eq(cardSpendRules.cardId, cardId));
  if (rules.length === 0) return null;
  const usage = needsUsage(rules) ? await windowUsage(tx, cardId) : undefined;
  return evaluateSpendRules(rules, purchase, () => usage ?? emptyUsage);
}

const emptyUsage: WindowUsage = {
  day: { amountCents: 0, count: 0 },
  week: { amountCents: 0, count: 0 },
  month: { amountCents: 0, count: 0 },
};
