import { describe, expect, it } from 'vitest';
import { smsLength } from './sms-segments.ts';

describe('smsLength', () => {
  it('counts GSM-7 septets: 160 in one segment, 153 per part beyond', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
  });

  it('counts an extension character (€, [, ]) as two septets', () => {
    expect(smsLength('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsLength(`${'€'.repeat(80)}a`).segments).toBe(2);
  });

  it('sends any other character in UCS-2: 70 in one segment, 67 per part', () => {
    expect(smsLength('ł'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsLength(`${'a'.repeat(70)}ł`)).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(smsLength('د'.repeat(134)).segments).toBe(2);
    expect(smsLength('د'.repeat(135)).segments).toBe(3);
  });

  it('counts a character outside the BMP as two UCS-2 units', () => {
    expect(smsLength('😀'.repeat(35))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
  });
});
