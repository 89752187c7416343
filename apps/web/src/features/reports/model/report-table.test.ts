import { describe, expect, it } from 'vitest';
import { count, csvCellOf, displayOf, money, percent, type ReportCell, text } from './report-table.ts';

// biome-ignore format: one row per cell reads as a table
const CASES: [cell: ReportCell, locale: string, shown: string, csv: string | number | null][] = [
  [money(123_456),  'en', '$1,234.56', 1234.56],
  [money(123_456),  'ar', '$1,234.56', 1234.56],
  [money(-5),       'en', '-$0.05',    -0.05],
  [count(1234),     'en', '1,234',     1234],
  [count(1234),     'fr', '1\u202f234', 1234],
  [percent(12),     'en', '+12%',      12],
  [percent(-3),     'en', '-3%',       -3],
  [percent(0),      'en', '0%',        0],
  [percent(null),   'en', '—',         null],
  [text('Groceries'), 'en', 'Groceries', 'Groceries'],
];

describe('report cells', () => {
  it.each(CASES)('%j in %s shows %j and exports %j', (cell, locale, shown, csv) => {
    expect(displayOf(cell, locale)).toBe(shown);
    expect(csvCellOf(cell)).toBe(csv);
  });
});
