import * as Plaid from 'plaid';
import { describe, expect, it } from 'vitest';
import * as values from '../../src/adapters/bank-link/plaid-values.ts';

// plaid-values.ts spells out Plaid's enum values so that a start does not load Plaid's client: each
// must be the value of the member of Plaid's enum it names.
const entries = Object.entries(values).flatMap(([enumName, members]) =>
  Object.entries(members).map(([member, value]) => [enumName, member, value] as const),
);

describe("the bank link's copies of Plaid's enum values", () => {
  it('covers the enums the adapters use', () => {
    expect(entries.length).toBeGreaterThanOrEqual(20);
  });

  it.each(entries)('%s.%s is Plaid’s', (enumName, member, value) => {
    const plaidEnum = (Plaid as unknown as Record<string, Record<string, string>>)[enumName];
    expect(plaidEnum, `plaid exports no ${enumName}`).toBeDefined();
    expect(value).toBe(plaidEnum![member]);
  });
});
