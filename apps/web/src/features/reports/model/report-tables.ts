import type { TFunction } from 'i18next';
import type {
  BankTransferKeyMetricsReport,
  CardKeyMetricsReport,
  TransactionCategoriesReport,
} from '../api/get-reports.ts';
import { count, money, percent, type ReportTable, text } from './report-table.ts';

// The tables behind the charts and lists of the Reports page, built once for the screen and the CSV.

type CardMetrics = CardKeyMetricsReport['total'];
type TransferMetrics = BankTransferKeyMetricsReport['total'];
type FailureReason = TransferMetrics['byFailureReason'][number]['reason'];

/** A bucket's first day as the reader reads it: a day, or a month and year. */
export function bucketLabel(bucketStart: string, bucket: 'day' | 'month', locale: string) {
  const date = new Date(`${bucketStart}T12:00:00Z`);
  return new Intl.DateTimeFormat(locale, {
    calendar: 'gregory',
    timeZone: 'UTC',
    ...(bucket === 'day' ? { month: 'short', day: 'numeric' } : { month: 'short', year: 'numeric' }),
  }).format(date);
}

export function spendOverTimeTable(report: CardKeyMetricsReport, t: TFunction, locale: string): ReportTable {
  return {
    header: [
      t('reports.columns.period'),
      t('reports.columns.spent'),
      t('reports.columns.loaded'),
      t('reports.columns.refunded'),
      t('reports.columns.declines'),
    ],
    rows: report.series.map((point) => [
      text(bucketLabel(point.bucketStart, report.bucket, locale)),
      money(point.spentCents),
      money(point.loadedCents),
      money(point.refundedCents),
      count(point.declinedCount),
    ]),
  };
}

export const declineReasonLabel = (reason: string | null, t: TFunction) =>
  reason === null
    ? t('reports.declineUnknown')
    : t(`cardRecords.transactions.declineReasons.${reason}` as 'reports.declineUnknown');

export function declinesTable(metrics: CardMetrics, t: TFunction): ReportTable {
  return {
    header: [t('reports.columns.reason'), t('reports.columns.count'), t('reports.columns.amount')],
    rows: metrics.declined.byReason.map((row) => [
      text(declineReasonLabel(row.reason, t)),
      count(row.count),
      money(row.cents),
    ]),
  };
}

export function loadsTable(metrics: CardMetrics, previous: CardMetrics, t: TFunction): ReportTable {
  const row = (
    label: string,
    now: { count: number; cents: number },
    before: { count: number; cents: number },
  ) => [text(label), count(now.count), money(now.cents), money(before.cents)];
  return {
    header: [
      t('reports.columns.kind'),
      t('reports.columns.count'),
      t('reports.columns.amount'),
      t('reports.columns.previousAmount'),
    ],
    rows: [
      row(t('reports.cards.autoloads'), metrics.loads.automatic, previous.loads.automatic),
      row(t('reports.cards.manualLoads'), metrics.loads.manual, previous.loads.manual),
      row(t('reports.cards.withdrawals'), metrics.withdrawals, previous.withdrawals),
      row(t('reports.cards.refunds'), metrics.refunds, previous.refunds),
    ],
  };
}

export function cardStatusTable(metrics: CardMetrics, t: TFunction): ReportTable {
  return {
    header: [t('reports.columns.status'), t('reports.columns.cards')],
    rows: Object.entries(metrics.cardsByStatus).map(([status, value]) => [
      text(t(`cards.statuses.${status}` as 'reports.columns.status')),
      count(value),
    ]),
  };
}

export const groupLabel = (group: string, t: TFunction) =>
  t(`reports.groups.${group}` as 'reports.groups.other');

export function categoriesTable(report: TransactionCategoriesReport, t: TFunction): ReportTable {
  const previous = new Map(report.previousTotal.groups.map((row) => [row.group, row.cents]));
  const share = (cents: number) =>
    report.total.spentCents === 0 ? 0 : Math.round((cents / report.total.spentCents) * 100);
  return {
    header: [
      t('reports.columns.category'),
      t('reports.columns.count'),
      t('reports.columns.amount'),
      t('reports.columns.share'),
      t('reports.columns.previousAmount'),
    ],
    rows: report.total.groups.map((row) => [
      text(groupLabel(row.group, t)),
      count(row.count),
      money(row.cents),
      percent(share(row.cents)),
      money(previous.get(row.group) ?? 0),
    ]),
  };
}

