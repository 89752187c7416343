import { describe, expect, it } from 'vitest';
import { englishOf, VALIDATION_MESSAGES } from './messages.ts';
import { freeText, hasForbiddenCharacters } from './text.ts';

// [case, text, single-line refused, multi-line refused]
// biome-ignore format: one row per line reads as a table
const ROWS: [string, string, boolean, boolean][] = [
  ['plain text', 'Rent for March', false, false],
  ['Arabic with a Latin name', 'إيجار شهر مارس - Amina', false, false],
  ['an emoji (a surrogate pair)', 'Thanks 🙏', false, false],
  ['NUL', 'a\u0000b', true, true],
  ['a C0 control', 'a\u0001b', true, true],
  ['DEL', 'a\u007Fb', true, true],
  ['a C1 control (NEL)', 'a\u0085b', true, true],
  ['a lone high surrogate', 'a\uD800b', true, true],
  ['a lone low surrogate', 'a\uDC00b', true, true],
  ['a right-to-left override', 'invoice\u202Efdp.exe', true, true],
  ['a left-to-right isolate', 'a\u2066b', true, true],
  ['a newline', 'line one\nline two', true, false],
  ['a tab', 'a\tb', true, false],
  ['a line separator', 'a\u2028b', true, false],
];

describe('hasForbiddenCharacters', () => {
  it.each(ROWS)('%s', (_case, text, singleLine, multiLine) => {
    expect(hasForbiddenCharacters(text)).toBe(singleLine);
    expect(hasForbiddenCharacters(text, { multiline: true })).toBe(multiLine);
  });
});

describe('freeText', () => {
  it('normalises to NFC and trims', () => {
    expect(freeText({ max: 50 }).parse('  Jose\u0301 ')).toBe('Jos\u00e9');
  });

  it('refuses forbidden characters with the one message', () => {
    const result = freeText({ max: 50 }).safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => englishOf(issue.message))).toEqual([
      VALIDATION_MESSAGES.textInvalidCharacters,
    ]);
  });

  it('bounds the length after normalisation, with the field message when given', () => {
    expect(freeText({ max: 3 }).safeParse('abcd').success).toBe(false);
    expect(
      freeText({ max: 3, min: 1, minMessage: 'Name is required' }).safeParse('   ').error?.issues[0]?.message,
    ).toBe('Name is required');
    expect(freeText({ max: 1 }).parse('e\u0301')).toBe('\u00e9');
  });

  it('keeps line breaks in multi-line text only', () => {
    expect(freeText({ max: 50, multiline: true }).parse('a\nb')).toBe('a\nb');
    expect(freeText({ max: 50 }).safeParse('a\nb').success).toBe(false);
  });
});
