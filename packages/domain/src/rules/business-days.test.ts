import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDayOnOrAfter,
  federalReserveHolidays,
  isBusinessDay,
  newYorkDate,
  newYorkMinutes,
  newYorkTimeMs,
  nextBusinessDay,
} from './business-days.ts';

// The Fed's published schedules: a Sunday holiday is observed Monday, a Saturday one stays put.
// biome-ignore format: one year per row reads as a table
const HOLIDAYS: [number, string[]][] = [
  [2022, ['2022-01-01', '2022-01-17', '2022-02-21', '2022-05-30', '2022-06-20', '2022-07-04', '2022-09-05', '2022-10-10', '2022-11-11', '2022-11-24', '2022-12-26']],
  [2023, ['2023-01-02', '2023-01-16', '2023-02-20', '2023-05-29', '2023-06-19', '2023-07-04', '2023-09-04', '2023-10-09', '2023-11-11', '2023-11-23', '2023-12-25']],
  [2026, ['2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-04', '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25']],
  [2027, ['2027-01-01', '2027-01-18', '2027-02-15', '2027-05-31', '2027-06-19', '2027-07-05', '2027-09-06', '2027-10-11', '2027-11-11', '2027-11-25', '2027-12-25']],
  [2028, ['2028-01-01', '2028-01-17', '2028-02-21', '2028-05-29', '2028-06-19', '2028-07-04', '2028-09-04', '2028-10-09', '2028-11-11', '2028-11-23', '2028-12-25']],
];

// [date, weekday for the reader, business day?, why]
// biome-ignore format: one row per line reads as a table
const DAYS: [string, string, boolean, string][] = [
  ['2026-01-01', 'Thu', false, "New Year's Day"],
  ['2026-01-02', 'Fri', true, 'an ordinary Friday'],
  ['2026-01-19', 'Mon', false, 'MLK Day, 3rd Monday of January'],
  ['2026-02-16', 'Mon', false, 'Presidents Day, 3rd Monday of February'],
  ['2026-05-25', 'Mon', false, 'Memorial Day, last Monday of May'],
  ['2026-06-19', 'Fri', false, 'Juneteenth'],
  ['2026-07-03', 'Fri', true, 'July 4 is a Saturday and the Fed does not move it to Friday'],
  ['2026-07-04', 'Sat', false, 'Independence Day on a Saturday'],
  ['2026-09-07', 'Mon', false, 'Labor Day'],
  ['2026-10-12', 'Mon', false, 'Columbus Day'],
  ['2026-11-11', 'Wed', false, 'Veterans Day'],
  ['2026-11-26', 'Thu', false, 'Thanksgiving, 4th Thursday of November'],
  ['2026-11-27', 'Fri', true, 'the day after Thanksgiving is no Fed holiday'],
  ['2026-12-24', 'Thu', true, 'Christmas Eve is no Fed holiday'],
  ['2026-12-25', 'Fri', false, 'Christmas Day'],
  ['2027-07-05', 'Mon', false, 'July 4 on a Sunday is observed Monday'],
  ['2027-06-18', 'Fri', true, 'Juneteenth on a Saturday: the Friday stays open'],
  ['2027-12-24', 'Fri', true, 'Christmas on a Saturday: the Friday stays open'],
  ['2027-12-31', 'Fri', true, "New Year's Day 2028 is a Saturday: New Year's Eve stays open"],
  ['2028-06-19', 'Mon', false, 'Juneteenth on a Monday'],
  ['2022-12-26', 'Mon', false, 'Christmas on a Sunday is observed Monday'],
  ['2023-01-02', 'Mon', false, "New Year's Day on a Sunday is observed Monday"],
  ['2026-11-21', 'Sat', false, 'a weekend'],
  ['2026-11-22', 'Sun', false, 'a weekend'],
  ['2026-11-24', 'Tue', true, 'an ordinary Tuesday'],
];

// [from, business days to add, result, why]
// biome-ignore format: one row per line reads as a table
const ADDITIONS: [string, number, string, string][] = [
  ['2026-11-24', 0, '2026-11-24', 'a business day plus 0 is itself'],
  ['2026-11-21', 0, '2026-11-23', 'a Saturday plus 0 is the Monday'],
  ['2026-11-24', 1, '2026-11-25', 'Tuesday to Wednesday'],
  ['2026-11-25', 1, '2026-11-27', 'over Thanksgiving'],
  ['2026-11-25', 2, '2026-11-30', 'over Thanksgiving and the weekend'],
  ['2026-11-20', 1, '2026-11-23', 'Friday to Monday'],
  ['2026-01-16', 1, '2026-01-20', 'Friday over the weekend and MLK Day'],
  ['2026-01-17', 1, '2026-01-21', 'a Saturday counts from the Tuesday after the MLK weekend'],
  ['2026-12-24', 1, '2026-12-28', 'over Christmas and the weekend'],
  ['2026-12-31', 1, '2027-01-04', 'over the year end and the weekend'],
  ['2026-11-24', 10, '2026-12-09', 'ten business days with Thanksgiving inside'],
];

