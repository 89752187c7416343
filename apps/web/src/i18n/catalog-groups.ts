/**
 * The catalogues are split for loading, not on disk: each `locales/<code>.json` stays one file (the
 * catalogue tests, translators and scripts/merge-locale-keys.mjs work on it), and the build serves it
 * in parts (vite.config.ts, `catalogGroupPlugin`, imports `./locales/<code>.json?catalog-group=<name>`):
 * - `first`: what the landing pages, the not-found and error pages and every page's title need;
 *   English's is in the first load, the others' load with their language;
 * - `cardholder`: the cardholder portal, sign-in and registration (and the error and validation
 *   texts their forms show);
 * - `portal`: every other section, i.e. the business portal. A new section lands here unless it is
 *   named below, so a business screen never lacks a string.
 * A route loads the groups of its audience before it renders (`catalogGroupsFor`); a key still
 * missing loads every group (i18n.ts), so a string put in the wrong group shows late, not never.
 * An entry is a top-level section or a path into one (`cardholderHelp.landing`).
 */
export const CATALOG_GROUPS = {
  first: [
    'common',
    'titles',
    'landing',
    'cardholders',
    'notFound',
    'errorPage',
    'errors.unexpected',
    'cardholderHelp.landing',
  ],
  cardholder: [
    'cardholderCards',
    'cardholderHelp',
    'cardholderShell',
    'cardholderSettings',
    'cardLinking',
    'login',
    'password',
    'register',
    'forgotPassword',
    'resetPassword',
    'choosePortal',
    'chooseBusiness',
    'noAccess',
    'support',
    'errors',
    'validation',
  ],
  portal: [],
} as const satisfies Record<string, readonly string[]>;

export type CatalogGroup = keyof typeof CATALOG_GROUPS;
export const CATALOG_GROUP_NAMES = Object.keys(CATALOG_GROUPS) as CatalogGroup[];

export const isCatalogGroup = (value: string): value is CatalogGroup => value in CATALOG_GROUPS;

type Catalog = Record<string, unknown>;

/** The top-level sections a group holds whole (the `portal` group: all that no other group names). */
function wholeSections(group: CatalogGroup, catalog: Catalog): string[] {
  if (group !== 'portal') return CATALOG_GROUPS[group].filter((entry) => !entry.includes('.'));
  const named = new Set<string>(
    CATALOG_GROUP_NAMES.flatMap((name) => (name === 'portal' ? [] : CATALOG_GROUPS[name])).filter(
      (entry) => !entry.includes('.'),
    ),
  );
  return Object.keys(catalog).filter((section) => !named.has(section));
}

/** The part of a catalogue that a group holds, nested as in the file. */
export function catalogGroup(group: CatalogGroup, catalog: Catalog): Catalog {
  const part: Catalog = {};
  for (const section of wholeSections(group, catalog)) {
    if (section in catalog) part[section] = catalog[section];
  }
  const paths = group === 'portal' ? [] : CATALOG_GROUPS[group].filter((entry) => entry.includes('.'));
  for (const entry of paths) {
    const keys = entry.split('.');
    let source: unknown = catalog;
    for (const key of keys) source = (source as Catalog | undefined)?.[key];
    if (source === undefined) continue;
    let target = part;
    for (const key of keys.slice(0, -1)) {
      target[key] ??= {};
      target = target[key] as Catalog;
    }
    target[keys.at(-1) as string] = source;
  }
  return part;
}

// Public routes of the cardholder side and of signing in: the `cardholder` group is enough.
const CARDHOLDER_PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  'cardholderHelp',
  'cardholderFirstPin',
  'login',
  'partnerLogin',
  'register',
  'registerCardholder',
  'registerMember',
  'partnerRegister',
  'partnerRegisterCardholder',
  'forgotPassword',
  'resetPassword',
  'choosePortal',
  'chooseBusiness',
  'noAccess',
]);

/**
 * The groups a route loads beside `first`: none on the landing pages (`firstScreen`) and the
 * not-found page (no route), the cardholder group on the cardholder portal's pages and the sign-in
 * and registration pages, and all of them elsewhere (the business portal, onboarding, recipient
 * intake).
 */
export function catalogGroupsFor(
  route: { name: string; audience?: 'business' | 'cardholder'; firstScreen?: boolean } | undefined,
): CatalogGroup[] {
  if (route === undefined || route.firstScreen) return [];
  if (route.audience === 'cardholder' || CARDHOLDER_PUBLIC_ROUTES.has(route.name)) return ['cardholder'];
  return ['cardholder', 'portal'];
}
