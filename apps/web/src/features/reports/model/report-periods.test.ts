import { describe, expect, it } from 'vitest';
import { newYorkToday, presetPeriod } from './report-periods.ts';

// biome-ignore format: one row per preset reads as a table
const CASES = [
  { preset: 'thisMonth',  today: '2026-03-08', from: '2026-03-01', to: '2026-03-08' },
  { preset: 'lastMonth',  today: '2026-03-08', from: '2026-02-01', to: '2026-02-28' },
  { preset: 'lastMonth',  today: '2024-03-31', from: '2024-02-01', to: '2024-02-29' },
  { preset: 'lastMonth',  today: '2026-01-15', from: '2025-12-01', to: '2025-12-31' },
  { preset: 'last30Days', today: '2026-03-08', from: '2026-02-07', to: '2026-03-08' },
  { preset: 'thisYear',   today: '2026-11-26', from: '2026-01-01', to: '2026-11-26' },
  { preset: 'lastYear',   today: '2026-11-26', from: '2025-01-01', to: '2025-12-31' },
] as const;

describe('presetPeriod', () => {
  it.each(CASES)('$preset on $today → $from..$to', ({ preset, today, from, to }) => {
    expect(presetPeriod(preset, today)).toEqual({ from, to });
  });
});

describe('newYorkToday', () => {
  it.each([
    ['2026-03-08T04:59:59.999Z', '2026-03-07'],
    ['2026-03-08T05:00:00.000Z', '2026-03-08'],
    ['2026-03-09T03:59:59.999Z', '2026-03-08'],
    ['2026-11-02T04:59:59.999Z', '2026-11-01'],
  ])('%s is %s in New York', (instant, day) => {
    expect(newYorkToday(Date.parse(instant))).toBe(day);
  });
});
