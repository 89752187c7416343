import { describe, expect, it } from 'vitest';
import { isSsnLastFour, maskTaxId, normalizeEin, normalizeItin } from './kyb-tax-ids.ts';

describe('normalizeEin', () => {
  it.each<[string, string | null]>([
    ['12-3456789', '12-3456789'],
    ['123456789', '12-3456789'],
    [' 98-7654321 ', '98-7654321'],
    ['01-0000001', '01-0000001'],
    ['99-9999999', '99-9999999'],
    // Prefixes the IRS never assigns.
    ['00-1234567', null],
    ['07-1234567', null],
    ['49-1234567', null],
    ['69-1234567', null],
    ['70-1234567', null],
    ['89-1234567', null],
    ['96-1234567', null],
    ['97-1234567', null],
    // Not nine digits, or dashes in the wrong place.
    ['12-345678', null],
    ['1234567890', null],
    ['123-456789', null],
    ['12 3456789', null],
    ['AB-CDEFGHI', null],
    ['', null],
  ])('%j → %j', (typed, expected) => {
    expect(normalizeEin(typed)).toBe(expected);
  });
});

describe('isSsnLastFour', () => {
  it.each<[string, boolean]>([
    ['1234', true],
    ['0001', true],
    ['0000', false],
    ['123', false],
    ['12345', false],
    ['12a4', false],
    ['', false],
  ])('%j → %s', (typed, expected) => {
    expect(isSsnLastFour(typed)).toBe(expected);
  });
});

describe('normalizeItin', () => {
  it.each<[string, string | null]>([
    ['912-70-1234', '912-70-1234'],
    ['912701234', '912-70-1234'],
    ['900-50-0000', '900-50-0000'],
    ['999-65-9999', '999-65-9999'],
    ['999-88-9999', '999-88-9999'],
    ['999-92-9999', '999-92-9999'],
    ['999-94-9999', '999-94-9999'],
    ['999-99-9999', '999-99-9999'],
    // The group digits outside the IRS ranges.
    ['912-49-1234', null],
    ['912-66-1234', null],
    ['912-69-1234', null],
    ['912-89-1234', null],
    ['912-93-1234', null],
    // An SSN, not an ITIN.
    ['123-45-6789', null],
    ['912-70-123', null],
    ['91270-1234', null],
  ])('%j → %j', (typed, expected) => {
    expect(normalizeItin(typed)).toBe(expected);
  });
});

describe('maskTaxId', () => {
  it.each([
    ['12-3456789', '•••-••-6789'],
    ['912-70-1234', '•••-••-1234'],
    ['4321', '•••• 4321'],
  ])('%j → %j', (value, expected) => {
    expect(maskTaxId(value)).toBe(expected);
  });
});
