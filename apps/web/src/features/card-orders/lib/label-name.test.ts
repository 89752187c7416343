import { describe, expect, it } from 'vitest';
import { labelName } from './label-name.ts';

describe('labelName', () => {
  it('keeps a name the shipping label can print', () => {
    expect(labelName(' Maria Lopez ')).toBe('Maria Lopez');
  });

  it('leaves blank a name with accents or other characters, for the user to type', () => {
    expect(labelName('José')).toBe('');
    expect(labelName("O'Brien")).toBe('');
    expect(labelName('Ахмед')).toBe('');
  });
});
