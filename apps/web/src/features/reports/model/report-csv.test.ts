import { describe, expect, it } from 'vitest';
import { toCsv } from './report-csv.ts';

describe('toCsv', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@sum', "'@sum"],
    ['بقالة', 'بقالة'],
  ])('a text cell %j → %j', (cell, csv) => {
    expect(toCsv(['h'], [[cell]])).toBe(`h\r\n${csv}`);
  });

  it('keeps numbers as numbers (negative ones too) and empty cells empty', () => {
    expect(toCsv(['a', 'b', 'c'], [[-12.5, 0, null]])).toBe('a,b,c\r\n-12.5,0,');
  });
});
