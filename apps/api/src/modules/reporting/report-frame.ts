import type { ReportQuery } from '@causeway/contracts';
import {
  DEFAULT_TIME_ZONE,
  previousReportPeriod,
  type ReportBucket,
  type ReportPeriod,
  reportBucketOf,
} from '@causeway/domain';
import { inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import type { BusinessAccess } from '../tenancy/access.ts';

/** node-postgres and PGlite both answer { rows }, typed apart; read either. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

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
