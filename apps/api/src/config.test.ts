import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const businessId = '0b8f3f4e-0000-4000-8000-000000000001';
const fixed = (value: unknown) => ({ FIXED_CUSTOM_FIELDS: JSON.stringify(value) });

describe('FIXED_CUSTOM_FIELDS', () => {
  it('defaults to no fixed fields', () => {
    expect(loadConfig({}).fixedCustomFields).toEqual({});
  });

  it('reads custom-field sets by business id', () => {
    const sets = [
      {
        resourceType: 'funding_account_deposit',
        options: [
          { label: 'Funding source', name: 'fundingSource', dataType: 'dropdown', dataOptions: ['Grant A'] },
          { label: 'CRM id', name: 'crmId', dataType: 'text' },
        ],
      },
    ];
    expect(loadConfig(fixed({ [businessId]: sets })).fixedCustomFields).toEqual({
      [businessId]: [
        {
          resourceType: 'funding_account_deposit',
          options: [
            {
              label: 'Funding source',
              name: 'fundingSource',
              dataType: 'dropdown',
              dataOptions: ['Grant A'],
            },
            { label: 'CRM id', name: 'crmId', dataType: 'text', dataOptions: [] },
          ],
        },
      ],
    });
  });

  it.each([
    ['text that is not JSON', { FIXED_CUSTOM_FIELDS: '{nope' }, 'FIXED_CUSTOM_FIELDS: must be JSON'],
    ['a key that is not a business id', fixed({ acme: [] }), 'FIXED_CUSTOM_FIELDS.acme'],
    [
      'a dropdown without options',
      fixed({
        [businessId]: [
          { resourceType: 'loads', options: [{ label: 'Source', name: 'source', dataType: 'dropdown' }] },
        ],
      }),
      `FIXED_CUSTOM_FIELDS.${businessId}.0.options.0.dataOptions: A dropdown needs at least one option`,
    ],
    [
      'an unknown resource type',
      fixed({ [businessId]: [{ resourceType: 'cards', options: [] }] }),
      `FIXED_CUSTOM_FIELDS.${businessId}.0.resourceType`,
    ],
    [
      'a resource type named twice',
      fixed({
        [businessId]: [
          { resourceType: 'loads', options: [] },
          { resourceType: 'loads', options: [] },
        ],
      }),
      'Each resource type may appear once per business',
    ],
    [
      'a field name used twice',
      fixed({
        [businessId]: [
          {
            resourceType: 'loads',
            options: [
              { label: 'A', name: 'a', dataType: 'text' },
              { label: 'B', name: 'a', dataType: 'text' },
            ],
          },
        ],
      }),
      'Each field name may appear once per resource type',
    ],
  ])('refuses to start with %s, naming the setting', (_case, environment, message) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError);
    expect(() => loadConfig(environment)).toThrow(message);
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to 10 connections a process', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
  });

  it('reads a whole number from 1 to 1000', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
  });

  it.each(['0', '-1', '2.5', 'ten', '1001'])('refuses %s with a message naming it', (value) => {
    expect(() => loadConfig({ DATABASE_POOL_SIZE: value })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('DATABASE_PREPARED_STATEMENTS', () => {
  it.each([
    [undefined, true],
    ['1', true],
    ['0', false],
    ['false', false],
  ])('%s names repeated statements: %s', (value, expected) => {
    const environment = value === undefined ? {} : { DATABASE_PREPARED_STATEMENTS: value };
    expect(loadConfig(environment).databasePreparedStatements).toBe(expected);
  });

  it('refuses another value with a message naming it', () => {
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'yes' })).toThrow(/DATABASE_PREPARED_STATEMENTS/);
  });
});

describe('IMPORT_LEASE_MS', () => {
  it('defaults to a minute, the lease the import worker always had', () => {
    expect(loadConfig({}).importLeaseMs).toBe(60_000);
  });

  it('reads whole milliseconds from 5,000 to 3,600,000', () => {
    expect(loadConfig({ IMPORT_LEASE_MS: '20000' }).importLeaseMs).toBe(20_000);
  });

  it.each(['4999', '3600001', '2.5', 'soon'])('refuses %s with a message naming it', (value) => {
    expect(() => loadConfig({ IMPORT_LEASE_MS: value })).toThrow(/IMPORT_LEASE_MS/);
  });
});
