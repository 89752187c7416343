import { describe, expect, it } from 'vitest';
import { isNarrowLayout } from './layout.ts';

describe('isNarrowLayout (business spec §2.3: below 1026 px)', () => {
  it.each([
    [320, true],
    [1025, true],
    [1025.5, true],
    [1026, false],
    [1440, false],
  ])('%d px → %s', (width, expected) => {
    expect(isNarrowLayout(width)).toBe(expected);
  });
});
