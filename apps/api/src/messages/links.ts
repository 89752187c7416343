import { DEFAULT_LANGUAGE, type LanguageCode } from '@causeway/domain';

/**
 * A portal link that opens in the reader's language: the portal reads ?lang= on every page
 * (cardholder spec §2 "Interface language"). English is the default and needs no parameter.
 */
export function linkInLanguage(url: string, language: LanguageCode): string {
  if (language === DEFAULT_LANGUAGE) return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${language}`;
}
