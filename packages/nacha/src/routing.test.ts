import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NachaError } from './errors.ts';
import { abaCheckDigit, isValidRoutingNumber } from './routing.ts';

describe('routing numbers', () => {
  it.each(['091000019', '021000021', '011000015', '121000358', '026009593'])('%s is valid', (routing) => {
    expect(isValidRoutingNumber(routing)).toBe(true);
  });

  it.each(['091000018', '02100002', '0210000210', '02100002X', '', ' 21000021'])('%j is not', (routing) => {
    expect(isValidRoutingNumber(routing)).toBe(false);
  });

  it('computes the check digit that makes any 8 digits valid, and only that one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), fc.integer({ min: 0, max: 9 }), (firstEight, digit) => {
        const check = abaCheckDigit(firstEight);
        expect(isValidRoutingNumber(firstEight + check)).toBe(true);
        expect(isValidRoutingNumber(firstEight + String(digit))).toBe(String(digit) === check);
      }),
    );
  });

  it('refuses anything but 8 digits', () => {
    expect(() => abaCheckDigit('0910000')).toThrow(NachaError);
  });
});
