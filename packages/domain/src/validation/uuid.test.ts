import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uuidSchema } from './general.ts';
import { isUuid } from './uuid.ts';

describe('isUuid', () => {
  it.each([
    ['3f2504e0-4f89-41d3-9a0c-0305e82c3301', true],
    ['00000000-0000-0000-0000-000000000000', true],
    ['3f2504e0-4f89-91d3-9a0c-0305e82c3301', false],
    ['3f2504e0-4f89-41d3-7a0c-0305e82c3301', false],
    ['zzz', false],
    [undefined, false],
  ])('%j → %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });

  it('answers as the zod schema does, for ids and for near misses', () => {
    const nearMiss = fc
      .tuple(fc.uuid(), fc.nat(35), fc.constantFrom('0', '9', 'a', 'F', 'g', '-', ''))
      .map(([id, at, character]) => id.slice(0, at) + character + id.slice(at + 1));
    fc.assert(
      fc.property(fc.oneof(fc.uuid(), fc.uuid({ version: 7 }), nearMiss, fc.string()), (value) => {
        expect(isUuid(value)).toBe(uuidSchema.safeParse(value).success);
      }),
    );
  });
});
