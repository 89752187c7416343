import { describe, expect, it } from 'vitest';
import { firstAutoloadEndDate, firstAutoloadStartDate, isLateInUtcDay } from './autoload-dates.ts';

// [case, zone, instant (UTC), local wall clock for the reader, late in the UTC day?, start, end without start]
// biome-ignore format: one row per line reads as a table
const ROWS: [string, string, string, string, boolean, string, string][] = [
  ['New York morning', 'America/New_York', '2025-01-15T12:00:00Z', '01-15 07:00 EST', false, '2025-01-16', '2025-01-17'],
  ['New York evening after UTC midnight (only 5 h behind)', 'America/New_York', '2025-01-16T03:00:00Z', '01-15 22:00 EST', false, '2025-01-16', '2025-01-17'],
  ['New York summer, just before local midnight', 'America/New_York', '2025-07-15T03:59:00Z', '07-14 23:59 EDT', false, '2025-07-15', '2025-07-16'],
  ['Los Angeles noon (PST)', 'America/Los_Angeles', '2025-01-15T20:00:00Z', '01-15 12:00 PST', false, '2025-01-16', '2025-01-17'],
  ['Los Angeles 15:59, UTC still 23:59', 'America/Los_Angeles', '2025-01-15T23:59:00Z', '01-15 15:59 PST', false, '2025-01-16', '2025-01-17'],
  ['Los Angeles 16:00, UTC already the 16th', 'America/Los_Angeles', '2025-01-16T00:00:00Z', '01-15 16:00 PST', true, '2025-01-17', '2025-01-18'],
  ['Los Angeles 18:00 PST', 'America/Los_Angeles', '2025-01-16T02:00:00Z', '01-15 18:00 PST', true, '2025-01-17', '2025-01-18'],
  ['Los Angeles 23:30 PDT (7 h behind is enough)', 'America/Los_Angeles', '2025-07-15T06:30:00Z', '07-14 23:30 PDT', true, '2025-07-16', '2025-07-17'],
  ['Los Angeles just after local midnight PDT', 'America/Los_Angeles', '2025-07-15T07:30:00Z', '07-15 00:30 PDT', false, '2025-07-16', '2025-07-17'],
  ["Los Angeles New Year's Eve afternoon", 'America/Los_Angeles', '2026-01-01T01:00:00Z', '12-31 17:00 PST', true, '2026-01-02', '2026-01-03'],
  ['Los Angeles the day before spring forward', 'America/Los_Angeles', '2025-03-08T20:00:00Z', '03-08 12:00 PST', false, '2025-03-09', '2025-03-10'],
  ['Honolulu 13:00, UTC still the 9th', 'Pacific/Honolulu', '2025-03-09T23:00:00Z', '03-09 13:00 HST', false, '2025-03-10', '2025-03-11'],
  ['Honolulu 14:30, UTC already the 10th', 'Pacific/Honolulu', '2025-03-10T00:30:00Z', '03-09 14:30 HST', true, '2025-03-11', '2025-03-12'],
  ['Honolulu 23:59', 'Pacific/Honolulu', '2025-03-10T09:59:00Z', '03-09 23:59 HST', true, '2025-03-11', '2025-03-12'],
  ['Honolulu local midnight', 'Pacific/Honolulu', '2025-03-10T10:00:00Z', '03-10 00:00 HST', false, '2025-03-11', '2025-03-12'],
  ['London 23:30 GMT', 'Europe/London', '2025-01-15T23:30:00Z', '01-15 23:30 GMT', false, '2025-01-16', '2025-01-17'],
  ['London 00:30 BST while UTC is still the day before', 'Europe/London', '2025-06-30T23:30:00Z', '07-01 00:30 BST', false, '2025-07-02', '2025-07-03'],
  ['Kabul 23:30, UTC 19:00', 'Asia/Kabul', '2025-01-15T19:00:00Z', '01-15 23:30 +0430', false, '2025-01-16', '2025-01-17'],
  ['Kabul 00:30, UTC still the day before', 'Asia/Kabul', '2025-01-15T20:00:00Z', '01-16 00:30 +0430', false, '2025-01-17', '2025-01-18'],
];

describe('autoload first dates (spec §5, cardholder spec §9)', () => {
  describe.each(ROWS)('%s (%s at %s, local %s)', (_case, timeZone, instant, _local, late, start, end) => {
    const now = new Date(instant);

    it(`is ${late ? '' : 'not '}late in the UTC day`, () => {
      expect(isLateInUtcDay({ now, timeZone })).toBe(late);
    });

    it(`first start date is ${start}`, () => {
      expect(firstAutoloadStartDate({ now, timeZone })).toBe(start);
    });

    it(`first end date without a start is ${end}`, () => {
      expect(firstAutoloadEndDate({ now, timeZone })).toBe(end);
    });

    it('first end date with the first start chosen is the day after it', () => {
      expect(firstAutoloadEndDate({ now, timeZone, startDate: start })).toBe(end);
    });
  });

  it.each([
    ['2025-02-28', '2025-03-01'],
    ['2024-02-28', '2024-02-29'],
    ['2025-12-31', '2026-01-01'],
    ['2025-03-09', '2025-03-10'],
    ['2025-11-02', '2025-11-03'],
  ])('with start %s the first end date is %s, whatever the time now', (startDate, expected) => {
    const now = new Date('2025-01-16T02:00:00Z');
    expect(firstAutoloadEndDate({ now, timeZone: 'America/Los_Angeles', startDate })).toBe(expected);
  });

  it.each(['2025-02-30', '2025-13-01', '03/10/2025', '2025-3-1'])(
    'refuses the malformed start date %j',
    (startDate) => {
      const zonedNow = { now: new Date(), timeZone: 'America/New_York' };
      expect(() => firstAutoloadEndDate({ ...zonedNow, startDate })).toThrow(RangeError);
    },
  );

  it('refuses an unknown time zone instead of guessing', () => {
    const zonedNow = { now: new Date(), timeZone: 'Mars/Olympus_Mons' };
    expect(() => firstAutoloadStartDate(zonedNow)).toThrow(RangeError);
    expect(() => firstAutoloadEndDate({ ...zonedNow, startDate: '2025-01-01' })).toThrow(RangeError);
  });
});
