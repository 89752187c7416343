import type {
  BankTransferKeyMetrics,
  BankTransferKeyMetricsResponse,
  ReportQuery,
} from '@causeway/contracts';
import {
  BANK_VERIFICATION_FAILURE_REASON_CODES,
  RECIPIENT_INTAKE_STATUSES,
  type RecipientIntakeStatus,
  type ReportPeriod,
  reportBucketStarts,
  TRANSFER_SPEEDS,
  type TransferSpeed,
} from '@causeway/domain';
import { inArray, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { bankTransfers, recipients, reportBankTransferDays } from '../../db/schema/index.ts';
import type { BusinessAccess } from '../tenancy/access.ts';
import {
  bucketStartOfDay,
  dayInPeriod,
  frameView,
  inPeriod,
  matchesFilter,
  newYorkDayOf,
  numberOf,
  perBusiness,
  type ReportFilter,
  reportFrame,
} from './report-frame.ts';

type FailureReason = BankTransferKeyMetrics['byFailureReason'][number]['reason'];
/** Where a transfer created in the period stands now. */
type Outcome = 'inFlight' | 'completed' | 'failed' | 'returned';

type TransferRow = {
  businessId: string;
  speed: TransferSpeed;
  outcome: Outcome;
  reason: FailureReason | null;
  count: number;
  cents: number;
  secondsToComplete: number;
};

const KNOWN_REASONS = new Set<string>([...BANK_VERIFICATION_FAILURE_REASON_CODES, 'rejected']);

/**
 * Transfers created in the period by business, speed and outcome. A failed transfer that had
 * completed was returned by the recipient's bank; one that never completed was refused before.
 * Read from the daily rollup; a grant or funder filter names any custom field, which no rollup
 * can key on, so a filtered report reads the transfers themselves with the same outcome rules.
 */
async function transferGroups(
  db: Database,
  scope: string[],
  period: ReportPeriod,
  previous: ReportPeriod,
  filter: ReportFilter,
) {
  const r = reportBankTransferDays;
  // One range of days for both periods (the previous one ends the day before), split by `current`.
  const both = { from: previous.from, to: period.to };
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(
      filter
        ? filteredTransferGroups(scope, both, period.from, filter)
        : sql`
      select ${r.businessId} as business_id, ${r.speed} as speed, ${r.outcome} as outcome,
             nullif(${r.reason}, '') as reason, ${r.day} >= ${period.from}::date as current,
             sum(${r.count}) as count, sum(${r.cents}) as cents, sum(${r.secondsToComplete}) as seconds
      from ${r}
      where ${inArray(r.businessId, scope)} and ${dayInPeriod(r.day, both)}
      group by 1, 2, 3, 4, 5
      having sum(${r.count}) <> 0`,
    ),
  );
  const transferRows = rows.map((row) => ({
    current: row.current === true || row.current === 't',
    row: transferRowOf(row),
  }));
  return {
    current: transferRows.filter((entry) => entry.current).map((entry) => entry.row),
    previous: transferRows.filter((entry) => !entry.current).map((entry) => entry.row),
  };
}

function transferRowOf(row: Record<string, unknown>): TransferRow {
  return {
    businessId: String(row.business_id),
    speed: row.speed as TransferSpeed,
    outcome: row.outcome as Outcome,
    reason:
      row.reason === null
        ? null
        : KNOWN_REASONS.has(String(row.reason))
          ? (row.reason as FailureReason)
          : 'other',
    count: numberOf(row.count),
    cents: numberOf(row.cents),
    secondsToComplete: numberOf(row.seconds),
  };
}

function filteredTransferGroups(
  scope: string[],
  range: ReportPeriod,
  periodFrom: string,
  filter: NonNullable<ReportFilter>,
) {
  const t = bankTransfers;
  return sql`
      select ${t.businessId} as business_id, ${t.speed} as speed,
             case when ${t.status} = 'completed' then 'completed'
                  when ${t.status} = 'failed' and ${t.completedAt} is not null then 'returned'
                  when ${t.status} = 'failed' then 'failed'
                  else 'inFlight' end as outcome,
             case when ${t.status} <> 'failed' then null
                  when ${t.failureReason} is not null then ${t.failureReason}
                  when ${t.failureCode} = 'rejected' then 'rejected'
                  else 'other' end as reason,
             ${newYorkDayOf(t.createdAt)} >= ${periodFrom}::date as current,
             count(*) as count, coalesce(sum(${t.amountCents}), 0) as cents,
             coalesce(sum(extract(epoch from ${t.completedAt} - ${t.createdAt})) filter (where ${t.status} = 'completed'), 0) as seconds
      from ${t}
      where ${inArray(t.businessId, scope)} and ${inPeriod(t.createdAt, range)}
        and ${matchesFilter(t.customFields, filter)}
      group by 1, 2, 3, 4, 5`;
}

type RecipientRow = { businessId: string; intakeStatus: RecipientIntakeStatus; count: number };

