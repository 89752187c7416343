import { describe, expect, it } from 'vitest';
import { NachaError } from './errors.ts';
import { dateField, identifierField, numberField, textField, timeField } from './field-format.ts';

describe('field writers', () => {
  it('left-justifies alphanumerics and right-justifies numerics', () => {
    expect(textField('ab', 5, 'f')).toBe('AB   ');
    expect(textField(undefined, 3, 'f')).toBe('   ');
    expect(identifierField(' 12-ab ', 6, 'f')).toBe('12-ab ');
    expect(numberField(42, 6, 999_999, 'f')).toBe('000042');
    expect(numberField(0, 3, 999, 'f')).toBe('000');
  });

  it.each(['240229', '250101', '991231', '000101'])('accepts the date %s', (date) => {
    expect(dateField(date, 'f')).toBe(date);
  });

  it.each(['250229', '251301', '250001', '250132', '2501', '25-1-1', ''])('refuses the date %j', (date) => {
    expect(() => dateField(date, 'f')).toThrow(NachaError);
  });

  it('writes a blank date as spaces only where allowed', () => {
    expect(dateField('', 'f', true)).toBe('      ');
    expect(dateField(undefined, 'f', true)).toBe('      ');
    expect(() => dateField(undefined, 'f')).toThrow(NachaError);
  });

  it.each([
    ['0000', true],
    ['2359', true],
    ['2400', false],
    ['1260', false],
    ['930', false],
  ])('time %s valid: %s', (time, valid) => {
    if (valid) expect(timeField(time, 'f')).toBe(time);
    else expect(() => timeField(time, 'f')).toThrow(NachaError);
  });
});
