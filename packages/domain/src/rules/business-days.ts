import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

// The Federal Reserve (FedACH) business-day calendar. Dates are 'yyyy-MM-dd' calendar dates with no
// time of day; instants are epoch milliseconds, read on New York wall clocks where the Fed runs.

export const NEW_YORK_TIME_ZONE = 'America/New_York';
// Juneteenth became a federal holiday in June 2021, too late for the Fed to close that year.
export const JUNETEENTH_FIRST_FED_YEAR = 2022;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;
const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;
const SUNDAY = 0;
const MONDAY = 1;
const THURSDAY = 4;
const SATURDAY = 6;
const [JANUARY, FEBRUARY, MAY, JUNE, JULY, SEPTEMBER, OCTOBER, NOVEMBER, DECEMBER] = [
  0, 1, 4, 5, 6, 8, 9, 10, 11,
];

// Calendar arithmetic runs on UTC midnights, so no zone or DST can shift a date.
function utcMidnightMs(date: string): number {
  const match = DATE_PATTERN.exec(date);
  const [year, month, day] = (match?.slice(1) ?? []).map(Number);
  if (year === undefined || month === undefined || day === undefined) {
    throw new RangeError(`Expected a yyyy-MM-dd date, got ${JSON.stringify(date)}`);
  }
  const ms = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2026-02-30 over to March; refuse it rather than guess.
  if (dateOfUtcMs(ms) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  return ms;
}

// Throws a RangeError on anything but a real 'yyyy-MM-dd' calendar date.
export function assertCalendarDate(date: string): void {
  utcMidnightMs(date);
}

function dateOfUtcMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function weekdayOf(ms: number): number {
  return new Date(ms).getUTCDay();
}

// A fixed-date holiday on a Sunday is observed on the Monday. On a Saturday it is not moved: the Fed
// stays open the Friday before, and the Saturday is no business day anyway.
function fixedHolidayMs(year: number, month: number, day: number): number {
  const ms = Date.UTC(year, month, day);
  return weekdayOf(ms) === SUNDAY ? ms + MS_PER_DAY : ms;
}

function nthWeekdayMs(year: number, month: number, weekday: number, nth: number): number {
  const firstMs = Date.UTC(year, month, 1);
  const offsetDays = (weekday - weekdayOf(firstMs) + 7) % 7;
  return firstMs + (offsetDays + 7 * (nth - 1)) * MS_PER_DAY;
}

function lastWeekdayMs(year: number, month: number, weekday: number): number {
  const lastMs = Date.UTC(year, month + 1, 0);
  return lastMs - ((weekdayOf(lastMs) - weekday + 7) % 7) * MS_PER_DAY;
}

// The Fed's eleven holidays in calendar order, as observed (a Saturday one is listed on its Saturday).
export function federalReserveHolidays(year: number): string[] {
  if (!Number.isInteger(year)) throw new RangeError(`Expected an integer year, got ${year}`);
  const holidaysMs = [
    fixedHolidayMs(year, JANUARY, 1), // New Year's Day
    nthWeekdayMs(year, JANUARY, MONDAY, 3), // Birthday of Martin Luther King, Jr.
    nthWeekdayMs(year, FEBRUARY, MONDAY, 3), // Washington's Birthday (Presidents Day)
    lastWeekdayMs(year, MAY, MONDAY), // Memorial Day
    ...(year >= JUNETEENTH_FIRST_FED_YEAR ? [fixedHolidayMs(year, JUNE, 19)] : []), // Juneteenth
    fixedHolidayMs(year, JULY, 4), // Independence Day
    nthWeekdayMs(year, SEPTEMBER, MONDAY, 1), // Labor Day
    nthWeekdayMs(year, OCTOBER, MONDAY, 2), // Columbus Day
    fixedHolidayMs(year, NOVEMBER, 11), // Veterans Day
    nthWeekdayMs(year, NOVEMBER, THURSDAY, 4), // Thanksgiving Day
    fixedHolidayMs(year, DECEMBER, 25), // Christmas Day
  ];
  return holidaysMs.map(dateOfUtcMs);
}

// Asked for every date a worker looks at, so each year is computed once.
const holidaysByYear = new Map<number, ReadonlySet<string>>();

function isFedHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = new Set(federalReserveHolidays(year));
    holidaysByYear.set(year, holidays);
  }
  return holidays.has(date);
}

export function isBusinessDay(date: string): boolean {
  const weekday = weekdayOf(utcMidnightMs(date));
  return weekday !== SATURDAY && weekday !== SUNDAY && !isFedHoliday(date);
}

// The first business day strictly after `date`.
export function nextBusinessDay(date: string): string {
  let ms = utcMidnightMs(date);
  let next: string;
  do {
    ms += MS_PER_DAY;
    next = dateOfUtcMs(ms);
  } while (!isBusinessDay(next));
  return next;
}

export function businessDayOnOrAfter(date: string): string {
  return isBusinessDay(date) ? date : nextBusinessDay(date);
}

// Counts from the first business day on or after `date`: 0 is that day, 1 the one after it, and so
// on. A Saturday + 1 is therefore the Tuesday, so each extra day always moves the result forward.
export function addBusinessDays(date: string, days: number): string {
  if (!Number.isInteger(days) || days < 0) {
    throw new RangeError(`Expected a whole number of business days >= 0, got ${days}`);
  }
  let result = businessDayOnOrAfter(date);
  for (let added = 0; added < days; added += 1) result = nextBusinessDay(result);
  return result;
}

function newYorkClock(nowMs: number): TZDate {
  if (!Number.isFinite(nowMs)) throw new RangeError(`Expected epoch milliseconds, got ${nowMs}`);
  return new TZDate(nowMs, NEW_YORK_TIME_ZONE);
}

export function newYorkDate(nowMs: number): string {
  return format(newYorkClock(nowMs), 'yyyy-MM-dd');
}

// Minutes since New York midnight on the wall clock (so 10:30 is 630 in EST and in EDT alike).
export function newYorkMinutes(nowMs: number): number {
  const clock = newYorkClock(nowMs);
  return clock.getHours() * MINUTES_PER_HOUR + clock.getMinutes();
}

// The instant at which New York wall clocks show `minutes` past midnight on `date`. Meant for
// business hours: inside the 02:00-03:00 DST gap TZDate moves the time forward an hour.
export function newYorkTimeMs(date: string, minutes: number): number {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= MINUTES_PER_DAY) {
    throw new RangeError(`Expected minutes within a day, got ${minutes}`);
  }
  const midnight = new Date(utcMidnightMs(date));
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  return new TZDate(
    midnight.getUTCFullYear(),
    midnight.getUTCMonth(),
    midnight.getUTCDate(),
    hours,
    minutes % MINUTES_PER_HOUR,
    NEW_YORK_TIME_ZONE,
  ).getTime();
}
