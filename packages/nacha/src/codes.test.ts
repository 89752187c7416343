import { describe, expect, it } from 'vitest';
import { CHANGE_CODES } from './change-codes.ts';
import { RETURN_CODES } from './return-codes.ts';

const range = (letter: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `${letter}${String(from + index).padStart(2, '0')}`);

describe('code tables', () => {
  it('holds the commonly used return codes, each with a title', () => {
    const required = [
      ...range('R', 1, 24),
      ...range('R', 26, 29),
      ...range('R', 31, 35),
      ...range('R', 37, 39),
      ...range('R', 50, 53),
      'R61',
      ...range('R', 67, 70),
      ...range('R', 80, 85),
    ];
    for (const code of required) expect(RETURN_CODES[code]?.title, code).toMatch(/\w/);
    expect(RETURN_CODES.R01?.title).toBe('Insufficient Funds');
    expect(RETURN_CODES.R03?.title).toBe('No Account/Unable to Locate Account');
  });

  it('holds C01 to C13, each with a title', () => {
    expect(Object.keys(CHANGE_CODES)).toEqual(range('C', 1, 13));
    expect(CHANGE_CODES.C01?.title).toBe('Incorrect DFI Account Number');
  });

  it('keys every code by its own spelling', () => {
    for (const code of Object.keys(RETURN_CODES)) expect(code).toMatch(/^R\d\d$/);
    for (const code of Object.keys(CHANGE_CODES)) expect(code).toMatch(/^C\d\d$/);
  });
});
