import { LANGUAGE_BCP47_TAGS, LANGUAGES } from '@causeway/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import pa from './locales/pa.json';

// The module sets <html lang dir> and remembers the choice: a minimal document and window stand in.
const documentElement: { lang?: string; dir?: string } = {};
const stored = new Map<string, string>();
beforeAll(() => {
  Object.assign(globalThis, {
    document: { documentElement },
    window: {
      location: { search: '' },
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
      },
    },
  });
});

describe('i18next runs on the standard language tags', () => {
  it.each(LANGUAGES)('%s: i18next holds its tag, the app its code, <html lang> the tag', async (code) => {
    const { changeLanguage, currentLanguage, i18n, initI18n } = await import('./i18n.ts');
    if (!i18n.isInitialized) await initI18n();
    await changeLanguage(code);
    expect(i18n.language).toBe(LANGUAGE_BCP47_TAGS[code]);
    expect(currentLanguage()).toBe(code);
    expect(documentElement.lang).toBe(LANGUAGE_BCP47_TAGS[code]);
    expect(stored.get('causeway.language')).toBe(code);
  });

  it('reads Pashto from the Pashto catalogue and counts in Arabic with six plural forms', async () => {
    const { changeLanguage, i18n } = await import('./i18n.ts');
    await changeLanguage('pa');
    expect(i18n.t('common.signOut')).toBe(pa.common.signOut);
    await changeLanguage('ar');
    // Arabic's forms come from Intl.PluralRules('ar'); with the code `da` i18next used Danish rules.
    const resolver = i18n.services.pluralResolver as unknown as {
      getSuffix: (lng: string, count: number) => string;
    };
    expect([0, 1, 2, 3, 11, 100].map((count) => resolver.getSuffix('ar', count))).toEqual([
      '_zero',
      '_one',
      '_two',
      '_few',
      '_many',
      '_other',
    ]);
    expect(resolver.getSuffix(LANGUAGE_BCP47_TAGS.da, 2)).toBe('_other');
  });
});
