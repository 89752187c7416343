import { DEFAULT_TIME_ZONE, previousReportPeriod, type ReportPeriod } from '@causeway/domain';

// The period choices of the Reports page, on New York calendar days like every figure (a report
// read in Kabul or Kyiv shows the same days as one read in New York).

export const REPORT_PRESETS = [
  'thisMonth',
  'lastMonth',
  'last30Days',
  'thisYear',
  'lastYear',
  'custom',
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

const NEW_YORK_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's New York calendar day (YYYY-MM-DD). */
export const newYorkToday = (nowMs: number) => NEW_YORK_DAY.format(new Date(nowMs));

const pad = (value: number) => String(value).padStart(2, '0');
const lastDayOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The days a preset covers on a given New York day; `custom` keeps what the person typed. */
export function presetPeriod(preset: Exclude<ReportPreset, 'custom'>, today: string): ReportPeriod {
  const [year, month] = today.split('-').map(Number) as [number, number];
  switch (preset) {
    case 'thisMonth':
      return { from: `${year}-${pad(month)}-01`, to: today };
    case 'lastMonth': {
      const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
      return { from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${pad(lastDayOfMonth(y, m))}` };
    }
    case 'last30Days': {
      const end = Date.parse(`${today}T00:00:00Z`);
      return { from: new Date(end - 29 * 86_400_000).toISOString().slice(0, 10), to: today };
    }
    case 'thisYear':
      return { from: `${year}-01-01`, to: today };
    case 'lastYear':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}

/** What the comparison figures cover: the same number of days just before. */
export const comparisonPeriod = previousReportPeriod;
