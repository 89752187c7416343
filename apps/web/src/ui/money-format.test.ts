import { describe, expect, it } from 'vitest';
import { amountTone, formatCentsInText, formatSignedCents } from './money-format.ts';

describe('formatSignedCents', () => {
  it.each([
    [10_000, '+$100.00'],
    [-10_000, '-$100.00'],
    [5, '+$0.05'],
    [-123_456_789, '-$1,234,567.89'],
    [0, '$0.00'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatSignedCents(cents)).toBe(text);
  });
});

describe('amountTone', () => {
  it('reads a positive amount as money in and a negative one as money out', () => {
    expect(amountTone(1)).toBe('in');
    expect(amountTone(-1)).toBe('out');
    expect(amountTone(0)).toBe('none');
  });
});

describe('formatCentsInText', () => {
  it('isolates the amount left to right for right-to-left sentences', () => {
    expect(formatCentsInText(1250)).toBe('\u2066$12.50\u2069');
  });
});
