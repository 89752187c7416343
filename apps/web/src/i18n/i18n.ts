import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  isRtlLanguage,
  LANGUAGE_BCP47_TAGS,
  type LanguageCode,
} from '@causeway/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CATALOG_GROUP_NAMES, type CatalogGroup } from './catalog-groups.ts';
import { LANGUAGE_STORAGE_KEY } from './language-storage-key.ts';
import enFirst from './locales/en.json?catalog-group=first';

type CatalogModule = { default: Record<string, unknown> };

// Each catalogue is loaded in parts (catalog-groups.ts): English's `first` part is bundled (the
// landing pages' strings and the fallback); every other part is a chunk of its own, loaded with the
// language and the route that need it. (Without the build's plugin, as in the unit tests, a part
// is the whole catalogue.)
const catalogLoaders: Record<CatalogGroup, Record<string, () => Promise<CatalogModule>>> = {
  first: import.meta.glob<CatalogModule>(['./locales/*.json', '!./locales/en.json'], {
    query: '?catalog-group=first',
  }),
  cardholder: import.meta.glob<CatalogModule>('./locales/*.json', { query: '?catalog-group=cardholder' }),
  portal: import.meta.glob<CatalogModule>('./locales/*.json', { query: '?catalog-group=portal' }),
};

/** The groups the routes shown so far needed: a change of language loads them in the new one. */
const neededGroups = new Set<CatalogGroup>(['first']);
/** `code:group` of every part loaded or loading. */
const loadedParts = new Map<string, Promise<void>>([[`${DEFAULT_LANGUAGE}:first`, Promise.resolve()]]);

export const i18n = i18next;

/** The language to start in: the lang query parameter, then the last choice, then English. */
export function initialLanguage(search: string = window.location.search): LanguageCode {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (isLanguageCode(fromQuery)) return fromQuery;
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguageCode(stored)) return stored;
  } catch {
    // Storage unavailable: fall through to the default.
  }
  return DEFAULT_LANGUAGE;
}

export function textDirection(code: string): 'rtl' | 'ltr' {
  return isRtlLanguage(code) ? 'rtl' : 'ltr';
}

/** `<html lang dir>` follow the language; lang uses the standard tag (prs, ps, fa for da, pa, far). */
function applyDocumentLanguage(code: LanguageCode): void {
  // No document when the first screens are prerendered at build time (src/prerender).
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LANGUAGE_BCP47_TAGS[code];
  document.documentElement.dir = textDirection(code);
}

/**
 * i18next is given the standard tag, not the spec's code: it reads `da` as Danish and `pa` as
 * Punjabi, and knows no `far`, so its plural rules (Intl.PluralRules) would be the wrong language's.
 * The spec's codes stay in URLs, the selector and the catalogue file names.
 */
const tagOf = (code: LanguageCode) => LANGUAGE_BCP47_TAGS[code];
const CODE_BY_TAG = new Map(
  Object.entries(LANGUAGE_BCP47_TAGS).map(([code, tag]) => [tag, code as LanguageCode]),
);

function loadPart(code: LanguageCode, group: CatalogGroup): Promise<void> {
  const part = `${code}:${group}`;
  let loading = loadedParts.get(part);
  if (!loading) {
    const load = catalogLoaders[group][`./locales/${code}.json`];
    loading = load
      ? load().then((catalog) => {
          i18next.addResourceBundle(tagOf(code), 'translation', catalog.default, true, true);
        })
      : Promise.resolve();
    // A failed load (offline) is tried again by the next route or language change.
    loading.catch(() => loadedParts.delete(part));
    loadedParts.set(part, loading);
  }
  return loading;
}

async function ensureCatalog(
  code: LanguageCode,
  groups: Iterable<CatalogGroup> = neededGroups,
): Promise<void> {
  await Promise.all([...groups].map((group) => loadPart(code, group)));
}

/** Loads the catalogue groups a route needs, in the language shown, before the route renders. */
export async function loadCatalogGroups(groups: readonly CatalogGroup[]): Promise<void> {
  for (const group of groups) neededGroups.add(group);
  await ensureCatalog(currentLanguage(), groups);
}

/**
 * A key no loaded part holds: a string put in a group its route does not load. Every group of the
 * language shown (and of English, the fallback) is loaded, and the screen renders again with it.
 */
function loadEveryGroup(): void {
  const languages = new Set<LanguageCode>([currentLanguage(), DEFAULT_LANGUAGE]);
  for (const code of languages) void ensureCatalog(code, CATALOG_GROUP_NAMES).catch(() => undefined);
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  await ensureCatalog(code);
  await i18next.changeLanguage(tagOf(code));
  applyDocumentLanguage(code);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // The choice then lasts for this page only.
  }
}

/** Starts i18next in `code`: by default the lang parameter, the last choice or English. */
export async function initI18n(code: LanguageCode = initialLanguage()): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { [tagOf(DEFAULT_LANGUAGE)]: { translation: enFirst } },
    lng: tagOf(DEFAULT_LANGUAGE),
    fallbackLng: tagOf(DEFAULT_LANGUAGE),
    // Only the tags of our catalogues: `ps` must not fall back through a `ps-AF`-style lookup.
    supportedLngs: Object.values(LANGUAGE_BCP47_TAGS),
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    // A missing key loads the rest of the catalogue (loadEveryGroup); screens render again on 'added'.
    saveMissing: true,
    missingKeyHandler: loadEveryGroup,
    react: { bindI18nStore: 'added' },
  });
  if (code === DEFAULT_LANGUAGE) applyDocumentLanguage(code);
  else await changeLanguage(code).catch(() => applyDocumentLanguage(DEFAULT_LANGUAGE));
}

/** The spec's code of the language shown (i18next holds its standard tag). */
export function currentLanguage(): LanguageCode {
  return CODE_BY_TAG.get(i18next.language) ?? DEFAULT_LANGUAGE;
}
