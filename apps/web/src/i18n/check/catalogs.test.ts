import { LANGUAGE_BCP47_TAGS, LANGUAGES, type LanguageCode } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import { ALLOW_LIST } from './allow-list.ts';
import { type Catalog, checkCatalogs, type FindingKind, formatFindings } from './check-catalogs.ts';

// Loaded as locale-catalogs.test.ts loads them; the sources are every module of the web app but
// the tests (a key only a test names is not on any screen) and this check (its allow-list names keys).
const CATALOGS = import.meta.glob<Catalog>('../locales/*.json', { eager: true, import: 'default' });
const SOURCES = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!./**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const catalogs = Object.fromEntries(
  Object.entries(CATALOGS).map(([file, catalog]) => [file.replace(/^\.\.\/locales\/|\.json$/g, ''), catalog]),
);

// The languages issue 19 names as written in another script than Latin.
const NON_LATIN: LanguageCode[] = ['ar', 'far', 'da', 'pa', 'zh', 'ru', 'uk'];

const findings = checkCatalogs({
  catalogs,
  reference: 'en',
  nonLatinLanguages: NON_LATIN,
  pluralRules: (code) => new Intl.PluralRules(LANGUAGE_BCP47_TAGS[code as LanguageCode]),
  sources: Object.values(SOURCES),
  allow: ALLOW_LIST,
});

const KINDS: FindingKind[] = [
  'missing',
  'extra',
  'unused',
  'staleExemption',
  'sameAsEnglish',
  'placeholders',
  'latinScript',
];

describe('i18n check of the twelve catalogues', () => {
  it('reads every catalogue and the app source', () => {
    expect(Object.keys(catalogs).sort()).toEqual([...LANGUAGES].sort());
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
  });

  it.each(KINDS)('finds no %s', (kind) => {
    expect(formatFindings(findings.filter((finding) => finding.kind === kind))).toEqual([]);
  });
});
