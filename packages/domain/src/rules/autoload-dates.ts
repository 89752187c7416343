import { TZDate, tzOffset } from '@date-fns/tz';
import { addDays, format } from 'date-fns';

// Autoload first valid dates (spec §5 and cardholder spec §9), as 'yyyy-MM-dd' in the user's zone.

export const AUTOLOAD_DATE_FORMAT = 'yyyy-MM-dd';
// Zones at least this far behind UTC get one extra day once UTC has moved on to the next date.
export const AUTOLOAD_LATE_UTC_OFFSET_HOURS_MIN = 7;

const MINUTES_PER_HOUR = 60;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

type ZonedNow = { now: Date; timeZone: string };

function offsetMinutes({ now, timeZone }: ZonedNow): number {
  const minutes = tzOffset(timeZone, now);
  if (Number.isNaN(minutes)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return minutes;
}

// "Late in the UTC day": the zone is 7+ hours behind UTC and the UTC calendar date is already
// ahead of the local one, so the local "tomorrow" is already "today" in UTC.
export function isLateInUtcDay(zonedNow: ZonedNow): boolean {
  if (offsetMinutes(zonedNow) > -AUTOLOAD_LATE_UTC_OFFSET_HOURS_MIN * MINUTES_PER_HOUR) return false;
  const utcDate = format(new TZDate(zonedNow.now, 'UTC'), AUTOLOAD_DATE_FORMAT);
  return utcDate > format(new TZDate(zonedNow.now, zonedNow.timeZone), AUTOLOAD_DATE_FORMAT);
}

function localTodayPlusDays({ now, timeZone }: ZonedNow, days: number): string {
  return format(addDays(new TZDate(now, timeZone), days), AUTOLOAD_DATE_FORMAT);
}

export function firstAutoloadStartDate(zonedNow: ZonedNow): string {
  return localTodayPlusDays(zonedNow, isLateInUtcDay(zonedNow) ? 2 : 1);
}

export function firstAutoloadEndDate({
  now,
  timeZone,
  startDate,
}: ZonedNow & { startDate?: string }): string {
  if (startDate) {
    offsetMinutes({ now, timeZone }); // fails loudly on an unknown zone, as the other branch does
    return calendarDatePlusDays(startDate, 1, timeZone);
  }
  return localTodayPlusDays({ now, timeZone }, isLateInUtcDay({ now, timeZone }) ? 3 : 2);
}

// Pure calendar arithmetic on a 'yyyy-MM-dd' string; the time of day never matters here.
function calendarDatePlusDays(date: string, days: number, timeZone: string): string {
  const match = DATE_PATTERN.exec(date);
  const [year, month, day] = (match?.slice(1) ?? []).map(Number);
  if (year === undefined || month === undefined || day === undefined) {
    throw new RangeError(`Expected a yyyy-MM-dd date, got ${JSON.stringify(date)}`);
  }
  const localMidnight = new TZDate(year, month - 1, day, timeZone);
  // new TZDate rolls 2025-02-30 over to March; refuse it rather than guess.
  if (format(localMidnight, AUTOLOAD_DATE_FORMAT) !== date) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return format(addDays(localMidnight, days), AUTOLOAD_DATE_FORMAT);
}
