import { LANGUAGES } from '@causeway/domain';
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

describe('locale catalogs', () => {
  it('exist for exactly the twelve interface languages', () => {
    const files = Object.keys(CATALOGS).map((file) => file.replace(/^\.\/locales\/|\.json$/g, ''));
    expect(files.sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((code) => code !== 'en'))('%s translates every key the shell uses', (code) => {
    const catalog = flatten(readCatalog(code));
    expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of catalog) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
    }
  });

  it('Dari and Farsi are separate translations, not copies', () => {
    const dari = flatten(readCatalog('da'));
    const farsi = flatten(readCatalog('far'));
    const differing = [...dari].filter(([key, text]) => farsi.get(key) !== text);
    expect(differing.length).toBeGreaterThan(english.size / 2);
  });
});
