import { LANGUAGE_BCP47_TAGS } from '@causeway/domain';
import { currentLanguage } from './i18n.ts';

/** A calendar date in the interface language (a tag the browser lacks falls back to its default). */
export function formatDate(isoDateTime: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_BCP47_TAGS[currentLanguage()], { dateStyle: 'medium' }).format(
    new Date(isoDateTime),
  );
}
