import { describe, expect, it } from 'vitest';
import { accountTypeSchema } from '../enums/bank-transfers.ts';
import {
  accountNumberSchema,
  isValidAbaChecksum,
  nameOnAccountSchema,
  recipientNameSchema,
  routingNumberSchema,
} from './bank-account.ts';
import { nameOnAccountLooksLikeBank } from './bank-names.ts';
import { onlyMessage } from './test-helpers.ts';

const TWO_WORDS = 'Name on account must include at least two words.';

describe.each<[string, Parameters<typeof onlyMessage>[0], [unknown, string | null][]]>([
  [
    'recipientNameSchema',
    recipientNameSchema,
    [
      ['Ana Smith', null],
      ["Mary-Jane O'Neil Jr.", null],
      ['José Álvarez Núñez', null],
      ['Łukasz Żółć', null],
      ['Zoë d’Arc', null],
      ['Ana2 Smith', 'Name contains invalid characters.'],
      ['Ana & Bob', 'Name contains invalid characters.'],
      ['李 小龍', 'Name contains invalid characters.'],
      ['A × B', 'Name contains invalid characters.'],
      ['--', 'Name contains invalid characters.'],
      ['a'.repeat(256), 'Name must have at most 255 characters'],
      ['', 'Name is required.'],
      ['   ', 'Name is required.'],
      [undefined, 'Name is required.'],
    ],
  ],
  [
    'nameOnAccountSchema',
    nameOnAccountSchema,
    [
      ['Ana Smith', null],
      ['  Ana   Smith  ', null],
      ['Acme & Sons, LLC', null],
      ['J. Smith', null],
      ['Ana', TWO_WORDS],
      ['  Ana  ', TWO_WORDS],
      ['Ana <Smith>', 'Name on account is not in the correct format'],
      ['', 'Name on account is required'],
    ],
  ],
  [
    'accountNumberSchema',
    accountNumberSchema,
    [
      ['1', null],
      ['000123456789', null],
      ['12345678901234567', null],
      ['123456789012345678', 'Account number must have at most 17 characters'],
      ['1234-5678', 'Account number is not in the correct format'],
      ['12345a', 'Account number is not in the correct format'],
      ['', 'Account number is required'],
    ],
  ],
  [
    'routingNumberSchema',
    routingNumberSchema,
    [
      ['021000021', null],
      ['011000015', null],
      ['123456789', 'Routing number is not valid. Check the 9 digits.'],
      ['021000022', 'Routing number is not valid. Check the 9 digits.'],
      ['02100002', 'Routing number must have exactly 9 characters'],
      ['0210000210', 'Routing number must have exactly 9 characters'],
      ['02100002X', 'Routing number is not in the correct format'],
      ['', 'Routing number is required'],
    ],
  ],
  [
    'accountTypeSchema',
    accountTypeSchema,
    [
      ['checking', null],
      ['savings', null],
      ['Checking', 'Account type is invalid'],
      ['', 'Account type is invalid'],
    ],
  ],
])('%s', (_name, schema, rows) => {
  it.each(rows)('%j → %j', (input, message) => {
    expect(onlyMessage(schema, input)).toBe(message);
  });
});

describe('isValidAbaChecksum', () => {
  it.each([
    ['021000021', true],
    ['011000015', true],
    ['121000358', true],
    ['123456789', false],
    ['021000022', false],
    ['02100002', false],
    ['02100002a', false],
  ])('%s → %s', (routingNumber, expected) => {
    expect(isValidAbaChecksum(routingNumber)).toBe(expected);
  });
});

describe('nameOnAccountLooksLikeBank (a warning, not an error)', () => {
  it.each([
    'Bank of America',
    'First National Bank',
    'Navy Federal Credit Union',
    'Ally Savings',
    'Citibank N.A.',
    'JPMorgan Chase',
    'Wells Fargo',
    'Capital One',
    'Acme Trust Company',
    'Fidelity Financial',
    'Everbank National Association',
    'KeyBank',
    'Pentagon FCU',
  ])('%j looks like a bank', (name) => {
    expect(nameOnAccountLooksLikeBank(name)).toBe(true);
  });

  it.each([
    'Ana Smith',
    'Tyra Banks',
    'Nathan Trustman',
    'Nadia Aziz',
    'Ana Nabil',
    'Chaser Lee',
    'Bankole Adeyemi',
  ])('%j does not', (name) => {
    expect(nameOnAccountLooksLikeBank(name)).toBe(false);
  });
});
