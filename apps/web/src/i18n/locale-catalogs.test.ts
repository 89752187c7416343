import { LANGUAGE_BCP47_TAGS, LANGUAGES, type LanguageCode } from '@causeway/domain';
import { describe, expect, it } from 'vitest';

type Catalog = { [key: string]: string | Catalog };

const CATALOGS = import.meta.glob<Catalog>('./locales/*.json', { eager: true, import: 'default' });
const readCatalog = (code: string): Catalog => CATALOGS[`./locales/${code}.json`]!;

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') entries.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
const english = flatten(readCatalog('en'));

// i18next's plural keys: `key_one`, `key_few`… one per category the language's rules have.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const pluralCategoriesOf = (code: LanguageCode) =>
  new Intl.PluralRules(LANGUAGE_BCP47_TAGS[code]).resolvedOptions().pluralCategories;
/** Each plural family's base key and the categories a catalog gives it. */
function pluralFamilies(catalog: Map<string, string>): Map<string, string[]> {
  const families = new Map<string, string[]>();
  for (const key of catalog.keys()) {
    const category = PLURAL_SUFFIX.exec(key)?.[1];
    if (category) families.set(baseKey(key), [...(families.get(baseKey(key)) ?? []), category]);
  }
  return families;
}
const englishPlurals = pluralFamilies(english);
/** English text a key of another catalog is compared with: a plural key's is English's `other`. */
const englishOf = (key: string) =>
  english.get(key) ?? english.get(`${baseKey(key)}_other`) ?? english.get(baseKey(key));

describe('locale catalogs', () => {
  it('exist for exactly the twelve interface languages', () => {
    const files = Object.keys(CATALOGS).map((file) => file.replace(/^\.\/locales\/|\.json$/g, ''));
    expect(files.sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((code) => code !== 'en'))('%s translates every key the shell uses', (code) => {
    const catalog = flatten(readCatalog(code));
    const keysOf = (entries: Map<string, string>) => [...new Set([...entries.keys()].map(baseKey))].sort();
    expect(keysOf(catalog)).toEqual(keysOf(english));
    for (const [key, text] of catalog) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(englishOf(key)!));
    }
  });

  it.each(LANGUAGES)('%s gives each counted text every plural form its language has', (code) => {
    const families = pluralFamilies(flatten(readCatalog(code)));
    const categories = [...pluralCategoriesOf(code)].sort();
    for (const base of englishPlurals.keys()) expect(families.get(base)?.sort(), base).toEqual(categories);
    expect([...families.keys()].sort()).toEqual([...englishPlurals.keys()].sort());
  });

  it('knows the plural rules of the languages with the most forms', () => {
    expect(pluralCategoriesOf('ar')).toHaveLength(6);
    expect([...pluralCategoriesOf('ru')].sort()).toEqual(['few', 'many', 'one', 'other']);
    expect([...pluralCategoriesOf('pl')].sort()).toEqual(['few', 'many', 'one', 'other']);
  });

  // Each catalogue is written in its language's script: Pashto ("pa" here) is Arabic script, not
  // Punjabi's Gurmukhi; the Cyrillic, Chinese and Arabic-script catalogues hold no other script's
  // words (Latin stays allowed: brand names, PIN, MM/YY).
  const FOREIGN_SCRIPTS: Record<string, RegExp> = {
    pa: /[\u0900-\u0DFF]/u,
    da: /[\u0400-\u04FF\u0900-\u0DFF]/u,
    far: /[\u0400-\u04FF\u0900-\u0DFF]/u,
    ar: /[\u0400-\u04FF\u0900-\u0DFF]/u,
    ru: /[\u0600-\u06FF\u0900-\u0DFF\u4E00-\u9FFF]/u,
    uk: /[\u0600-\u06FF\u0900-\u0DFF\u4E00-\u9FFF]/u,
    zh: /[\u0400-\u04FF\u0600-\u06FF\u0900-\u0DFF]/u,
  };
  it.each(Object.entries(FOREIGN_SCRIPTS))(
    '%s holds no text in another language’s script',
    (code, foreign) => {
      const wrong = [...flatten(readCatalog(code))]
        .filter(([, text]) => foreign.test(text))
        .map(([key]) => key);
      expect(wrong).toEqual([]);
    },
  );

  it('Dari and Farsi are separate translations, not copies', () => {
    const dari = flatten(readCatalog('da'));
    const farsi = flatten(readCatalog('far'));
    const differing = [...dari].filter(([key, text]) => farsi.get(key) !== text);
    expect(differing.length).toBeGreaterThan(english.size / 2);
  });
});
