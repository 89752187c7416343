import type { ReportQuery } from '@causeway/contracts';
import {
  addCalendarDays,
  DEFAULT_TIME_ZONE,
  previousReportPeriod,
  type ReportBucket,
  type ReportPeriod,
  reportBucketOf,
  reportBucketStarts,
} from '@causeway/domain';
import { inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import type { BusinessAccess } from '../tenancy/access.ts';

/** Counts and sums come back as text (node-postgres), bigint or number (PGlite): read any as a number. */
export const numberOf = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

// The zone is a constant of ours, written into the SQL as a literal (not a parameter) so the
// expression is the very one the reporting indexes hold: PostgreSQL then uses their statistics
// to plan the grouping by day, and their order to read a period.
if (!/^[A-Za-z_]+\/[A-Za-z_]+$/.test(DEFAULT_TIME_ZONE)) throw new Error('unexpected time zone name');
const ZONE = sql.raw(`'${DEFAULT_TIME_ZONE}'`);

/** The New York calendar day of an instant, as SQL (the expression the reporting indexes hold). */
export const newYorkDayOf = (column: AnyPgColumn) => sql`((${column} at time zone ${ZONE})::date)`;

/** `column` falls in the period's New York days, both ends included. */
export const inPeriod = (column: AnyPgColumn, period: ReportPeriod) =>
  sql`${newYorkDayOf(column)} between ${period.from}::date and ${period.to}::date`;

/** A rollup's New York `day` column falls in the period, both ends included. */
export const dayInPeriod = (column: AnyPgColumn, period: ReportPeriod) =>
  sql`${column} between ${period.from}::date and ${period.to}::date`;

/** The last day of the calendar month that starts on `start` (a YYYY-MM-01). */
const monthEndOf = (start: string) => {
  const [year, month] = start.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
};

/**
 * The period as the whole calendar months inside it (their first days, both ends included; null
 * when none fits) and the days left over at either end, for the rollups kept by month and by day.
 */
export function wholeMonthsOf(period: ReportPeriod): { months: ReportPeriod | null; days: ReportPeriod[] } {
  const whole = reportBucketStarts(period, 'month').filter(
    (start) => start >= period.from && monthEndOf(start) <= period.to,
  );
  const first = whole[0];
  const last = whole.at(-1);
  if (first === undefined || last === undefined) return { months: null, days: [period] };
  const days: ReportPeriod[] = [];
  if (period.from < first) days.push({ from: period.from, to: addCalendarDays(first, -1) });
  const lastEnd = monthEndOf(last);
  if (lastEnd < period.to) days.push({ from: addCalendarDays(lastEnd, 1), to: period.to });
  return { months: { from: first, to: last }, days };
}

/** `column` (a rollup's day or month) falls in any of the ranges; none: false. */
export const inAnyRange = (column: AnyPgColumn, ranges: ReportPeriod[]) =>
  ranges.length
    ? sql`(${sql.join(
        ranges.map((range) => dayInPeriod(column, range)),
        sql` or `,
      )})`
    : sql`false`;

/** Which rows of a period to read from a rollup kept by month and by day, for the period or the one before. */
export type RollupSlice = { current: boolean; months: ReportPeriod | null; days: ReportPeriod[] };

/**
 * The period and the one before, each as whole months (read monthly) and the days around them.
 * The period stays all days when `byDay` (its chart has a point per day); the one before only
 * gives totals, so it always takes its whole months.
 */
export function rollupSlices(frame: ReportFrame, byDay: boolean): RollupSlice[] {
  return [
    { current: true, ...(byDay ? { months: null, days: [frame.period] } : wholeMonthsOf(frame.period)) },
    { current: false, ...wholeMonthsOf(frame.previousPeriod) },
  ];
}

/**
 * Rows are grouped by New York day in SQL, the indexed expression PostgreSQL keeps statistics on
 * (a hash aggregate; a month expression would make it sort every row of a year); a chart by month
 * folds the days here.
 */
export const bucketStartOfDay = (day: string, bucket: ReportBucket) =>
  bucket === 'day' ? day : `${day.slice(0, 7)}-01`;

export type ReportFilter = { fieldName: string; fieldValue: string } | null;

/** A record's custom field holds the filter's value (no filter: every record). */
export const matchesFilter = (column: AnyPgColumn, filter: ReportFilter) =>
  filter ? sql`${column} ->> ${filter.fieldName} = ${filter.fieldValue}` : sql`true`;

export type ReportBusiness = { businessId: string; name: string; isProgram: boolean };

/**
 * What a report covers: the businesses the caller reaches under the path's business (an
 * organisation's programs for an organisation role; only their own programs for a program user),
 * the period and the one before, and the grant or funder filter.
 */
export type ReportFrame = {
  organizationId: string;
  scope: string[];
  businesses: ReportBusiness[];
  period: ReportPeriod;
  previousPeriod: ReportPeriod;
  bucket: ReportBucket;
  filter: ReportFilter;
};

export async function reportFrame(
  db: Database,
  access: BusinessAccess,
  query: ReportQuery,
): Promise<ReportFrame> {
  const scope = access.visibleBusinessIds;
  const rows = await db
    .select({ id: businesses.id, name: businesses.name, parentId: businesses.parentId })
    .from(businesses)
    .where(inArray(businesses.id, scope))
    .orderBy(businesses.parentId, businesses.name, businesses.id);
  const period = { from: query.from, to: query.to };
  return {
    organizationId: access.topLevelBusinessId,
    scope,
    // The organisation's own row first (parent null sorts last in PostgreSQL, so put it first here).
    businesses: [
      ...rows.filter((row) => row.parentId === null),
      ...rows.filter((row) => row.parentId !== null),
    ].map((row) => ({ businessId: row.id, name: row.name, isProgram: row.parentId !== null })),
    period,
    previousPeriod: previousReportPeriod(period),
    bucket: reportBucketOf(period),
    filter:
      query.fieldName !== undefined && query.fieldValue !== undefined
        ? { fieldName: query.fieldName, fieldValue: query.fieldValue }
        : null,
  };
}

/** The parts of every report's answer that say what it covers. */
export function frameView(frame: ReportFrame) {
  return {
    period: frame.period,
    previousPeriod: frame.previousPeriod,
    bucket: frame.bucket,
    filter: frame.filter,
    generatedAt: new Date().toISOString(),
  };
}

/** Each business's figures beside the others', in the frame's order. */
export function perBusiness<T>(frame: ReportFrame, metricsOf: (businessId: string) => T) {
  return frame.businesses.map((business) => ({ ...business, metrics: metricsOf(business.businessId) }));
}