async function recipientGroups(db: Database, scope: string[]): Promise<RecipientRow[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${recipients.businessId} as business_id, ${recipients.intakeStatus} as intake_status, count(*) as count
      from ${recipients} where ${inArray(recipients.businessId, scope)} group by 1, 2`),
  );
  return rows.map((row) => ({
    businessId: String(row.business_id),
    intakeStatus: row.intake_status as RecipientIntakeStatus,
    count: numberOf(row.count),
  }));
}

async function transferSeries(db: Database, scope: string[], frame: Awaited<ReturnType<typeof reportFrame>>) {
  const t = bankTransfers;
  const r = reportBankTransferDays;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(
      frame.filter
        ? sql`
      select ${newYorkDayOf(t.createdAt)}::text as day, count(*) as sent_count,
             coalesce(sum(${t.amountCents}), 0) as sent_cents,
             count(*) filter (where ${t.status} = 'failed') as failed_count
      from ${t}
      where ${inArray(t.businessId, scope)} and ${inPeriod(t.createdAt, frame.period)}
        and ${matchesFilter(t.customFields, frame.filter)}
      group by ${newYorkDayOf(t.createdAt)}`
        : sql`
      select ${r.day}::text as day, sum(${r.count}) as sent_count, sum(${r.cents}) as sent_cents,
             coalesce(sum(${r.count}) filter (where ${r.outcome} in ('failed', 'returned')), 0) as failed_count
      from ${r}
      where ${inArray(r.businessId, scope)} and ${dayInPeriod(r.day, frame.period)}
      group by 1`,
    ),
  );
  const points = new Map<string, { sentCents: number; sentCount: number; failedCount: number }>();
  for (const row of rows) {
    const bucketStart = bucketStartOfDay(String(row.day), frame.bucket);
    const point = points.get(bucketStart) ?? { sentCents: 0, sentCount: 0, failedCount: 0 };
    point.sentCents += numberOf(row.sent_cents);
    point.sentCount += numberOf(row.sent_count);
    point.failedCount += numberOf(row.failed_count);
    points.set(bucketStart, point);
  }
  return reportBucketStarts(frame.period, frame.bucket).map((bucketStart) => ({
    bucketStart,
    ...(points.get(bucketStart) ?? { sentCents: 0, sentCount: 0, failedCount: 0 }),
  }));
}

function transferMetrics(
  transfers: TransferRow[],
  recipientRows: RecipientRow[],
  keep: (businessId: string) => boolean,
): BankTransferKeyMetrics {
  const counted = () => ({ count: 0, cents: 0 });
  const metrics: BankTransferKeyMetrics = {
    sent: counted(),
    inFlight: counted(),
    completed: counted(),
    failed: counted(),
    returned: counted(),
    bySpeed: [],
    byFailureReason: [],
    averageSecondsToComplete: null,
    recipientsByIntakeStatus: Object.fromEntries(
      RECIPIENT_INTAKE_STATUSES.map((status) => [status, 0]),
    ) as Record<RecipientIntakeStatus, number>,
  };
  const bySpeed = new Map<TransferSpeed, { count: number; cents: number }>();
  const byReason = new Map<FailureReason, { count: number; cents: number }>();
  let completedSeconds = 0;
  const add = (figures: { count: number; cents: number }, row: TransferRow) => {
    figures.count += row.count;
    figures.cents += row.cents;
  };
  for (const row of transfers) {
    if (!keep(row.businessId)) continue;
    add(metrics.sent, row);
    add(metrics[row.outcome], row);
    if (row.outcome === 'completed') completedSeconds += row.secondsToComplete;
    const speed = bySpeed.get(row.speed) ?? counted();
    add(speed, row);
    bySpeed.set(row.speed, speed);
    if (row.reason) {
      const reason = byReason.get(row.reason) ?? counted();
      add(reason, row);
      byReason.set(row.reason, reason);
    }
  }
  metrics.bySpeed = TRANSFER_SPEEDS.flatMap((speed) => {
    const figures = bySpeed.get(speed);
    return figures ? [{ speed, ...figures }] : [];
  });
  metrics.byFailureReason = [...byReason]
    .map(([reason, figures]) => ({ reason, ...figures }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
  metrics.averageSecondsToComplete =
    metrics.completed.count === 0 ? null : Math.round(completedSeconds / metrics.completed.count);
  for (const row of recipientRows) {
    if (keep(row.businessId)) metrics.recipientsByIntakeStatus[row.intakeStatus] += row.count;
  }
  return metrics;
}

/**
 * Bank-transfer figures over a period of New York days: transfers created in it by where they
 * stand now (sent, in flight, completed, failed, returned), by speed and by failure reason, the
 * average time to complete, and recipients by intake status now.
 */
export async function bankTransferKeyMetrics(
  db: Database,
  access: BusinessAccess,
  query: ReportQuery,
): Promise<BankTransferKeyMetricsResponse> {
  const frame = await reportFrame(db, access, query);
  const { current, previous } = await transferGroups(
    db,
    frame.scope,
    frame.period,
    frame.previousPeriod,
    frame.filter,
  );
  const recipientRows = await recipientGroups(db, frame.scope);
  const everyone = () => true;
  return {
    ...frameView(frame),
    total: transferMetrics(current, recipientRows, everyone),
    previousTotal: transferMetrics(previous, recipientRows, everyone),
    businesses: perBusiness(frame, (businessId) =>
      transferMetrics(current, recipientRows, (id) => id === businessId),
    ),
    series: await transferSeries(db, frame.scope, frame),
  };
}
