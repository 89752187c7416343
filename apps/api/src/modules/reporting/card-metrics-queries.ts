import type { DeclineReason, ReportBucket, ReportPeriod } from '@causeway/domain';
import { inArray, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import {
  autoloadRunCards,
  cards,
  journalEntries,
  ledgerAccounts,
  postings,
  reportCardMoneyDays,
  reportCardTransactionDays,
  reportCardTransactionMonths,
} from '../../db/schema/index.ts';
import {
  bucketStartOfDay,
  dayInPeriod,
  inAnyRange,
  inPeriod,
  matchesFilter,
  newYorkDayOf,
  numberOf,
  type ReportFilter,
  type ReportFrame,
  rollupSlices,
} from './report-frame.ts';

// The aggregate reads behind the card report. Each answers a few rows per business and day or
// month (grouped in the database) from the rollups (schema/reporting-rollups.ts, kept by
// triggers); the web never receives single transactions from here.

export type TransactionGroupRow = {
  businessId: string;
  /** In the period (true) or the one before. */
  current: boolean;
  /** The New York day or month the rows fall in (the chart's point). */
  bucketStart: string;
  kind: 'authorization' | 'refund';
  status: string;
  declineReason: DeclineReason | null;
  count: number;
  approvedCents: number;
  requestedCents: number;
};

/**
 * Purchases and refunds by business, New York day (or month), kind, status and decline reason,
 * for the period and the one before: the rollups' shards summed, whole months from the monthly
 * rollup and the other days from the daily one (a year is a few hundred rows). They give the
 * totals, each program's figures and the chart. A key whose rows all changed status keeps a zero
 * row; it is left out.
 */
export async function transactionGroups(db: Database, frame: ReportFrame) {
  const m = reportCardTransactionMonths;
  const d = reportCardTransactionDays;
  const parts = rollupSlices(frame, frame.bucket === 'day').flatMap((slice) => {
    const current = sql.raw(slice.current ? 'true' : 'false');
    return [
      sql`select ${m.businessId} as business_id, ${m.month} as day, ${current} as current, ${m.kind} as kind,
                 ${m.status} as status, ${m.declineReason} as decline_reason, ${m.count} as count,
                 ${m.approvedCents} as approved_cents, ${m.requestedCents} as requested_cents
          from ${m}
          where ${inArray(m.businessId, frame.scope)} and ${slice.months ? dayInPeriod(m.month, slice.months) : sql`false`}`,
      sql`select ${d.businessId}, ${d.day}, ${current}, ${d.kind}, ${d.status}, ${d.declineReason}, ${d.count},
                 ${d.approvedCents}, ${d.requestedCents}
          from ${d}
          where ${inArray(d.businessId, frame.scope)} and ${inAnyRange(d.day, slice.days)}`,
    ];
  });
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select business_id, day::text as day, current, kind, status, decline_reason, sum(count) as count,
             sum(approved_cents) as approved_cents, sum(requested_cents) as requested_cents
      from (${sql.join(parts, sql` union all `)}) rolled
      group by 1, 2, 3, 4, 5, 6
      having sum(count) <> 0`),
  );
  return rows.map(
    (row): TransactionGroupRow => ({
      businessId: String(row.business_id),
      current: row.current === true || row.current === 't',
      bucketStart: bucketStartOfDay(String(row.day), frame.bucket),
      kind: row.kind as TransactionGroupRow['kind'],
      status: String(row.status),
      declineReason: row.decline_reason ? (row.decline_reason as DeclineReason) : null,
      count: numberOf(row.count),
      approvedCents: numberOf(row.approved_cents),
      requestedCents: numberOf(row.requested_cents),
    }),
  );
}

export type CardMoneyRow = {
  businessId: string;
  day: string;
  bucketStart: string;
  kind: 'card_load' | 'card_withdrawal';
  automatic: boolean;
  count: number;
  cents: number;
};

/**
 * Loads and withdrawals by business, from the daily rollup of the journal's card side (a load
 * credits the card account, a withdrawal debits it); a load an autoload run posted is automatic.
 * A grant or funder filter names any custom field of the entries, which no rollup can key on, so
 * a filtered report reads the journal itself.
 */
export async function cardMoneyGroups(
  db: Database,
  organizationId: string,
  scope: string[],
  period: ReportPeriod,
  bucket: ReportBucket,
  filter: ReportFilter,
) {
  const r = reportCardMoneyDays;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(
      filter
        ? filteredMoneyGroups(organizationId, scope, period, filter)
        : sql`
      select ${r.businessId} as business_id, ${r.day}::text as day, ${r.kind} as kind,
             ${r.automatic} as automatic, sum(${r.count}) as count, sum(${r.cents}) as cents
      from ${r}
      where ${inArray(r.businessId, scope)} and ${dayInPeriod(r.day, period)}
      group by 1, 2, 3, 4
      having sum(${r.count}) <> 0`,
    ),
  );
  return rows.map(
    (row): CardMoneyRow => ({
      businessId: String(row.business_id),
      day: String(row.day),
      bucketStart: bucketStartOfDay(String(row.day), bucket),
      kind: row.kind as CardMoneyRow['kind'],
      automatic: row.automatic === true || row.automatic === 't',
      count: numberOf(row.count),
      cents: numberOf(row.cents),
    }),
  );
}

/** The same groups from the journal, for the entries whose custom field holds the filter's value. */
const filteredMoneyGroups = (
  organizationId: string,
  scope: string[],
  period: ReportPeriod,
  filter: NonNullable<ReportFilter>,
) => sql`
      select ${cards.businessId} as business_id,
             ${newYorkDayOf(journalEntries.createdAt)}::text as day,
             ${journalEntries.kind} as kind,
             exists (select 1 from ${autoloadRunCards} where ${autoloadRunCards.entryId} = ${journalEntries.id}) as automatic,
             count(*) as count, coalesce(sum(abs(${postings.amountCents})), 0) as cents
      from ${journalEntries}
      join ${postings} on ${postings.entryId} = ${journalEntries.id}
      join ${cards} on ${cards.accountId} = ${postings.accountId}
      where ${journalEntries.organizationId} = ${organizationId}
        and ${journalEntries.kind} in ('card_load', 'card_withdrawal')
        and ${inPeriod(journalEntries.createdAt, period)}
        and ${inArray(cards.businessId, scope)}
        and ${matchesFilter(journalEntries.customFields, filter)}
      group by 1, ${newYorkDayOf(journalEntries.createdAt)}, 3, 4`;

export type CardStatusRow = {
  businessId: string;
  status: string;
  count: number;
  newInPeriod: number;
  newInPrevious: number;
  balanceCents: number;
  heldCents: number;
};

/** Cards now by business and status, their money now, and how many were issued in each period. */
export async function cardStatusGroups(
  db: Database,
  scope: string[],
  period: ReportPeriod,
  previousPeriod: ReportPeriod,
) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${cards.businessId} as business_id, ${cards.status} as status, count(*) as count,
             count(*) filter (where ${inPeriod(cards.createdAt, period)}) as new_in_period,
             count(*) filter (where ${inPeriod(cards.createdAt, previousPeriod)}) as new_in_previous,
             coalesce(sum(${ledgerAccounts.balanceCents}), 0) as balance_cents,
             coalesce(sum(${ledgerAccounts.heldCents}), 0) as held_cents
      from ${cards}
      join ${ledgerAccounts} on ${ledgerAccounts.id} = ${cards.accountId}
      where ${inArray(cards.businessId, scope)}
      group by 1, 2`),
  );
  return rows.map(
    (row): CardStatusRow => ({
      businessId: String(row.business_id),
      status: String(row.status),
      count: numberOf(row.count),
      newInPeriod: numberOf(row.new_in_period),
      newInPrevious: numberOf(row.new_in_previous),
      balanceCents: numberOf(row.balance_cents),
      heldCents: numberOf(row.held_cents),
    }),
  );
}
