import { describe, expect, it } from 'vitest';
import { formatDateIn } from './format-date.ts';

// Local noon, so the day is the same in every time zone the tests run in.
const NOV_25 = new Date(2026, 10, 25, 12, 5);

describe('formatDateIn', () => {
  it.each([
    ['en', 'Nov 25, 2026'],
    ['fa', '۲۰۲۶'],
    ['prs', '۲۰۲۶'],
    ['ar', '2026'],
  ])('%s writes the Gregorian year, not the Solar Hijri one', (tag, year) => {
    const text = formatDateIn(tag, NOV_25, false);
    expect(text).toContain(year);
    expect(text).not.toContain('۱۴۰۵');
  });

  it('writes Pashto with our own month names where the browser has no Pashto data', () => {
    expect(formatDateIn('ps', NOV_25, false, () => false)).toBe('۲۵ نومبر ۲۰۲۶');
    expect(formatDateIn('ps', NOV_25, true, () => false)).toBe('۲۵ نومبر ۲۰۲۶ ۱۲:۰۵');
  });

  it("uses the browser's Pashto when it has it", () => {
    expect(formatDateIn('ps', NOV_25, false, () => true)).toContain('نومبر');
  });
});
