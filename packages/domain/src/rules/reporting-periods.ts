import { assertCalendarDate } from './business-days.ts';

// Report periods are New York calendar days (YYYY-MM-DD), both ends included. Arithmetic runs on
// UTC midnights so no zone or DST change can shift a day; the API turns days into instants.

const MS_PER_DAY = 86_400_000;
/** Two years: a year compared with the year before is the longest question a report answers. */
export const REPORT_RANGE_DAYS_MAX = 731;
/** Up to this many days a chart shows one point per day, beyond it one per month. */
export const REPORT_DAILY_BUCKETS_MAX_DAYS = 62;

export type ReportPeriod = { from: string; to: string };
export type ReportBucket = 'day' | 'month';

/** A real YYYY-MM-DD calendar day (2026-02-30 is not one). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === day;
}

const utcMs = (day: string) => {
  assertCalendarDate(day);
  return Date.parse(`${day}T00:00:00Z`);
};
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** How many calendar days a period holds (a single day is 1). */
export function reportDayCount(period: ReportPeriod): number {
  return Math.round((utcMs(period.to) - utcMs(period.from)) / MS_PER_DAY) + 1;
}

/** The period just before, of the same number of days ("compared with the previous period"). */
export function previousReportPeriod(period: ReportPeriod): ReportPeriod {
  const days = reportDayCount(period);
  const fromMs = utcMs(period.from);
  return { from: dayOf(fromMs - days * MS_PER_DAY), to: dayOf(fromMs - MS_PER_DAY) };
}

export function reportBucketOf(period: ReportPeriod): ReportBucket {
  return reportDayCount(period) <= REPORT_DAILY_BUCKETS_MAX_DAYS ? 'day' : 'month';
}

/** The first day of each bucket the period touches, in order: what a chart's x axis shows. */
export function reportBucketStarts(period: ReportPeriod, bucket: ReportBucket): string[] {
  const starts: string[] = [];
  const endMs = utcMs(period.to);
  if (bucket === 'day') {
    for (let ms = utcMs(period.from); ms <= endMs; ms += MS_PER_DAY) starts.push(dayOf(ms));
    return starts;
  }
  let [year, month] = period.from.split('-').map(Number) as [number, number];
  while (Date.UTC(year, month - 1, 1) <= endMs) {
    starts.push(dayOf(Date.UTC(year, month - 1, 1)));
    month += 1;
    if (month === 13) [year, month] = [year + 1, 1];
  }
  return starts;
}

/**
 * The change from the previous period in whole percent, rounded half away from zero; null when
 * the previous period had nothing (a change from zero has no percentage).
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  const change = ((current - previous) / Math.abs(previous)) * 100;
  return Math.sign(change) * Math.round(Math.abs(change));
}
