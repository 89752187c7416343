import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTOLOAD_FREQUENCIES } from '../enums/cards.ts';
import {
  AUTOLOAD_CATCH_UP_WINDOW_MS,
  type AutoloadSchedule,
  autoloadOccurrences,
  autoloadRunAtMs,
  isWithinCatchUpWindow,
  nextAutoloadOccurrence,
  previousBusinessDayOnOrBefore,
} from './autoload-schedule.ts';
import { isBusinessDay, newYorkDate, newYorkMinutes } from './business-days.ts';

const runDates = (schedule: AutoloadSchedule, count = 12, afterRunDate?: string) =>
  autoloadOccurrences(schedule, { count, afterRunDate }).map((occurrence) => occurrence.runDate);

describe('03:00 New York, never skipped or doubled', () => {
  // [case, run date, the instant (UTC)]
  // biome-ignore format: one row per line reads as a table
  const ROWS: [string, string, string][] = [
    ['winter (EST, UTC-5)', '2026-01-15', '2026-01-15T08:00:00.000Z'],
    ['summer (EDT, UTC-4)', '2026-07-15', '2026-07-15T07:00:00.000Z'],
    ['spring forward day: 02:00 jumps to 03:00, 03:00 exists once', '2026-03-08', '2026-03-08T07:00:00.000Z'],
    ['the day before spring forward', '2026-03-07', '2026-03-07T08:00:00.000Z'],
    ['fall back day: 01:00-02:00 repeats, 03:00 once', '2026-11-01', '2026-11-01T08:00:00.000Z'],
    ['the day before fall back', '2026-10-31', '2026-10-31T07:00:00.000Z'],
    ['leap day', '2028-02-29', '2028-02-29T08:00:00.000Z'],
  ];
  it.each(ROWS)('%s: %s runs at %s', (_case, runDate, instant) => {
    expect(new Date(autoloadRunAtMs(runDate)).toISOString()).toBe(instant);
  });

  it('a daily schedule across both DST changes runs every day, 23, 24 or 25 hours apart', () => {
    const schedule: AutoloadSchedule = {
      frequency: 'daily',
      startDate: '2026-03-06',
      businessDayRule: 'none',
    };
    const spring = autoloadOccurrences(schedule, { count: 4 });
    expect(spring.map((o) => o.runDate)).toEqual(['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09']);
    const springGapsHours = spring.slice(1).map((o, i) => (o.runAtMs - spring[i]!.runAtMs) / 3_600_000);
    expect(springGapsHours).toEqual([24, 23, 24]);
    const autumn = autoloadOccurrences({ ...schedule, startDate: '2026-10-31' }, { count: 3 });
    expect(autumn.slice(1).map((o, i) => (o.runAtMs - autumn[i]!.runAtMs) / 3_600_000)).toEqual([25, 24]);
  });
});

