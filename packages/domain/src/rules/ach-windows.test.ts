import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TransferSpeed } from '../enums/bank-transfers.ts';
import { achSchedule, hhmmNewYork, windowCutoffsBetween, yymmdd } from './ach-windows.ts';

// [case, speed, now (UTC), New York wall clock for the reader, window, cut-off (UTC), effective, expected by]
// biome-ignore format: one row per line reads as a table
const SCHEDULES: [string, TransferSpeed, string, string, string, string, string, string][] = [
  ['Tuesday morning takes the first window', 'sameday_ach', '2026-11-24T14:00:00Z', 'Tue 09:00 EST', '2026-11-24 10:30', '2026-11-24T15:30:00Z', '2026-11-24', '2026-11-24'],
  ['one minute past the first cut-off', 'sameday_ach', '2026-11-24T15:31:00Z', 'Tue 10:31 EST', '2026-11-24 14:45', '2026-11-24T19:45:00Z', '2026-11-24', '2026-11-24'],
  ['exactly at a cut-off the window is closed', 'sameday_ach', '2026-11-24T15:30:00Z', 'Tue 10:30 EST', '2026-11-24 14:45', '2026-11-24T19:45:00Z', '2026-11-24', '2026-11-24'],
  ['just before the last window', 'sameday_ach', '2026-11-24T21:44:00Z', 'Tue 16:44 EST', '2026-11-24 16:45', '2026-11-24T21:45:00Z', '2026-11-24', '2026-11-24'],
  ['after the last window, the next morning', 'sameday_ach', '2026-11-24T21:45:00Z', 'Tue 16:45 EST', '2026-11-25 10:30', '2026-11-25T15:30:00Z', '2026-11-25', '2026-11-25'],
  ['New York evening when UTC is already tomorrow', 'sameday_ach', '2026-11-25T01:00:00Z', 'Tue 20:00 EST', '2026-11-25 10:30', '2026-11-25T15:30:00Z', '2026-11-25', '2026-11-25'],
  ['Friday evening waits for Monday', 'sameday_ach', '2026-11-20T22:00:00Z', 'Fri 17:00 EST', '2026-11-23 10:30', '2026-11-23T15:30:00Z', '2026-11-23', '2026-11-23'],
  ['Friday evening before MLK Day waits for Tuesday', 'sameday_ach', '2026-01-16T22:00:00Z', 'Fri 17:00 EST', '2026-01-20 10:30', '2026-01-20T15:30:00Z', '2026-01-20', '2026-01-20'],
  ['Friday evening before Columbus Day waits for Tuesday', 'sameday_ach', '2026-10-09T21:00:00Z', 'Fri 17:00 EDT', '2026-10-13 10:30', '2026-10-13T14:30:00Z', '2026-10-13', '2026-10-13'],
  ['Saturday morning waits for Monday', 'sameday_ach', '2026-11-21T14:00:00Z', 'Sat 09:00 EST', '2026-11-23 10:30', '2026-11-23T15:30:00Z', '2026-11-23', '2026-11-23'],
  ['Thanksgiving morning waits for Friday', 'sameday_ach', '2026-11-26T14:00:00Z', 'Thu 09:00 EST', '2026-11-27 10:30', '2026-11-27T15:30:00Z', '2026-11-27', '2026-11-27'],
  ['the Friday before a Saturday July 4 is open', 'sameday_ach', '2026-07-03T13:00:00Z', 'Fri 09:00 EDT', '2026-07-03 10:30', '2026-07-03T14:30:00Z', '2026-07-03', '2026-07-03'],
  ['last Friday of EST', 'sameday_ach', '2026-03-06T14:00:00Z', 'Fri 09:00 EST', '2026-03-06 10:30', '2026-03-06T15:30:00Z', '2026-03-06', '2026-03-06'],
  ['Friday evening over spring forward', 'sameday_ach', '2026-03-06T22:00:00Z', 'Fri 17:00 EST', '2026-03-09 10:30', '2026-03-09T14:30:00Z', '2026-03-09', '2026-03-09'],
  ['first Monday of EDT', 'sameday_ach', '2026-03-09T13:00:00Z', 'Mon 09:00 EDT', '2026-03-09 10:30', '2026-03-09T14:30:00Z', '2026-03-09', '2026-03-09'],
  ['Friday evening over fall back', 'sameday_ach', '2026-10-30T21:00:00Z', 'Fri 17:00 EDT', '2026-11-02 10:30', '2026-11-02T15:30:00Z', '2026-11-02', '2026-11-02'],
  ['first Monday of EST', 'sameday_ach', '2026-11-02T19:00:00Z', 'Mon 14:00 EST', '2026-11-02 14:45', '2026-11-02T19:45:00Z', '2026-11-02', '2026-11-02'],
  ['standard on a Tuesday morning', 'ach', '2026-11-24T14:00:00Z', 'Tue 09:00 EST', '2026-11-24 16:45', '2026-11-24T21:45:00Z', '2026-11-25', '2026-11-25'],
  ['standard on Friday afternoon settles Monday', 'ach', '2026-11-20T20:00:00Z', 'Fri 15:00 EST', '2026-11-20 16:45', '2026-11-20T21:45:00Z', '2026-11-23', '2026-11-23'],
  ['standard the day before Thanksgiving settles Friday', 'ach', '2026-11-25T15:00:00Z', 'Wed 10:00 EST', '2026-11-25 16:45', '2026-11-25T21:45:00Z', '2026-11-27', '2026-11-27'],
  ['standard after the cut-off before Thanksgiving', 'ach', '2026-11-25T22:00:00Z', 'Wed 17:00 EST', '2026-11-27 16:45', '2026-11-27T21:45:00Z', '2026-11-30', '2026-11-30'],
  ['standard exactly at the cut-off waits a day', 'ach', '2026-11-24T21:45:00Z', 'Tue 16:45 EST', '2026-11-25 16:45', '2026-11-25T21:45:00Z', '2026-11-27', '2026-11-27'],
  ['standard on a Saturday', 'ach', '2026-11-21T14:00:00Z', 'Sat 09:00 EST', '2026-11-23 16:45', '2026-11-23T21:45:00Z', '2026-11-24', '2026-11-24'],
  ['standard on Christmas Eve evening', 'ach', '2026-12-24T22:00:00Z', 'Thu 17:00 EST', '2026-12-28 16:45', '2026-12-28T21:45:00Z', '2026-12-29', '2026-12-29'],
  ["standard on New Year's Eve settles after the holiday", 'ach', '2026-12-31T17:00:00Z', 'Thu 12:00 EST', '2026-12-31 16:45', '2026-12-31T21:45:00Z', '2027-01-04', '2027-01-04'],
  ['standard in EDT', 'ach', '2026-03-09T16:00:00Z', 'Mon 12:00 EDT', '2026-03-09 16:45', '2026-03-09T20:45:00Z', '2026-03-10', '2026-03-10'],
  ['standard over fall back', 'ach', '2026-10-30T21:00:00Z', 'Fri 17:00 EDT', '2026-11-02 16:45', '2026-11-02T21:45:00Z', '2026-11-03', '2026-11-03'],
  ['instant on a Tuesday', 'instant', '2026-11-24T14:07:30Z', 'Tue 09:07 EST', '2026-11-24 09:07', '2026-11-24T14:07:30Z', '2026-11-24', '2026-11-24'],
  ['instant late on Thanksgiving', 'instant', '2026-11-27T04:30:00Z', 'Thu 23:30 EST', '2026-11-26 23:30', '2026-11-27T04:30:00Z', '2026-11-26', '2026-11-26'],
  ['instant on a Sunday', 'instant', '2026-11-22T15:00:00Z', 'Sun 10:00 EST', '2026-11-22 10:00', '2026-11-22T15:00:00Z', '2026-11-22', '2026-11-22'],
];

