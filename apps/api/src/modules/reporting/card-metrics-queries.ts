import type { DeclineReason, ReportBucket, ReportPeriod } from '@causeway/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  autoloadRunCards,
  cards,
  cardTransactions,
  journalEntries,
  ledgerAccounts,
  postings,
} from '../../db/schema/index.ts';
import {
  bucketStartOfDay,
  inPeriod,
  matchesFilter,
  newYorkDayOf,
  numberOf,
  type ReportFilter,
  rowsOf,
} from './report-frame.ts';

// The aggregate reads behind the card report. Each answers a few rows per business (grouped in
// the database), read through the (business_id, created_at) and (organization_id, kind, created_at)
// indexes; the web never receives single transactions from here.

export type TransactionGroupRow = {
  businessId: string;
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
 * Purchases and refunds by business, New York day (or month), kind, status and decline reason: one
 * pass over the period's rows gives the totals, each program's figures and the chart.
 */
export async function transactionGroups(
  db: Database,
  scope: string[],
  period: ReportPeriod,
  bucket: ReportBucket,
) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${cardTransactions.businessId} as business_id,
             ${newYorkDayOf(cardTransactions.createdAt)}::text as day,
             ${cardTransactions.kind} as kind,
             ${cardTransactions.status} as status, ${cardTransactions.declineReason} as decline_reason,
             count(*) as count, coalesce(sum(${cardTransactions.approvedCents}), 0) as approved_cents,
             coalesce(sum(${cardTransactions.requestedCents}), 0) as requested_cents
      from ${cardTransactions}
      where ${inArray(cardTransactions.businessId, scope)} and ${inPeriod(cardTransactions.createdAt, period)}
      group by 1, ${newYorkDayOf(cardTransactions.createdAt)}, 3, 4, 5`),
  );
  return rows.map(
    (row): TransactionGroupRow => ({
      businessId: String(row.business_id),
      bucketStart: bucketStartOfDay(String(row.day), bucket),
      kind: row.kind as TransactionGroupRow['kind'],
      status: String(row.status),
      declineReason: (row.decline_reason as DeclineReason | null) ?? null,
      count: numberOf(row.count),
      approvedCents: numberOf(row.approved_cents),
      requestedCents: numberOf(row.requested_cents),
    }),
  );
}

export type CardMoneyRow = {
  businessId: string;
  bucketStart: string;
  kind: 'card_load' | 'card_withdrawal';
  automatic: boolean;
  count: number;
  cents: number;
};

/**
 * Loads and withdrawals by business, read from the journal: the card side of each entry (a load
 * credits the card account, a withdrawal debits it). A load an autoload run posted is automatic.
 */
export async function cardMoneyGroups(
  db: Database,
  organizationId: string,
  scope: string[],
  period: ReportPeriod,
  bucket: ReportBucket,
  filter: ReportFilter,
) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
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
      group by 1, ${newYorkDayOf(journalEntries.createdAt)}, 3, 4`),
  );
  return rows.map(
    (row): CardMoneyRow => ({
      businessId: String(row.business_id),
      bucketStart: bucketStartOfDay(String(row.day), bucket),
      kind: row.kind as CardMoneyRow['kind'],
      automatic: row.automatic === true || row.automatic === 't',
      count: numberOf(row.count),
      cents: numberOf(row.cents),
    }),
  );
}

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
