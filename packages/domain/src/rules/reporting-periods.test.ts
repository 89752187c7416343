import { describe, expect, it } from 'vitest';
import {
  isCalendarDay,
  percentChange,
  previousReportPeriod,
  REPORT_DAILY_BUCKETS_MAX_DAYS,
  reportBucketOf,
  reportBucketStarts,
  reportDayCount,
} from './reporting-periods.ts';

// biome-ignore format: one row per period reads as a table
const PERIODS = [
  { from: '2026-03-08', to: '2026-03-08', days: 1,   previous: { from: '2026-03-07', to: '2026-03-07' } }, // DST starts
  { from: '2026-11-01', to: '2026-11-01', days: 1,   previous: { from: '2026-10-31', to: '2026-10-31' } }, // DST ends
  { from: '2026-03-01', to: '2026-03-31', days: 31,  previous: { from: '2026-01-29', to: '2026-02-28' } },
  { from: '2024-02-01', to: '2024-02-29', days: 29,  previous: { from: '2024-01-03', to: '2024-01-31' } }, // leap year
  { from: '2026-01-01', to: '2026-12-31', days: 365, previous: { from: '2025-01-01', to: '2025-12-31' } },
  { from: '2025-12-25', to: '2026-01-07', days: 14,  previous: { from: '2025-12-11', to: '2025-12-24' } },
];

describe('report periods', () => {
  it.each(PERIODS)('$from..$to holds $days days', ({ from, to, days, previous }) => {
    expect(reportDayCount({ from, to })).toBe(days);
    expect(previousReportPeriod({ from, to })).toEqual(previous);
    expect(reportDayCount(previous)).toBe(days);
  });

  it.each([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['', false],
  ] as const)('%s is a calendar day: %s', (day, real) => {
    expect(isCalendarDay(day)).toBe(real);
  });

  it('refuses a day that is not on the calendar', () => {
    expect(() => reportDayCount({ from: '2026-02-30', to: '2026-03-01' })).toThrow(RangeError);
  });

  it.each([
    [1, 'day'],
    [REPORT_DAILY_BUCKETS_MAX_DAYS, 'day'],
    [REPORT_DAILY_BUCKETS_MAX_DAYS + 1, 'month'],
    [365, 'month'],
  ] as const)('%i days are shown by %s', (days, bucket) => {
    const to = new Date(Date.UTC(2026, 0, days)).toISOString().slice(0, 10);
    expect(reportBucketOf({ from: '2026-01-01', to })).toBe(bucket);
  });

  it('lists each day of a short period, across the DST change', () => {
    expect(reportBucketStarts({ from: '2026-03-07', to: '2026-03-09' }, 'day')).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
  });

  it('lists the first of each month a long period touches, across the new year', () => {
    expect(reportBucketStarts({ from: '2025-11-15', to: '2026-02-03' }, 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });
});

describe('percentChange', () => {
  it.each([
    [150, 100, 50],
    [50, 100, -50],
    [100, 100, 0],
    [1, 3, -67],
    [0, 100, -100],
    [100, 0, null],
    [0, 0, null],
  ] as const)('%i after %i → %s', (current, previous, change) => {
    expect(percentChange(current, previous)).toBe(change);
  });
});
