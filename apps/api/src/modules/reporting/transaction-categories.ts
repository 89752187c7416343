import type { ReportQuery, TransactionCategoriesResponse } from '@causeway/contracts';
import {
  MERCHANT_SPEND_GROUPS,
  type MerchantSpendGroup,
  merchantSpendGroupOf,
  type ReportPeriod,
} from '@causeway/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cardTransactions } from '../../db/schema/index.ts';
import { transactionDataHidden } from '../authorizations/transaction-data-hiding.ts';
import type { BusinessAccess } from '../tenancy/access.ts';
import type { Actor } from '../tenancy/actor.ts';
import { frameView, inPeriod, numberOf, perBusiness, reportFrame, rowsOf } from './report-frame.ts';

export const TOP_MERCHANTS_MAX = 10;

/** Spend counts approved purchases (pending and cleared) at the amount finally approved. */
const spendOnly = sql`${cardTransactions.kind} = 'authorization' and ${cardTransactions.status} in ('approved', 'cleared')`;

type CodeRow = { businessId: string; mcc: string; count: number; cents: number };

/** Spend by business and merchant category code: a few hundred rows at most, grouped here by spend group. */
async function spendByCode(db: Database, scope: string[], period: ReportPeriod): Promise<CodeRow[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${cardTransactions.businessId} as business_id, ${cardTransactions.mcc} as mcc,
             count(*) as count, coalesce(sum(${cardTransactions.approvedCents}), 0) as cents
      from ${cardTransactions}
      where ${inArray(cardTransactions.businessId, scope)} and ${inPeriod(cardTransactions.createdAt, period)}
        and ${spendOnly}
      group by 1, 2`),
  );
  return rows.map((row) => ({
    businessId: String(row.business_id),
    mcc: String(row.mcc),
    count: numberOf(row.count),
    cents: numberOf(row.cents),
  }));
}

async function topMerchants(db: Database, scope: string[], period: ReportPeriod) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${cardTransactions.merchantName} as name, ${cardTransactions.mcc} as mcc,
             count(*) as count, coalesce(sum(${cardTransactions.approvedCents}), 0) as cents
      from ${cardTransactions}
      where ${inArray(cardTransactions.businessId, scope)} and ${inPeriod(cardTransactions.createdAt, period)}
        and ${spendOnly}
      group by 1, 2
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
  const current = await spendByCode(db, frame.scope, frame.period);
  const previous = await spendByCode(db, frame.scope, frame.previousPeriod);
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
