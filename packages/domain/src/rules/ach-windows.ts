import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { TransferSpeed } from '../enums/bank-transfers.ts';
import {
  assertCalendarDate,
  businessDayOnOrAfter,
  isBusinessDay,
  NEW_YORK_TIME_ZONE,
  newYorkDate,
  newYorkTimeMs,
  nextBusinessDay,
} from './business-days.ts';

// When a transfer's file goes out and when the money is expected (New York wall clocks, Fed calendar).

// The Fed's three same-day ACH submission deadlines; an entry in one settles that same business day.
export const SAME_DAY_WINDOWS_NY = ['10:30', '14:45', '16:45'] as const;
// Standard (next-day) entries go once a day, in the last same-day window's file, with the next
// business day as their effective entry date. One standard file a day keeps one batch to reconcile
// per day; the earlier windows would settle no sooner, since settlement is the next day either way.
export const STANDARD_ACH_CUTOFF_NY = '16:45';

export type AchSchedule = {
  // New York date and time of the window, e.g. '2026-11-24 14:45'.
  windowLabel: string;
  cutoffMs: number;
  // 'yyyy-MM-dd'
  effectiveDate: string;
  // 'yyyy-MM-dd'
  expectedByDate: string;
};

export type CutoffKind = 'sameday' | 'standard' | 'both';
export type WindowCutoff = { cutoffMs: number; kind: CutoffKind };

const HHMM_PATTERN = /^(\d{2}):(\d{2})$/;

function minutesOf(hhmm: string): number {
  const [hours, minutes] = (HHMM_PATTERN.exec(hhmm)?.slice(1) ?? []).map(Number);
  if (hours === undefined || minutes === undefined) throw new RangeError(`Expected HH:mm, got ${hhmm}`);
  return hours * 60 + minutes;
}

// Every cut-off of a business day in time order; 16:45 closes a same-day window and the standard file.
const DAILY_CUTOFFS: readonly { hhmm: string; kind: CutoffKind }[] = [
  ...new Set<string>([...SAME_DAY_WINDOWS_NY, STANDARD_ACH_CUTOFF_NY]),
]
  .sort((a, b) => minutesOf(a) - minutesOf(b))
  .map((hhmm) => {
    const sameDay = (SAME_DAY_WINDOWS_NY as readonly string[]).includes(hhmm);
    const standard = hhmm === STANDARD_ACH_CUTOFF_NY;
    return { hhmm, kind: sameDay && standard ? 'both' : sameDay ? 'sameday' : 'standard' };
  });

type Window = { date: string; hhmm: string; cutoffMs: number };

// A window is open until its cut-off instant: at the cut-off exactly the file is due (see
// windowCutoffsBetween, whose range includes its end), so a transfer made then waits for the next.
function nextOpenWindow(cutoffsHhmm: readonly string[], nowMs: number): Window {
  const today = newYorkDate(nowMs);
  if (isBusinessDay(today)) {
    for (const hhmm of cutoffsHhmm) {
      const cutoffMs = newYorkTimeMs(today, minutesOf(hhmm));
      if (nowMs < cutoffMs) return { date: today, hhmm, cutoffMs };
    }
  }
  const date = nextBusinessDay(today);
  const hhmm = cutoffsHhmm[0]!;
  return { date, hhmm, cutoffMs: newYorkTimeMs(date, minutesOf(hhmm)) };
}

export function achSchedule(speed: TransferSpeed, nowMs: number): AchSchedule {
  if (speed === 'instant') {
    // RTP and FedNow run 24x7x365: nothing waits for a window or a business day.
    const today = newYorkDate(nowMs);
    return {
      windowLabel: `${today} ${format(new TZDate(nowMs, NEW_YORK_TIME_ZONE), 'HH:mm')}`,
      cutoffMs: nowMs,
      effectiveDate: today,
      expectedByDate: today,
    };
  }
  if (speed === 'sameday_ach') {
    const window = nextOpenWindow(SAME_DAY_WINDOWS_NY, nowMs);
    return { ...scheduleOf(window), effectiveDate: window.date, expectedByDate: window.date };
  }
  const window = nextOpenWindow([STANDARD_ACH_CUTOFF_NY], nowMs);
  // 1-day settlement: the RDFI makes the funds available on the effective entry date.
  const effectiveDate = nextBusinessDay(window.date);
  return { ...scheduleOf(window), effectiveDate, expectedByDate: effectiveDate };
}

function scheduleOf(window: Window): Pick<AchSchedule, 'windowLabel' | 'cutoffMs'> {
  return { windowLabel: `${window.date} ${window.hhmm}`, cutoffMs: window.cutoffMs };
}

// The cut-offs in (fromMs, toMs] on business days, oldest first: the files a worker that last ran
// at fromMs owes now. A cut-off exactly at toMs is due; one exactly at fromMs was already sent.
export function windowCutoffsBetween(fromMs: number, toMs: number): WindowCutoff[] {
  if (!(toMs > fromMs)) return [];
  const lastDate = newYorkDate(toMs);
  const cutoffs: WindowCutoff[] = [];
  for (let date = businessDayOnOrAfter(newYorkDate(fromMs)); date <= lastDate; ) {
    for (const { hhmm, kind } of DAILY_CUTOFFS) {
      const cutoffMs = newYorkTimeMs(date, minutesOf(hhmm));
      if (cutoffMs > fromMs && cutoffMs <= toMs) cutoffs.push({ cutoffMs, kind });
    }
    date = nextBusinessDay(date);
  }
  return cutoffs;
}

// NACHA file header File Creation Date: 'yyyy-MM-dd' → 'YYMMDD'.
export function yymmdd(date: string): string {
  assertCalendarDate(date);
  return date.slice(2, 4) + date.slice(5, 7) + date.slice(8, 10);
}

// NACHA file header File Creation Time: 'HHMM' on New York wall clocks.
export function hhmmNewYork(nowMs: number): string {
  if (!Number.isFinite(nowMs)) throw new RangeError(`Expected epoch milliseconds, got ${nowMs}`);
  return format(new TZDate(nowMs, NEW_YORK_TIME_ZONE), 'HHmm');
}