describe('achSchedule', () => {
  it.each(SCHEDULES)(
    '%s (%s at %s, %s)',
    (_case, speed, now, _local, windowLabel, cutoff, effectiveDate, expectedByDate) => {
      expect(achSchedule(speed, Date.parse(now))).toEqual({
        windowLabel,
        cutoffMs: Date.parse(cutoff),
        effectiveDate,
        expectedByDate,
      });
    },
  );

  // Every instant from 2026-01-01 to 2028-01-01 (both DST changes, all holidays of two years).
  const instants = fc.integer({
    min: Date.parse('2026-01-01T00:00:00Z'),
    max: Date.parse('2028-01-01T00:00:00Z'),
  });

  it.each(['ach', 'sameday_ach'] as const)(
    '%s goes in the first cut-off a worker sees after now',
    (speed) => {
      fc.assert(
        fc.property(instants, (nowMs) => {
          const { cutoffMs } = achSchedule(speed, nowMs);
          const due = windowCutoffsBetween(nowMs, cutoffMs).filter(({ kind }) =>
            speed === 'ach' ? kind !== 'sameday' : kind !== 'standard',
          );
          expect(due.map((cutoff) => cutoff.cutoffMs)).toEqual([cutoffMs]);
        }),
        { numRuns: 500 },
      );
    },
  );
});

