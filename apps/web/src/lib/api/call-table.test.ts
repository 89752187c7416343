import * as contracts from '@causeway/contracts';
import { ENDPOINT_GROUPS } from '@causeway/contracts';
import { describe, expect, it } from 'vitest';
import { callTable, callTableGroupModule, callTableModule, isEndpointGroup } from './call-table.ts';

const table = callTable(contracts);

describe('the web call table', () => {
  it('has every endpoint group the API serves, each endpoint cut to method, path and access', () => {
    for (const [name, group] of Object.entries(ENDPOINT_GROUPS)) {
      expect(Object.keys(table[name] ?? {}), name).toEqual(Object.keys(group));
      for (const [key, endpoint] of Object.entries(group)) {
        expect(table[name]?.[key], `${name}.${key}`).toEqual({
          method: endpoint.method,
          path: endpoint.path,
          access: endpoint.access,
        });
      }
    }
  });

  it('takes no schema, constant or list for a group', () => {
    expect(isEndpointGroup(contracts.ENDPOINT_GROUPS)).toBe(false);
    expect(isEndpointGroup(contracts.ALL_ENDPOINTS)).toBe(false);
    expect(isEndpointGroup({})).toBe(false);
    expect(table).not.toHaveProperty('ENDPOINT_GROUPS');
    expect(JSON.stringify(table)).not.toMatch(/"(response|body|query|params|summary)":/);
  });

  it('re-exports the contracts from their own modules and each group from its call table', () => {
    const code = callTableModule(
      contracts,
      'export * from \'./cards.ts\';\nexport * from "../x/endpoint.ts";\n',
      (specifier) => `/abs/${specifier.replace(/^\.\//, '')}`,
      (name) => `\0table:${name}`,
    );
    expect(code).toContain('export * from "/abs/cards.ts";');
    expect(code).toContain('export * from "/abs/../x/endpoint.ts";');
    expect(code).toContain('export { cardholderEndpoints } from "\\u0000table:cardholderEndpoints";');
    // Re-exports only: the bundler then follows each import to the module defining it.
    expect(
      code
        .split('\n')
        .filter(Boolean)
        .every((line) => line.startsWith('export ')),
    ).toBe(true);
    expect(callTableGroupModule(contracts, 'cardholderEndpoints')).toBe(
      `export const cardholderEndpoints = ${JSON.stringify(table.cardholderEndpoints)};\n`,
    );
    expect(callTableGroupModule(contracts, 'ENDPOINT_GROUPS')).toBeUndefined();
  });
});