export function topMerchantsTable(report: TransactionCategoriesReport, t: TFunction): ReportTable {
  return {
    header: [
      t('reports.columns.merchant'),
      t('reports.columns.category'),
      t('reports.columns.count'),
      t('reports.columns.amount'),
    ],
    rows: report.topMerchants.map((row) => [
      text(row.name),
      text(groupLabel(row.group, t)),
      count(row.count),
      money(row.cents),
    ]),
  };
}

export const failureReasonLabel = (reason: FailureReason, t: TFunction) =>
  reason === 'rejected' || reason === 'other'
    ? t(`reports.transfers.reasons.${reason}`)
    : t(`bankTransfers.failureReasons.${reason}` as 'reports.transfers.reasons.other').replace(/\.$/, '');

export function failureReasonsTable(metrics: TransferMetrics, t: TFunction): ReportTable {
  return {
    header: [t('reports.columns.reason'), t('reports.columns.count'), t('reports.columns.amount')],
    rows: metrics.byFailureReason.map((row) => [
      text(failureReasonLabel(row.reason, t)),
      count(row.count),
      money(row.cents),
    ]),
  };
}

export function transfersBySpeedTable(metrics: TransferMetrics, t: TFunction): ReportTable {
  return {
    header: [t('reports.columns.speed'), t('reports.columns.count'), t('reports.columns.amount')],
    rows: metrics.bySpeed.map((row) => [
      text(t(`bankTransfers.speeds.${row.speed}` as 'reports.columns.speed')),
      count(row.count),
      money(row.cents),
    ]),
  };
}

export function recipientsTable(metrics: TransferMetrics, t: TFunction): ReportTable {
  return {
    header: [t('reports.columns.intakeStatus'), t('reports.columns.recipients')],
    rows: Object.entries(metrics.recipientsByIntakeStatus).map(([status, value]) => [
      text(t(`recipients.intakeStatuses.${status}` as 'reports.columns.intakeStatus')),
      count(value),
    ]),
  };
}

/**
 * Programs side by side: one row per figure, one column per program, and the organisation's total
 * (the organisation's own row is shown only when it holds any card or transfer of its own).
 */
export function programsTable(
  cards: CardKeyMetricsReport,
  transfers: BankTransferKeyMetricsReport,
  t: TFunction,
): ReportTable {
  const transfersOf = new Map(transfers.businesses.map((row) => [row.businessId, row.metrics]));
  const columns = cards.businesses
    .filter(
      (row) =>
        row.isProgram ||
        Object.values(row.metrics.cardsByStatus).some((value) => value > 0) ||
        (transfersOf.get(row.businessId)?.sent.count ?? 0) > 0,
    )
    .map((row) => ({ name: row.name, cards: row.metrics, transfers: transfersOf.get(row.businessId)! }));
  const all = [
    ...columns,
    { name: t('reports.programs.total'), cards: cards.total, transfers: transfers.total },
  ];
  const figure = (label: string, cell: (column: (typeof all)[number]) => ReturnType<typeof money>) => [
    text(label),
    ...all.map(cell),
  ];
  return {
    header: [t('reports.columns.figure'), ...all.map((column) => column.name)],
    rows: [
      figure(t('reports.cards.loaded'), (c) => money(c.cards.loads.cents)),
      figure(t('reports.cards.spent'), (c) => money(c.cards.spent.cents)),
      figure(t('reports.cards.purchases'), (c) => count(c.cards.spent.count)),
      figure(t('reports.cards.declines'), (c) => count(c.cards.declined.count)),
      figure(t('reports.cards.refunds'), (c) => money(c.cards.refunds.cents)),
      figure(t('reports.cards.balance'), (c) => money(c.cards.balanceCents)),
      figure(t('reports.cards.activeCards'), (c) => count(c.cards.cardsByStatus.active)),
      figure(t('reports.cards.newCards'), (c) => count(c.cards.newCards)),
      figure(t('reports.transfers.sent'), (c) => money(c.transfers.sent.cents)),
      figure(t('reports.transfers.completed'), (c) => count(c.transfers.completed.count)),
      figure(t('reports.transfers.failed'), (c) =>
        count(c.transfers.failed.count + c.transfers.returned.count),
      ),
    ],
  };
}