describe('run dates per frequency', () => {
  // [case, schedule, the first run dates]
  // biome-ignore format: one row per line reads as a table
  const ROWS: [string, AutoloadSchedule, string[]][] = [
    ['daily', { frequency: 'daily', startDate: '2026-02-26', businessDayRule: 'none' }, ['2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']],
    ['daily across a leap day', { frequency: 'daily', startDate: '2028-02-28', businessDayRule: 'none' }, ['2028-02-28', '2028-02-29', '2028-03-01']],
    ['weekly keeps the start weekday (Wednesday)', { frequency: 'weekly', startDate: '2026-12-23', businessDayRule: 'none' }, ['2026-12-23', '2026-12-30', '2027-01-06', '2027-01-13']],
    ['monthly on the 15th', { frequency: 'monthly', startDate: '2026-01-15', businessDayRule: 'none' }, ['2026-01-15', '2026-02-15', '2026-03-15']],
    ['monthly on the 31st falls on a short month\'s last day, then goes back to the 31st', { frequency: 'monthly', startDate: '2026-01-31', businessDayRule: 'none' }, ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31']],
    ['monthly on the 30th in a leap year', { frequency: 'monthly', startDate: '2028-01-30', businessDayRule: 'none' }, ['2028-01-30', '2028-02-29', '2028-03-30']],
    ['monthly on the 29th: February 2100 is not a leap year', { frequency: 'monthly', startDate: '2100-01-29', businessDayRule: 'none' }, ['2100-01-29', '2100-02-28', '2100-03-29']],
    ['monthly on the 29th: February 2000 was a leap year', { frequency: 'monthly', startDate: '2000-01-29', businessDayRule: 'none' }, ['2000-01-29', '2000-02-29', '2000-03-29']],
    ['last_of_month in a common year', { frequency: 'last_of_month', startDate: '2027-01-10', businessDayRule: 'none' }, ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']],
    ['last_of_month in a leap year', { frequency: 'last_of_month', startDate: '2028-02-01', businessDayRule: 'none' }, ['2028-02-29', '2028-03-31']],
    ['last_of_month starting on the last day', { frequency: 'last_of_month', startDate: '2026-11-30', businessDayRule: 'none' }, ['2026-11-30', '2026-12-31', '2027-01-31']],
    ['an end date stops the schedule, inclusive', { frequency: 'daily', startDate: '2026-05-01', endDate: '2026-05-03', businessDayRule: 'none' }, ['2026-05-01', '2026-05-02', '2026-05-03']],
    ['last_of_month with an end date before the month ends has no run', { frequency: 'last_of_month', startDate: '2026-05-01', endDate: '2026-05-30', businessDayRule: 'none' }, []],
  ];
  it.each(ROWS)('%s', (_case, schedule, expected) => {
    expect(runDates(schedule, expected.length + 1).slice(0, expected.length)).toEqual(expected);
    if (schedule.endDate) expect(runDates(schedule, 50)).toEqual(expected);
  });
});

describe('previous business day option (weekends and Federal Reserve holidays)', () => {
  // [case, date, the business day on or before it]
  // biome-ignore format: one row per line reads as a table
  const ROWS: [string, string, string][] = [
    ['a Wednesday stays', '2026-06-17', '2026-06-17'],
    ['Saturday to Friday', '2026-06-13', '2026-06-12'],
    ['Sunday to Friday', '2026-06-14', '2026-06-12'],
    ['Juneteenth (Friday) to Thursday', '2026-06-19', '2026-06-18'],
    ['Christmas 2026 (Friday) to Thursday', '2026-12-25', '2026-12-24'],
    ['Monday Labor Day and the weekend before it to Friday', '2026-09-07', '2026-09-04'],
    ['New Year 2028 (Saturday) to Friday Dec 31 2027', '2028-01-01', '2027-12-31'],
    ['Thanksgiving to Wednesday', '2026-11-26', '2026-11-25'],
  ];
  it.each(ROWS)('%s: %s -> %s', (_case, date, expected) => {
    expect(previousBusinessDayOnOrBefore(date)).toBe(expected);
  });

  it('last_of_month on a weekend runs the Friday before (Feb 28 2026 is a Saturday)', () => {
    const occurrences = autoloadOccurrences(
      { frequency: 'last_of_month', startDate: '2026-02-01', businessDayRule: 'previous_business_day' },
      { count: 3 },
    );
    expect(occurrences.map((o) => [o.scheduledDate, o.runDate])).toEqual([
      ['2026-02-28', '2026-02-27'],
      ['2026-03-31', '2026-03-31'],
      ['2026-04-30', '2026-04-30'],
    ]);
  });

  it('daily runs once per business day: a weekend and a holiday Monday fold into the Friday run', () => {
    const schedule: AutoloadSchedule = {
      frequency: 'daily',
      startDate: '2026-09-03',
      businessDayRule: 'previous_business_day',
    };
    expect(runDates(schedule, 4)).toEqual(['2026-09-03', '2026-09-04', '2026-09-08', '2026-09-09']);
  });

  it('never moves a run before the start date', () => {
    const schedule: AutoloadSchedule = {
      frequency: 'weekly',
      startDate: '2026-06-13',
      businessDayRule: 'previous_business_day',
    };
    // Saturday the 13th would move to Friday the 12th, before the start; the 20th moves past
    // Juneteenth (Friday the 19th) to Thursday.
    expect(runDates(schedule, 3)).toEqual(['2026-06-13', '2026-06-18', '2026-06-26']);
  });
});

describe('the next 12 runs', () => {
  it('previews 12 monthly runs on the 31st with the business-day option through 2027', () => {
    const schedule: AutoloadSchedule = {
      frequency: 'monthly',
      startDate: '2026-12-31',
      businessDayRule: 'previous_business_day',
    };
    // biome-ignore format: a year of dates
    expect(runDates(schedule)).toEqual([
      '2026-12-31', '2027-01-29', '2027-02-26', '2027-03-31', '2027-04-30', '2027-05-28',
      '2027-06-30', '2027-07-30', '2027-08-31', '2027-09-30', '2027-10-29', '2027-11-30',
    ]);
  });

  it('continues after a given run date, years into a schedule, without scanning from the start', () => {
    const schedule: AutoloadSchedule = {
      frequency: 'daily',
      startDate: '2026-01-01',
      businessDayRule: 'none',
    };
    expect(runDates(schedule, 2, '2040-02-28')).toEqual(['2040-02-29', '2040-03-01']);
    expect(nextAutoloadOccurrence({ ...schedule, frequency: 'last_of_month' }, '2040-02-29')?.runDate).toBe(
      '2040-03-31',
    );
  });

  it('answers no next run once the end date has passed', () => {
    const schedule: AutoloadSchedule = {
      frequency: 'weekly',
      startDate: '2026-01-01',
      endDate: '2026-01-20',
      businessDayRule: 'none',
    };
    expect(nextAutoloadOccurrence(schedule, '2026-01-15')).toBeUndefined();
  });
});

describe('catch-up window', () => {
  const runAtMs = autoloadRunAtMs('2026-04-10');
  it.each([
    [0, true],
    [AUTOLOAD_CATCH_UP_WINDOW_MS, true],
    [AUTOLOAD_CATCH_UP_WINDOW_MS + 1, false],
  ])('%d ms late: caught up %s', (lateMs, expected) => {
    expect(isWithinCatchUpWindow(runAtMs, runAtMs + lateMs)).toBe(expected);
  });
});

describe('properties of any schedule (fast-check)', () => {
  const schedules = fc.record({
    frequency: fc.constantFrom(...AUTOLOAD_FREQUENCIES),
    startDate: fc
      .date({
        min: new Date('2024-01-01T00:00:00Z'),
        max: new Date('2030-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10)),
    businessDayRule: fc.constantFrom('none', 'previous_business_day'),
  }) as fc.Arbitrary<AutoloadSchedule>;

  it('runs strictly later each time, at 03:00 New York, never before the start, on a business day when asked', () => {
    fc.assert(
      fc.property(schedules, (schedule) => {
        const occurrences = autoloadOccurrences(schedule, { count: 40 });
        expect(occurrences).toHaveLength(40);
        occurrences.forEach((occurrence, index) => {
          expect(occurrence.runDate >= schedule.startDate).toBe(true);
          expect(occurrence.runDate <= occurrence.scheduledDate).toBe(true);
          expect(newYorkDate(occurrence.runAtMs)).toBe(occurrence.runDate);
          expect(newYorkMinutes(occurrence.runAtMs)).toBe(3 * 60);
          if (index > 0) expect(occurrence.runDate > occurrences[index - 1]!.runDate).toBe(true);
          if (
            schedule.businessDayRule === 'previous_business_day' &&
            occurrence.runDate !== schedule.startDate
          )
            expect(isBusinessDay(occurrence.runDate)).toBe(true);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('continuing after any run date gives the same runs as the full list', () => {
    fc.assert(
      fc.property(schedules, fc.integer({ min: 0, max: 30 }), (schedule, skip) => {
        const all = autoloadOccurrences(schedule, { count: 40 });
        const after = autoloadOccurrences(schedule, { count: 5, afterRunDate: all[skip]!.runDate });
        expect(after).toEqual(all.slice(skip + 1, skip + 6));
      }),
      { numRuns: 200 },
    );
  });
});
