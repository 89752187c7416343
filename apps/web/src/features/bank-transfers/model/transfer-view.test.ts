import { describe, expect, it } from 'vitest';
import type { Transfer } from '../api/get-transfers.ts';
import {
  approvalThreshold,
  calendarDate,
  needsApproval,
  scheduleView,
  transferDate,
} from './transfer-view.ts';

// Tuesday 2026-03-10, 11:00 in New York (EDT, UTC-4): after the 10:30 window, before 14:45.
const TUESDAY_11_NY = Date.parse('2026-03-10T15:00:00Z');
// Friday 2026-03-13, 17:00 in New York: every window of the day has closed.
const FRIDAY_17_NY = Date.parse('2026-03-13T21:00:00Z');

describe('the schedule shown for a speed', () => {
  it('same-day ACH goes in the next open window and arrives that day', () => {
    expect(scheduleView('sameday_ach', TUESDAY_11_NY)).toEqual({
      speed: 'sameday_ach',
      cutoffDate: '2026-03-10',
      cutoffTime: '14:45',
      effectiveDate: '2026-03-10',
      expectedByDate: '2026-03-10',
    });
  });

  it('standard ACH goes in the day’s last file and arrives the next business day', () => {
    expect(scheduleView('ach', TUESDAY_11_NY)).toMatchObject({
      cutoffDate: '2026-03-10',
      cutoffTime: '16:45',
      expectedByDate: '2026-03-11',
    });
    // After Friday's last window: Monday's file, Tuesday's money.
    expect(scheduleView('ach', FRIDAY_17_NY)).toMatchObject({
      cutoffDate: '2026-03-16',
      expectedByDate: '2026-03-17',
    });
  });

  it('instant goes now, any day', () => {
    expect(scheduleView('instant', FRIDAY_17_NY)).toMatchObject({
      cutoffDate: '2026-03-13',
      cutoffTime: '17:00',
      expectedByDate: '2026-03-13',
    });
  });
});

describe('maker-checker', () => {
  it('asks for approval only above a set threshold', () => {
    expect(needsApproval(100_001, 100_000)).toBe(true);
    expect(needsApproval(100_000, 100_000)).toBe(false);
    expect(needsApproval(100_001, null)).toBe(false);
    expect(needsApproval(100_001, undefined)).toBe(false);
    expect(needsApproval(null, 0)).toBe(false);
    expect(needsApproval(1, 0)).toBe(true);
  });

  it('takes the business’s own threshold, else its organisation’s', () => {
    expect(
      approvalThreshold({ transferApprovalThresholdCents: 5_000 }, { transferApprovalThresholdCents: 9 }),
    ).toBe(5_000);
    expect(
      approvalThreshold({ transferApprovalThresholdCents: null }, { transferApprovalThresholdCents: 9 }),
    ).toBe(null);
    expect(approvalThreshold({}, { transferApprovalThresholdCents: 9 })).toBe(9);
    expect(approvalThreshold(null, { transferApprovalThresholdCents: 9 })).toBe(9);
    expect(approvalThreshold(null, null)).toBe(null);
  });
});

describe('transfer dates', () => {
  const transfer = {
    status: 'processing',
    completedAt: null,
    failedAt: null,
    expectedByDate: '2026-03-11',
  } as Transfer;

  it('shows the expected date until it completes or fails', () => {
    expect(transferDate(transfer)).toEqual({ kind: 'expected', date: '2026-03-11' });
    expect(
      transferDate({ ...transfer, status: 'completed', completedAt: '2026-03-11T14:00:00.000Z' }),
    ).toEqual({ kind: 'completed', date: '2026-03-11T14:00:00.000Z' });
    expect(transferDate({ ...transfer, status: 'failed', failedAt: '2026-03-12T14:00:00.000Z' })).toEqual({
      kind: 'failed',
      date: '2026-03-12T14:00:00.000Z',
    });
  });

  it('reads a calendar date without shifting it to another day', () => {
    const date = calendarDate('2026-12-31');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 11, 31]);
  });
});
