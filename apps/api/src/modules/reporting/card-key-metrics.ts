import type { CardKeyMetrics, CardKeyMetricsResponse, ReportQuery } from '@causeway/contracts';
import { CARD_STATUSES, type CardStatus, reportBucketStarts } from '@causeway/domain';
import type { Database } from '../../db/client.ts';
import type { BusinessAccess } from '../tenancy/access.ts';
import {
  type CardMoneyRow,
  type CardStatusRow,
  cardMoneyGroups,
  cardStatusGroups,
  type TransactionGroupRow,
  transactionGroups,
} from './card-metrics-queries.ts';
import { frameView, perBusiness, type ReportFrame, reportFrame } from './report-frame.ts';

const counted = () => ({ count: 0, cents: 0 });

function emptyCardMetrics(): CardKeyMetrics {
  return {
    loads: { count: 0, cents: 0, automatic: counted(), manual: counted() },
    withdrawals: counted(),
    spent: counted(),
    declined: { count: 0, cents: 0, byReason: [] },
    refunds: counted(),
    newCards: 0,
    balanceCents: 0,
    heldCents: 0,
    cardsByStatus: Object.fromEntries(CARD_STATUSES.map((status) => [status, 0])) as Record<
      CardStatus,
      number
    >,
  };
}

type PeriodRows = { transactions: TransactionGroupRow[]; money: CardMoneyRow[] };

/** One set of figures from the grouped rows of the businesses `keep` selects. */
function cardMetrics(
  rows: PeriodRows,
  statuses: CardStatusRow[],
  which: 'period' | 'previous',
  keep: (businessId: string) => boolean,
): CardKeyMetrics {
  const metrics = emptyCardMetrics();
  const declines = new Map<string | null, { count: number; cents: number }>();
  for (const row of rows.transactions) {
    if (!keep(row.businessId)) continue;
    if (row.kind === 'refund') {
      metrics.refunds.count += row.count;
      metrics.refunds.cents += row.approvedCents;
    } else if (row.status === 'approved' || row.status === 'cleared') {
      metrics.spent.count += row.count;
      metrics.spent.cents += row.approvedCents;
    } else if (row.status === 'declined') {
      metrics.declined.count += row.count;
      metrics.declined.cents += row.requestedCents;
      const reason = declines.get(row.declineReason) ?? { count: 0, cents: 0 };
      reason.count += row.count;
      reason.cents += row.requestedCents;
      declines.set(row.declineReason, reason);
    }
  }
  metrics.declined.byReason = [...declines]
    .map(([reason, figures]) => ({
      reason: reason as CardKeyMetrics['declined']['byReason'][number]['reason'],
      ...figures,
    }))
    .sort((a, b) => b.count - a.count || String(a.reason).localeCompare(String(b.reason)));
  for (const row of rows.money) {
    if (!keep(row.businessId)) continue;
    if (row.kind === 'card_withdrawal') {
      metrics.withdrawals.count += row.count;
      metrics.withdrawals.cents += row.cents;
      continue;
    }
    const part = row.automatic ? metrics.loads.automatic : metrics.loads.manual;
    part.count += row.count;
    part.cents += row.cents;
    metrics.loads.count += row.count;
    metrics.loads.cents += row.cents;
  }
  for (const row of statuses) {
    if (!keep(row.businessId)) continue;
    metrics.newCards += which === 'period' ? row.newInPeriod : row.newInPrevious;
    metrics.balanceCents += row.balanceCents;
    metrics.heldCents += row.heldCents;
    const status = row.status as CardStatus;
    metrics.cardsByStatus[status] = (metrics.cardsByStatus[status] ?? 0) + row.count;
  }
  return metrics;
}

/**
 * The grouped rows of the period and of the one before, each source read once for both (the
 * previous period ends the day before the period starts) and split here: half the round trips.
 */
async function periodRows(
  db: Database,
  frame: ReportFrame,
): Promise<{ current: PeriodRows; previous: PeriodRows }> {
  const transactions = await transactionGroups(db, frame);
  const both = { from: frame.previousPeriod.from, to: frame.period.to };
  const money = await cardMoneyGroups(
    db,
    frame.organizationId,
    frame.scope,
    both,
    frame.bucket,
    frame.filter,
  );
  const inPeriod = (row: { day: string }) => row.day >= frame.period.from;
  const before = (row: { day: string }) => row.day < frame.period.from;
  return {
    current: { transactions: transactions.filter((row) => row.current), money: money.filter(inPeriod) },
    previous: { transactions: transactions.filter((row) => !row.current), money: money.filter(before) },
  };
}

type SeriesPoint = CardKeyMetricsResponse['series'][number];

/** A point per bucket of the period (zero where nothing happened), from the same grouped rows. */
function cardSeries(frame: ReportFrame, rows: PeriodRows): SeriesPoint[] {
  const points = new Map(
    reportBucketStarts(frame.period, frame.bucket).map((bucketStart) => [
      bucketStart,
      { bucketStart, spentCents: 0, loadedCents: 0, declinedCount: 0, refundedCents: 0 },
    ]),
  );
  for (const row of rows.transactions) {
    const point = points.get(row.bucketStart);
    if (!point) continue;
    if (row.kind === 'refund') point.refundedCents += row.approvedCents;
    else if (row.status === 'approved' || row.status === 'cleared') point.spentCents += row.approvedCents;
    else if (row.status === 'declined') point.declinedCount += row.count;
  }
  for (const row of rows.money) {
    const point = points.get(row.bucketStart);
    if (point && row.kind === 'card_load') point.loadedCents += row.cents;
  }
  return [...points.values()];
}

/**
 * Card figures over a period of New York days for each business the caller reaches under the
 * path's business, their total, the total of the period before, and a point per day or month.
 */
export async function cardKeyMetrics(
  db: Database,
  access: BusinessAccess,
  query: ReportQuery,
): Promise<CardKeyMetricsResponse> {
  const frame = await reportFrame(db, access, query);
  // Sequential on purpose: a PGlite handle runs one statement at a time, and a pool of 10 is
  // shared with every other request on PostgreSQL.
  const { current, previous } = await periodRows(db, frame);
  const statuses = await cardStatusGroups(db, frame.scope, frame.period, frame.previousPeriod);
  const everyone = () => true;
  return {
    ...frameView(frame),
    total: cardMetrics(current, statuses, 'period', everyone),
    previousTotal: cardMetrics(previous, statuses, 'previous', everyone),
    businesses: perBusiness(frame, (businessId) =>
      cardMetrics(current, statuses, 'period', (id) => id === businessId),
    ),
    series: cardSeries(frame, current),
  };
}