const ms = (instant: string) => Date.parse(instant);

// [case, from (UTC), to (UTC), expected cut-offs (UTC) and kinds]
// biome-ignore format: one row per line reads as a table
const BETWEEN: [string, string, string, [string, string][]][] = [
  ['a whole Tuesday', '2026-11-24T14:00:00Z', '2026-11-24T22:00:00Z', [['2026-11-24T15:30:00Z', 'sameday'], ['2026-11-24T19:45:00Z', 'sameday'], ['2026-11-24T21:45:00Z', 'both']]],
  ['from a cut-off to the next: the first was sent, the second is due', '2026-11-24T15:30:00Z', '2026-11-24T19:45:00Z', [['2026-11-24T19:45:00Z', 'sameday']]],
  ['between two cut-offs', '2026-11-24T15:31:00Z', '2026-11-24T19:44:00Z', []],
  ['over a weekend', '2026-11-20T22:00:00Z', '2026-11-23T16:00:00Z', [['2026-11-23T15:30:00Z', 'sameday']]],
  ['Thanksgiving has none', '2026-11-25T22:00:00Z', '2026-11-27T22:00:00Z', [['2026-11-27T15:30:00Z', 'sameday'], ['2026-11-27T19:45:00Z', 'sameday'], ['2026-11-27T21:45:00Z', 'both']]],
  ['over spring forward', '2026-03-06T21:00:00Z', '2026-03-09T15:00:00Z', [['2026-03-06T21:45:00Z', 'both'], ['2026-03-09T14:30:00Z', 'sameday']]],
  ['over fall back', '2026-10-30T20:00:00Z', '2026-11-02T16:00:00Z', [['2026-10-30T20:45:00Z', 'both'], ['2026-11-02T15:30:00Z', 'sameday']]],
  ['a weekend alone', '2026-11-21T00:00:00Z', '2026-11-23T05:00:00Z', []],
  ['an empty range', '2026-11-24T15:30:00Z', '2026-11-24T15:30:00Z', []],
  ['a backwards range', '2026-11-24T22:00:00Z', '2026-11-24T14:00:00Z', []],
];

describe('windowCutoffsBetween', () => {
  it.each(BETWEEN)('%s', (_case, from, to, expected) => {
    expect(windowCutoffsBetween(ms(from), ms(to))).toEqual(
      expected.map(([cutoff, kind]) => ({ cutoffMs: ms(cutoff), kind })),
    );
  });
});

describe('NACHA header helpers', () => {
  it.each([
    ['2026-11-24', '261124'],
    ['2000-01-05', '000105'],
    ['2027-12-31', '271231'],
  ])('yymmdd(%s) is %s', (date, expected) => {
    expect(yymmdd(date)).toBe(expected);
  });

  it.each(['2026-02-30', '26-11-24', '2026/11/24'])('yymmdd refuses %j', (date) => {
    expect(() => yymmdd(date)).toThrow(RangeError);
  });

  it.each([
    ['2026-11-24T14:07:00Z', '0907'],
    ['2026-07-01T03:30:00Z', '2330'],
    ['2026-11-25T05:00:00Z', '0000'],
    ['2026-03-09T20:45:59Z', '1645'],
  ])('at %s the New York time is %s', (instant, expected) => {
    expect(hhmmNewYork(ms(instant))).toBe(expected);
  });
});
