import { LANGUAGE_BCP47_TAGS } from '@causeway/domain';
import { formatDateIn } from '../../../i18n/format-date.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';

/** A 'yyyy-MM-dd' business day in the interface language, read as a local date (no time-zone shift). */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const date = new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
  return formatDateIn(LANGUAGE_BCP47_TAGS[currentLanguage()], date, false);
}
