import { DAILY_LOAD_HOUR_LOCAL } from '../constants.ts';
import type { AutoloadFrequency } from '../enums/cards.ts';
import { assertCalendarDate, isBusinessDay, newYorkTimeMs } from './business-days.ts';

// When an autoload runs. Dates are 'yyyy-MM-dd' New York calendar dates; every run starts at
// 03:00 New York wall-clock time (DAILY_LOAD_HOUR_LOCAL), which exists exactly once on every day:
// the spring gap is 02:00-03:00 and the autumn repeat is 01:00-02:00.

export const AUTOLOAD_BUSINESS_DAY_RULES = ['none', 'previous_business_day'] as const;
export type AutoloadBusinessDayRule = (typeof AUTOLOAD_BUSINESS_DAY_RULES)[number];
export const AUTOLOAD_STATUSES = ['active', 'paused', 'cancelled', 'ended'] as const;
export type AutoloadStatus = (typeof AUTOLOAD_STATUSES)[number];
/** When a run needs more than the funding account holds: load nothing, or load cards in order until the money ends. */
export const AUTOLOAD_SHORTFALL_POLICIES = ['skip_run', 'load_until_funds_end'] as const;
export type AutoloadShortfallPolicy = (typeof AUTOLOAD_SHORTFALL_POLICIES)[number];
export const AUTOLOAD_RUN_STATUSES = ['running', 'completed', 'skipped', 'missed'] as const;
export const AUTOLOAD_RUN_CARD_STATUSES = ['pending', 'loaded', 'failed', 'skipped'] as const;
export const AUTOLOAD_PREVIEW_RUNS = 12;
// A run whose 03:00 passed longer ago than this (the system was down) is recorded as missed rather
// than loaded late: money arriving days late, several runs at once, surprises people more.
export const AUTOLOAD_CATCH_UP_WINDOW_MS = 36 * 60 * 60_000;

export type AutoloadSchedule = {
  frequency: AutoloadFrequency;
  startDate: string;
  endDate?: string | null | undefined;
  businessDayRule: AutoloadBusinessDayRule;
};

export type AutoloadOccurrence = {
  /** The date the frequency names (the 31st, the last of the month…). */
  scheduledDate: string;
  /** The date it runs: the scheduled one, or the business day before it. Runs are keyed by it. */
  runDate: string;
  runAtMs: number;
};

const MS_PER_DAY = 86_400_000;
const RUN_MINUTES = DAILY_LOAD_HOUR_LOCAL * 60;
// Bounds the search for the next run of a schedule that may have none left.
const SCHEDULED_DATES_SCANNED_MAX = 4_000;

// Calendar arithmetic on UTC midnights, so no zone or DST moves a date.
function utcMs(date: string): number {
  assertCalendarDate(date);
  return Date.parse(`${date}T00:00:00Z`);
}
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addCalendarDays = (date: string, days: number) => dateOf(utcMs(date) + days * MS_PER_DAY);

function lastDayOfMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

// The nth scheduled date (n = 0 is the first on or after the start). A monthly schedule keeps the
// start's day of month and falls on a shorter month's last day (Jan 31, Feb 28 or 29, Mar 31).
export function scheduledDate(
  schedule: Pick<AutoloadSchedule, 'frequency' | 'startDate'>,
  n: number,
): string {
  const startMs = utcMs(schedule.startDate);
  const start = new Date(startMs);
  const [year, monthIndex, day] = [start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()];
  switch (schedule.frequency) {
    case 'daily':
      return dateOf(startMs + n * MS_PER_DAY);
    case 'weekly':
      return dateOf(startMs + 7 * n * MS_PER_DAY);
    case 'monthly': {
      const month = new Date(Date.UTC(year, monthIndex + n, 1));
      const clamped = Math.min(day, lastDayOfMonth(month.getUTCFullYear(), month.getUTCMonth()));
      return dateOf(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), clamped));
    }
    case 'last_of_month':
      return dateOf(Date.UTC(year, monthIndex + n + 1, 0));
  }
}

export function previousBusinessDayOnOrBefore(date: string): string {
  let ms = utcMs(date);
  while (!isBusinessDay(dateOf(ms))) ms -= MS_PER_DAY;
  return dateOf(ms);
}

export function autoloadRunAtMs(runDate: string): number {
  return newYorkTimeMs(runDate, RUN_MINUTES);
}

function occurrenceOf(schedule: AutoloadSchedule, date: string): AutoloadOccurrence {
  const moved =
    schedule.businessDayRule === 'previous_business_day' ? previousBusinessDayOnOrBefore(date) : date;
  // Moving back never goes before the start: a first date on a weekend runs on the start date.
  const runDate = moved < schedule.startDate ? schedule.startDate : moved;
  return { scheduledDate: date, runDate, runAtMs: autoloadRunAtMs(runDate) };
}

// A scheduled-date index a little before `date`, so a long-running schedule is not scanned from its
// start. Moving to a business day shifts a date by at most a few days, well inside the margin.
function firstIndexNear(schedule: AutoloadSchedule, date: string): number {
  if (!date || date <= schedule.startDate) return 0;
  const days = (utcMs(date) - utcMs(schedule.startDate)) / MS_PER_DAY;
  const estimate =
    schedule.frequency === 'daily'
      ? days
      : schedule.frequency === 'weekly'
        ? Math.floor(days / 7)
        : monthsBetween(schedule.startDate, date);
  return Math.max(0, estimate - 2);
}

function monthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth);
}

/**
 * The occurrences whose run date is after `afterRunDate` (or from the start), at most `count`, in
 * order. Scheduled dates that move onto the same business day (a daily schedule's weekend) run once,
 * on that day: the run is keyed by its run date.
 */
export function autoloadOccurrences(
  schedule: AutoloadSchedule,
  options: { afterRunDate?: string | null | undefined; count: number },
): AutoloadOccurrence[] {
  const result: AutoloadOccurrence[] = [];
  let lastRunDate = options.afterRunDate ?? '';
  const first = firstIndexNear(schedule, lastRunDate);
  for (let n = first; n < first + SCHEDULED_DATES_SCANNED_MAX && result.length < options.count; n += 1) {
    const date = scheduledDate(schedule, n);
    if (schedule.endDate && date > schedule.endDate) break;
    const occurrence = occurrenceOf(schedule, date);
    if (occurrence.runDate <= lastRunDate) continue;
    result.push(occurrence);
    lastRunDate = occurrence.runDate;
  }
  return result;
}

export function nextAutoloadOccurrence(
  schedule: AutoloadSchedule,
  afterRunDate?: string | null,
): AutoloadOccurrence | undefined {
  return autoloadOccurrences(schedule, { afterRunDate, count: 1 })[0];
}

/** Whether a run that was due at runAtMs is still loaded at nowMs, or recorded as missed. */
export function isWithinCatchUpWindow(runAtMs: number, nowMs: number): boolean {
  return nowMs - runAtMs <= AUTOLOAD_CATCH_UP_WINDOW_MS;
}
