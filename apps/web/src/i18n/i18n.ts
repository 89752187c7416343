import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  isRtlLanguage,
  LANGUAGE_BCP47_TAGS,
  type LanguageCode,
} from '@causeway/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

// English is bundled (it is the fallback); every other catalog is its own chunk, loaded on demand.
const catalogLoaders = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*.json',
  '!./locales/en.json',
]);

const LANGUAGE_STORAGE_KEY = 'causeway.language';

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

async function ensureCatalog(code: LanguageCode): Promise<void> {
  if (i18next.hasResourceBundle(tagOf(code), 'translation')) return;
  const load = catalogLoaders[`./locales/${code}.json`];
  if (!load) return;
  const catalog = await load();
  i18next.addResourceBundle(tagOf(code), 'translation', catalog.default, true, true);
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

export async function initI18n(): Promise<void> {
  await i18next.use(initReactI18next).init({
    resources: { [tagOf(DEFAULT_LANGUAGE)]: { translation: en } },
    lng: tagOf(DEFAULT_LANGUAGE),
    fallbackLng: tagOf(DEFAULT_LANGUAGE),
    // Only the tags of our catalogues: `ps` must not fall back through a `ps-AF`-style lookup.
    supportedLngs: Object.values(LANGUAGE_BCP47_TAGS),
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  const code = initialLanguage();
  if (code === DEFAULT_LANGUAGE) applyDocumentLanguage(code);
  else await changeLanguage(code).catch(() => applyDocumentLanguage(DEFAULT_LANGUAGE));
}

/** The spec's code of the language shown (i18next holds its standard tag). */
export function currentLanguage(): LanguageCode {
  return CODE_BY_TAG.get(i18next.language) ?? DEFAULT_LANGUAGE;
}
