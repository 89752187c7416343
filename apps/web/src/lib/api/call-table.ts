import type { AnyEndpoint } from '@causeway/contracts';

/**
 * The web's call table. An endpoint object of packages/contracts carries its zod schemas (params,
 * query, body, response) for the API, which validates every request with them. The web reads only
 * three fields of it at run time: the method and the path (`call`, `endpointKey`) and the access
 * (`call` sends a token unless public, `canCall` reads the permission). So the web build replaces
 * each endpoint group the contracts export with a copy holding just those fields (vite.config.ts,
 * `callTablePlugin`): the schemas stay types in the web, zod leaves the first screens, and the
 * server still validates everything. Forms that validate with a contract schema import that schema
 * by name, which still resolves to the real one and loads with the form's lazy chunk.
 */
export type CallTableEntry = Pick<AnyEndpoint, 'method' | 'path' | 'access'>;

const isEndpoint = (value: unknown): value is AnyEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyEndpoint).method === 'string' &&
  typeof (value as AnyEndpoint).path === 'string' &&
  typeof (value as AnyEndpoint).access === 'object';

/** An export of the contracts that is a group of endpoints by name (`cardholderEndpoints`). */
export function isEndpointGroup(value: unknown): value is Record<string, AnyEndpoint> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const members = Object.values(value);
  return members.length > 0 && members.every(isEndpoint);
}

/** What the web keeps of one endpoint. */
export function callTableEntry(endpoint: AnyEndpoint): CallTableEntry {
  return { method: endpoint.method, path: endpoint.path, access: endpoint.access };
}

/** Every endpoint group of the contracts' exports, each endpoint cut to its call-table entry. */
export function callTable(
  contracts: Record<string, unknown>,
): Record<string, Record<string, CallTableEntry>> {
  const table: Record<string, Record<string, CallTableEntry>> = {};
  for (const [name, value] of Object.entries(contracts)) {
    if (!isEndpointGroup(value)) continue;
    table[name] = Object.fromEntries(
      Object.entries(value).map(([key, endpoint]) => [key, callTableEntry(endpoint)]),
    );
  }
  return table;
}

/**
 * The module the web build gets for `@causeway/contracts`, made of re-exports only, so the bundler
 * follows each import to the module defining it and a schema stays in the chunk of the screen using
 * it: the contracts' index itself (its `export * from './cards.ts'` lines, each path made absolute),
 * and each endpoint group from a module of its own (`groupId(name)`, see `callTableGroupModule`),
 * which shadows the real group (a named re-export wins over `export *`).
 */
export function callTableModule(
  contracts: Record<string, unknown>,
  indexSource: string,
  resolveFromIndex: (specifier: string) => string,
  groupId: (name: string) => string,
): string {
  const reexports = indexSource.replaceAll(
    /(from\s*)(['"])(\.{1,2}\/[^'"]+)\2/g,
    (_, from: string, _quote: string, specifier: string) =>
      `${from}${JSON.stringify(resolveFromIndex(specifier))}`,
  );
  const lines = [reexports.trim()];
  for (const name of Object.keys(callTable(contracts))) {
    lines.push(`export { ${name} } from ${JSON.stringify(groupId(name))};`);
  }
  return `${lines.join('\n')}\n`;
}

/** The module of one endpoint group's call table; undefined when `name` is no group. */
export function callTableGroupModule(contracts: Record<string, unknown>, name: string): string | undefined {
  const group = callTable(contracts)[name];
  return group && `export const ${name} = ${JSON.stringify(group)};\n`;
}
