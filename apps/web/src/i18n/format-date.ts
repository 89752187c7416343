import { LANGUAGE_BCP47_TAGS } from '@causeway/domain';
import { currentLanguage } from './i18n.ts';

/** A calendar date in the interface language (a tag the browser lacks falls back to its default). */
export function formatDate(isoDateTime: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_BCP47_TAGS[currentLanguage()], { dateStyle: 'medium' }).format(
    new Date(isoDateTime),
  );
}

/** A date and time of day in the interface language: when money moved. */
export function formatDateTime(isoDateTime: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_BCP47_TAGS[currentLanguage()], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(isoDateTime));
}
