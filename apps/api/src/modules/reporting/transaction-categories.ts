import type { ReportQuery, TransactionCategoriesResponse } from '@causeway/contracts';
import {
  MERCHANT_SPEND_GROUPS,
  type MerchantSpendGroup,
  merchantSpendGroupOf,
  type ReportPeriod,
} from '@causeway/domain';
import { inArray, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import {
  reportCardMerchantDays,
  reportCardMerchantMonths,
  reportCardSpendCodeDays,
  reportCardSpendCodeMonths,
} from '../../db/schema/index.ts';
import { transactionDataHidden } from '../authorizations/transaction-data-hiding.ts';
import type { BusinessAccess } from '../tenancy/access.ts';
import type { Actor } from '../tenancy/actor.ts';
import {
  dayInPeriod,
  frameView,
  inAnyRange,
  numberOf,
  perBusiness,
  type ReportFrame,
  reportFrame,
  rollupSlices,
  wholeMonthsOf,
} from './report-frame.ts';

export const TOP_MERCHANTS_MAX = 10;

// Spend counts approved purchases (pending and cleared) at the amount finally approved; the
// rollups read here hold only those (migration 0024).

type CodeRow = { businessId: string; mcc: string; count: number; cents: number };

/** Spend by business and merchant category code: a few hundred rows at most, grouped here by spend group. */
async function spendByCode(db: Database, frame: ReportFrame) {
  const m = reportCardSpendCodeMonths;
  const d = reportCardSpendCodeDays;
  // Both periods in one read, whole months from the monthly rollup (no chart here needs days).
  const parts = rollupSlices(frame, false).flatMap((slice) => {
    const current = sql.raw(slice.current ? 'true' : 'false');
    return [
      sql`select ${m.businessId} as business_id, ${m.mcc} as mcc, ${current} as current, ${m.count} as count, ${m.cents} as cents
          from ${m}
          where ${inArray(m.businessId, frame.scope)} and ${slice.months ? dayInPeriod(m.month, slice.months) : sql`false`}`,
      sql`select ${d.businessId}, ${d.mcc}, ${current}, ${d.count}, ${d.cents}
          from ${d}
          where ${inArray(d.businessId, frame.scope)} and ${inAnyRange(d.day, slice.days)}`,
    ];
  });
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select business_id, mcc, current, sum(count) as count, sum(cents) as cents
      from (${sql.join(parts, sql` union all `)}) rolled
      group by 1, 2, 3
      having sum(count) <> 0`),
  );
  const codeRows = rows.map((row) => ({
    current: row.current === true || row.current === 't',
    businessId: String(row.business_id),
    mcc: String(row.mcc),
    count: numberOf(row.count),
    cents: numberOf(row.cents),
  }));
  return {
    current: codeRows.filter((row) => row.current) as CodeRow[],
    previous: codeRows.filter((row) => !row.current) as CodeRow[],
  };
}

/**
 * The merchants with the most spend: whole months from the monthly rollup, the part-months at
 * either end from the daily one (a year reads ~12 rows per merchant instead of ~365).
 */
async function topMerchants(db: Database, scope: string[], period: ReportPeriod) {
  const { months, days } = wholeMonthsOf(period);
  const m = reportCardMerchantMonths;
  const d = reportCardMerchantDays;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select name, mcc, sum(count) as count, sum(cents) as cents
      from (
        select ${m.merchantName} as name, ${m.mcc} as mcc, ${m.count} as count, ${m.cents} as cents
        from ${m}
        where ${inArray(m.businessId, scope)} and ${months ? dayInPeriod(m.month, months) : sql`false`}
        union all
        select ${d.merchantName}, ${d.mcc}, ${d.count}, ${d.cents}
        from ${d}
        where ${inArray(d.businessId, scope)} and ${inAnyRange(d.day, days)}
      ) spend
      group by 1, 2
      having sum(count) <> 0
      order by 4 desc, 3 desc, 1
      limit ${TOP_MERCHANTS_MAX}`),
  );
  return rows.map((row) => ({
    name: String(row.name),
    mcc: String(row.mcc),
    group: merchantSpendGroupOf(String(row.mcc)),
    count: numberOf(row.count),
    cents: numberOf(row.cents),
  }));
}

/** The groups in display order, each with its spend; groups with none are left out. */
function categoryTotals(rows: CodeRow[], keep: (businessId: string) => boolean) {
  const byGroup = new Map<MerchantSpendGroup, { count: number; cents: number }>();
  let spentCents = 0;
  let count = 0;
  for (const row of rows) {
    if (!keep(row.businessId)) continue;
    const group = merchantSpendGroupOf(row.mcc);
    const figures = byGroup.get(group) ?? { count: 0, cents: 0 };
    figures.count += row.count;
    figures.cents += row.cents;
    byGroup.set(group, figures);
    spentCents += row.cents;
    count += row.count;
  }
  const groups = MERCHANT_SPEND_GROUPS.flatMap((group) => {
    const figures = byGroup.get(group);
    return figures ? [{ group, ...figures }] : [];
  });
  return { spentCents, count, groups };
}

/**
 * Card spend by merchant category group (groceries, pharmacy, transport…) with the top merchants.
 * Merchant names are left out when hideTransactionData applies to the caller (spec §6); the
 * groups stay, as amounts and counts stay in the transaction list.
 */
export async function transactionCategories(
  db: Database,
  actor: Actor,
  access: BusinessAccess,
  query: ReportQuery,
): Promise<TransactionCategoriesResponse> {
  const frame = await reportFrame(db, access, query);
  const { current, previous } = await spendByCode(db, frame);
  const hidden = await transactionDataHidden(db, actor, access);
  const everyone = () => true;
  return {
    ...frameView(frame),
    total: categoryTotals(current, everyone),
    previousTotal: categoryTotals(previous, everyone),
    businesses: perBusiness(frame, (businessId) => categoryTotals(current, (id) => id === businessId)),
    topMerchants: hidden ? [] : await topMerchants(db, frame.scope, frame.period),
    transactionDataHidden: hidden,
  };
}