describe('Federal Reserve holidays', () => {
  it.each(HOLIDAYS)('%i', (year, expected) => {
    expect(federalReserveHolidays(year)).toEqual(expected);
  });

  it('has no Juneteenth before the Fed first observed it in 2022', () => {
    expect(federalReserveHolidays(2021)).toHaveLength(10);
    expect(isBusinessDay('2021-06-18')).toBe(true);
  });
});

describe('business days', () => {
  it.each(DAYS)('%s (%s) is a business day: %s — %s', (date, _weekday, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });

  it.each(ADDITIONS)('%s + %i business days = %s (%s)', (date, days, expected) => {
    expect(addBusinessDays(date, days)).toBe(expected);
  });

  it.each([
    ['2026-11-24', '2026-11-25', '2026-11-24'],
    ['2026-11-25', '2026-11-27', '2026-11-25'],
    ['2026-11-26', '2026-11-27', '2026-11-27'],
    ['2026-07-03', '2026-07-06', '2026-07-03'],
    ['2027-07-03', '2027-07-06', '2027-07-06'],
  ])('after %s the next business day is %s; on or after it, %s', (date, next, onOrAfter) => {
    expect(nextBusinessDay(date)).toBe(next);
    expect(businessDayOnOrAfter(date)).toBe(onOrAfter);
  });

  it.each(['2026-02-30', '2026-13-01', '11/24/2026', '2026-1-5', ''])('refuses the date %j', (date) => {
    expect(() => isBusinessDay(date)).toThrow(RangeError);
    expect(() => nextBusinessDay(date)).toThrow(RangeError);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %d business days', (days) => {
    expect(() => addBusinessDays('2026-11-24', days)).toThrow(RangeError);
  });
});

// [instant (UTC), New York date, minutes since New York midnight, wall clock for the reader]
// biome-ignore format: one row per line reads as a table
const CLOCKS: [string, string, number, string][] = [
  ['2026-11-24T14:00:00Z', '2026-11-24', 9 * 60, '09:00 EST'],
  ['2026-11-25T04:59:00Z', '2026-11-24', 23 * 60 + 59, '23:59 EST, UTC already the 25th'],
  ['2026-11-25T05:00:00Z', '2026-11-25', 0, '00:00 EST'],
  ['2026-07-01T03:30:00Z', '2026-06-30', 23 * 60 + 30, '23:30 EDT'],
  ['2026-03-08T06:59:00Z', '2026-03-08', 60 + 59, '01:59 EST, the minute before spring forward'],
  ['2026-03-08T07:00:00Z', '2026-03-08', 3 * 60, '03:00 EDT, the clock skipped 02:00-02:59'],
  ['2026-11-01T05:30:00Z', '2026-11-01', 60 + 30, '01:30 EDT, the first time'],
  ['2026-11-01T06:30:00Z', '2026-11-01', 60 + 30, '01:30 EST, the second time after fall back'],
];

describe('New York wall clock', () => {
  it.each(CLOCKS)('%s is %s at minute %i (%s)', (instant, date, minutes) => {
    const nowMs = Date.parse(instant);
    expect(newYorkDate(nowMs)).toBe(date);
    expect(newYorkMinutes(nowMs)).toBe(minutes);
  });

  it.each([
    ['2026-11-24', 10 * 60 + 30, '2026-11-24T15:30:00Z'],
    ['2026-07-01', 10 * 60 + 30, '2026-07-01T14:30:00Z'],
    ['2026-03-06', 16 * 60 + 45, '2026-03-06T21:45:00Z'],
    ['2026-03-09', 16 * 60 + 45, '2026-03-09T20:45:00Z'],
    ['2026-11-02', 0, '2026-11-02T05:00:00Z'],
  ])('%s at minute %i in New York is %s', (date, minutes, instant) => {
    expect(newYorkTimeMs(date, minutes)).toBe(Date.parse(instant));
  });

  it('refuses a non-finite instant and a minute outside the day', () => {
    expect(() => newYorkDate(Number.NaN)).toThrow(RangeError);
    expect(() => newYorkTimeMs('2026-11-24', 24 * 60)).toThrow(RangeError);
  });
});
