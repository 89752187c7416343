import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertPrintableAscii, normalizeText } from './charset.ts';
import { NachaError } from './errors.ts';

const normalize = (value: string, widthMax = 22) => normalizeText(value, widthMax, 'name');

describe('normalizeText', () => {
  it.each([
    ['José Álvarez', 'JOSE ALVAREZ'],
    ['Zoë Brontë', 'ZOE BRONTE'],
    ['François Façade', 'FRANCOIS FACADE'],
    ['Łukasz Żółć', 'LUKASZ ZOLC'],
    ['Søren Ærø', 'SOREN AERO'],
    ['Straße', 'STRASSE'],
    ['Þór Guðmundsson', 'THOR GUDMUNDSSON'],
    ['Dvořák Čapek', 'DVORAK CAPEK'],
    ['Nguyễn Thị Ơn', 'NGUYEN THI ON'],
    ['Əliyev', 'ELIYEV'],
    ['Gal·la', 'GALLA'],
    ['O\u2019Neil \u2013 \u201CJr\u201D', 'O\'NEIL - "JR"'],
    ['\uFF21\uFF22\uFF23 Corp', 'ABC CORP'],
    ['\u00A0 padded  ', 'PADDED'],
  ])('%j → %j', (value, expected) => {
    expect(normalize(value)).toBe(expected);
  });

  it('cuts to the width after transliteration, and drops the spaces left at the cut', () => {
    expect(normalize('ÆÆÆ', 4)).toBe('AEAE');
    expect(normalize('ABCD EFGH', 5)).toBe('ABCD');
  });

  it.each([
    ['王小明', 'U+738B'],
    ['Иван', 'U+0418'],
    ['Bob 🙂', 'U+1F642'],
    ['a\tb', 'U+0009'],
    ['a\nb', 'U+000A'],
    ['ǀHoan', 'U+01C0'],
  ])('refuses %j, naming %s', (value, codePoint) => {
    expect(() => normalize(value)).toThrow(NachaError);
    expect(() => normalize(value)).toThrow(`name: character ${codePoint} is outside the NACHA character set`);
  });

  it('writes every Latin-1 and Latin Extended-A letter as printable ASCII', () => {
    const letter = fc.integer({ min: 0xc0, max: 0x17f }).filter((code) => code !== 0xd7 && code !== 0xf7);
    fc.assert(
      fc.property(fc.array(letter, { maxLength: 40 }), (codes) => {
        const text = normalize(String.fromCharCode(...codes), 40);
        expect(text).toMatch(/^[\x20-\x60\x7B-\x7E]*$/);
      }),
    );
  });

  it('writes the Latin Extended-B letters, less tone letters, clicks and glottal stops', () => {
    const refused = new Set([...'ƄƅƧƨƪƻƼƽƾǀǁǂǃɁɂ']);
    for (let code = 0x180; code <= 0x24f; code++) {
      const letter = String.fromCharCode(code);
      if (refused.has(letter)) expect(() => normalize(letter)).toThrow(NachaError);
      else expect(normalize(letter), letter).toMatch(/^[A-Z']+$/);
    }
  });

  it('keeps printable ASCII as it is, upper-cased', () => {
    expect(normalize(' !"#$%&\'()*+,-./0189:;<=>?@[\\]^_`{|}~ ', 40)).toBe(
      '!"#$%&\'()*+,-./0189:;<=>?@[\\]^_`{|}~',
    );
  });
});

describe('assertPrintableAscii', () => {
  it('accepts the printable range and refuses what lies outside it', () => {
    expect(() => assertPrintableAscii(' ~', 'field')).not.toThrow();
    expect(() => assertPrintableAscii('\u007F', 'field')).toThrow('field: character U+007F');
    expect(() => assertPrintableAscii('é', 'field')).toThrow('field: character U+00E9');
  });
});
