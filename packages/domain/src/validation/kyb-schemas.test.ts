import { describe, expect, it } from 'vitest';
import {
  dateOfBirthSchema,
  einSchema,
  ownershipPercentSchema,
  personTaxIdSchema,
  websiteSchema,
} from './kyb-schemas.ts';
import { onlyMessage } from './test-helpers.ts';

describe('einSchema', () => {
  it.each<[unknown, string | null]>([
    ['12-3456789', null],
    ['123456789', null],
    ['', 'EIN is required'],
    ['00-1234567', 'Enter the 9-digit EIN the IRS gave the business, like 12-3456789.'],
    ['12345', 'Enter the 9-digit EIN the IRS gave the business, like 12-3456789.'],
  ])('%j → %j', (input, expected) => {
    expect(onlyMessage(einSchema, input)).toBe(expected);
  });

  it('answers the EIN with its dash', () => {
    expect(einSchema.parse('123456789')).toBe('12-3456789');
  });
});

describe('personTaxIdSchema', () => {
  it.each<[unknown, string | null]>([
    [{ type: 'ssn_last4', value: '6789' }, null],
    [{ type: 'itin', value: '912-70-1234' }, null],
    [{ type: 'ssn_last4', value: '0000' }, 'Enter the last 4 digits of the Social Security number.'],
    [{ type: 'ssn_last4', value: '123-45-6789' }, 'Enter the last 4 digits of the Social Security number.'],
    [{ type: 'itin', value: '123-45-6789' }, 'Enter the 9-digit ITIN, like 912-70-1234.'],
    [{ type: 'ssn', value: '123456789' }, 'Type must be one of ssn_last4, itin'],
  ])('%j → %j', (input, expected) => {
    expect(onlyMessage(personTaxIdSchema, input)).toBe(expected);
  });
});

describe('dateOfBirthSchema', () => {
  it.each<[unknown, string | null]>([
    ['1980-01-01', null],
    ['', 'Date of birth is required'],
    ['1980-02-30', 'Use a date like 2026-01-31'],
    ['2999-01-01', 'Date of birth cannot be in the future.'],
    ['1800-01-01', 'Check the year of birth.'],
  ])('%j → %j', (input, expected) => {
    expect(onlyMessage(dateOfBirthSchema, input)).toBe(expected);
  });

  it('refuses someone under 18 today', () => {
    const now = new Date();
    const seventeen = `${now.getUTCFullYear() - 17}-01-01`;
    expect(onlyMessage(dateOfBirthSchema, seventeen)).toBe('This person must be at least 18 years old.');
  });
});

describe('ownershipPercentSchema', () => {
  it.each<[unknown, number | string]>([
    [25, 2_500],
    [12.5, 1_250],
    [101, 'Ownership must be a percentage from 0 to 100, with at most two decimals.'],
    [12.345, 'Ownership must be a percentage from 0 to 100, with at most two decimals.'],
    ['25', 'Ownership must be a percentage from 0 to 100, with at most two decimals.'],
  ])('%j → %j', (input, expected) => {
    const result = ownershipPercentSchema.safeParse(input);
    expect(result.success ? result.data : onlyMessage(ownershipPercentSchema, input)).toBe(expected);
  });
});

describe('websiteSchema', () => {
  it.each<[string, string | null]>([
    ['', null],
    ['https://example.org', null],
    ['http://relief.example.org/about', null],
    ['example.org', 'Enter the website address, like https://example.org.'],
    ['ftp://example.org', 'Enter the website address, like https://example.org.'],
    ['https://localhost', 'Enter the website address, like https://example.org.'],
  ])('%j → %j', (input, expected) => {
    expect(onlyMessage(websiteSchema, input)).toBe(expected);
  });
});
