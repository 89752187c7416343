import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../app/route-table.ts';
import {
  CATALOG_GROUP_NAMES,
  CATALOG_GROUPS,
  type CatalogGroup,
  catalogGroup,
  catalogGroupsFor,
} from './catalog-groups.ts';

type Catalog = { [key: string]: string | Catalog };

const CATALOGS = import.meta.glob<Catalog>('./locales/*.json', { eager: true, import: 'default' });
const english = CATALOGS['./locales/en.json'] as Catalog;

function merge(target: Catalog, source: Catalog): Catalog {
  for (const [key, value] of Object.entries(source)) {
    target[key] =
      typeof value === 'string' ? value : merge((target[key] as Catalog | undefined) ?? {}, value);
  }
  return target;
}

const lookup = (catalog: Catalog, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Catalog | undefined)?.[key], catalog);

// Screens whose strings must come from the groups their routes load (the first load stays small, and
// a cardholder page never waits for the business portal's strings). A literal key `section.` in them
// is checked against the groups; a section added for them must be named in catalog-groups.ts.
const LANDING_SOURCES = import.meta.glob<string>(
  [
    '../app/routes/{landing,cardholders,not-found}-route.tsx',
    '../app/routes/route-error-page.tsx',
    '../app/layout/{root-layout,route-public-page,page-loader,use-document-meta}.{ts,tsx}',
    '../ui/{public-page,language-selector,error-view,not-found-view,brand}.tsx',
  ],
  { eager: true, query: '?raw', import: 'default' },
);
const CARDHOLDER_SOURCES = import.meta.glob<string>(
  [
    '../features/{auth,card-linking,cardholder-cards,cardholder-help,cardholder-settings}/**/*.{ts,tsx}',
    '../app/routes/{cardholder-*,login,partner-login,register,forgot-password,reset-password,choose-*,no-access}-route.tsx',
    '../app/layout/cardholder-page.tsx',
    '!**/*.test.ts',
  ],
  { eager: true, query: '?raw', import: 'default' },
);

/** The literal `t('section.key')` keys (and `i18nKey="…"`) of a source file. */
const literalKeys = (source: string) =>
  [...source.matchAll(/\bt\(\s*['"`]([a-zA-Z]+\.[\w.]+)['"`]|i18nKey=["']([a-zA-Z]+\.[\w.]+)["']/g)].map(
    (match) => (match[1] ?? match[2]) as string,
  );

/** Whether a key is in the parts of these groups (the English ones). */
function coveredBy(groups: readonly CatalogGroup[], key: string): boolean {
  const part = merge({}, catalogGroup('first', english) as Catalog);
  for (const group of groups) merge(part, catalogGroup(group, english) as Catalog);
  return lookup(part, key) !== undefined;
}

describe('catalogue groups', () => {
  it('name only sections and paths the English catalogue has', () => {
    for (const name of CATALOG_GROUP_NAMES) {
      for (const entry of CATALOG_GROUPS[name])
        expect(lookup(english, entry), `${name}: ${entry}`).toBeDefined();
    }
  });

  it.each(Object.keys(CATALOGS))('%s: the groups together give back the whole catalogue', (file) => {
    const catalog = CATALOGS[file] as Catalog;
    const whole: Catalog = {};
    for (const name of CATALOG_GROUP_NAMES) merge(whole, catalogGroup(name, catalog) as Catalog);
    expect(whole).toEqual(catalog);
  });

  it('keep the landing pages’ part a small share of the catalogue', () => {
    const size = (value: unknown) => JSON.stringify(value).length;
    expect(size(catalogGroup('first', english))).toBeLessThan(size(english) / 10);
    expect(catalogGroup('portal', english)).not.toHaveProperty('cardholderCards');
    expect(catalogGroup('portal', english)).toHaveProperty('sandbox');
  });

  it.each(Object.entries(LANDING_SOURCES))('%s reads only the first group', (file, source) => {
    for (const key of literalKeys(source)) expect(coveredBy([], key), `${file}: ${key}`).toBe(true);
  });

  it.each(Object.entries(CARDHOLDER_SOURCES))(
    '%s reads only the first and cardholder groups',
    (file, source) => {
      for (const key of literalKeys(source))
        expect(coveredBy(['cardholder'], key), `${file}: ${key}`).toBe(true);
    },
  );

  it('gives each route the groups of its audience', () => {
    const byName = new Map(ROUTE_TABLE.map((definition) => [definition.name, definition]));
    expect(catalogGroupsFor(byName.get('landing'))).toEqual([]);
    expect(catalogGroupsFor(byName.get('cardholders'))).toEqual([]);
    expect(catalogGroupsFor(undefined)).toEqual([]);
    expect(catalogGroupsFor(byName.get('cardholderDashboard'))).toEqual(['cardholder']);
    expect(catalogGroupsFor(byName.get('login'))).toEqual(['cardholder']);
    expect(catalogGroupsFor(byName.get('cardholderHelp'))).toEqual(['cardholder']);
    expect(catalogGroupsFor(byName.get('cards'))).toEqual(['cardholder', 'portal']);
    expect(catalogGroupsFor(byName.get('createProfile'))).toEqual(['cardholder', 'portal']);
    for (const definition of ROUTE_TABLE.filter((route) => route.firstScreen)) {
      expect(definition.access, definition.name).toBe('public');
    }
  });
});
