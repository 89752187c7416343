import { formatCents } from '@causeway/domain';
import type { CsvCell } from './report-csv.ts';

/** One cell of a report table: shown formatted, exported raw (money as dollars, counts as numbers). */
export type ReportCell =
  | { kind: 'text'; text: string }
  | { kind: 'money'; cents: number }
  | { kind: 'count'; value: number }
  | { kind: 'percent'; value: number | null };

/** A table every chart has beside it: what a screen reader reads and what the CSV holds. */
export type ReportTable = { header: string[]; rows: ReportCell[][] };

export const text = (value: string): ReportCell => ({ kind: 'text', text: value });
export const money = (cents: number): ReportCell => ({ kind: 'money', cents });
export const count = (value: number): ReportCell => ({ kind: 'count', value });
export const percent = (value: number | null): ReportCell => ({ kind: 'percent', value });

/** Dollars with cents as a plain number, the way a spreadsheet sums them. */
const dollars = (cents: number) => Math.round(cents) / 100;

export function csvCellOf(cell: ReportCell): CsvCell {
  switch (cell.kind) {
    case 'text':
      return cell.text;
    case 'money':
      return dollars(cell.cents);
    case 'count':
      return cell.value;
    case 'percent':
      return cell.value;
  }
}

/** The cell as the table shows it; numbers in the reader's language, money in en-US dollars. */
export function displayOf(cell: ReportCell, locale: string): string {
  switch (cell.kind) {
    case 'text':
      return cell.text;
    case 'money':
      return formatCents(cell.cents);
    case 'count':
      return new Intl.NumberFormat(locale).format(cell.value);
    case 'percent':
      return cell.value === null
        ? '—'
        : `${new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' }).format(cell.value)}%`;
  }
}
