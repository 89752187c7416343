import { describe, expect, it } from 'vitest';
import {
  emailSchema,
  type LoginIdentifier,
  loginIdentifierSchema,
  parseLoginIdentifier,
  phoneSchema,
} from './contact.ts';
import { onlyMessage } from './test-helpers.ts';

describe('phoneSchema', () => {
  it.each<[unknown, string | null]>([
    ['2125550123', null],
    [' 2125550123 ', null],
    ['212-555-0123', 'Invalid phone number.'],
    ['(212) 5550123', 'Invalid phone number.'],
    ['212555012', 'Invalid phone number.'],
    ['12125550123', 'Invalid phone number.'],
    ['+12125550123', 'Invalid phone number.'],
    ['', 'Phone is required'],
    [undefined, 'Phone is required'],
  ])('%j → %j', (input, message) => {
    expect(onlyMessage(phoneSchema, input)).toBe(message);
  });
});

describe('emailSchema', () => {
  it.each<[unknown, string | null]>([
    ['ana@example.com', null],
    ['  ana.maria+pay@sub.example.org ', null],
    ['ana@example', 'Invalid Email.'],
    ['ana.example.com', 'Invalid Email.'],
    ['ana@@example.com', 'Invalid Email.'],
    ['ana @example.com', 'Invalid Email.'],
    [`${'a'.repeat(250)}@x.io`, 'Invalid Email.'],
    ['', 'Email is required'],
    [null, 'Email is required'],
  ])('%j → %j', (input, message) => {
    expect(onlyMessage(emailSchema, input)).toBe(message);
  });

  it('returns the address trimmed', () => {
    expect(emailSchema.parse(' ana@example.com ')).toBe('ana@example.com');
  });
});

describe('loginIdentifierSchema and parseLoginIdentifier', () => {
  it.each<[string, LoginIdentifier]>([
    ['ana@example.com', { kind: 'email', value: 'ana@example.com' }],
    [' 2125550123 ', { kind: 'phone', value: '2125550123' }],
    ['212-555-0123', { kind: 'phone', value: '2125550123' }],
    ['(212) 555-0123', { kind: 'phone', value: '2125550123' }],
    ['212.555.0123', { kind: 'phone', value: '2125550123' }],
    ['+1 212 555 0123', { kind: 'phone', value: '2125550123' }],
    ['1-212-555-0123', { kind: 'phone', value: '2125550123' }],
    // Issue 19: the ways people write the demo cardholder's number, each its 10 digits (spec §5).
    ['(202) 555-0106', { kind: 'phone', value: '2025550106' }],
    ['202-555-0106', { kind: 'phone', value: '2025550106' }],
    ['+1 202 555 0106', { kind: 'phone', value: '2025550106' }],
    ['202 555 0106', { kind: 'phone', value: '2025550106' }],
    [' +1 (202) 555-0106 ', { kind: 'phone', value: '2025550106' }],
    ['(202)555.0106', { kind: 'phone', value: '2025550106' }],
  ])('%j → %j', (input, expected) => {
    expect(loginIdentifierSchema.parse(input)).toEqual(expected);
    expect(parseLoginIdentifier(input)).toEqual(expected);
  });

  it.each<[unknown, string]>([
    ['', 'Please enter an email or phone number.'],
    [undefined, 'Please enter an email or phone number.'],
    ['212555012', 'Invalid phone number.'],
    ['212-555-012', 'Invalid phone number.'],
    ['+44 20 7946 0958', 'Invalid phone number.'],
    ['202-555-01060', 'Invalid phone number.'],
    ['2-202-555-0106', 'Invalid phone number.'],
    ['ana@', 'Invalid Email.'],
  ])('%j is refused with %j', (input, message) => {
    expect(onlyMessage(loginIdentifierSchema, input)).toBe(message);
    if (typeof input === 'string') expect(parseLoginIdentifier(input)).toBeNull();
  });
});
