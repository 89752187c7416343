import { LANGUAGE_BCP47_TAGS } from '@causeway/domain';
import { formatDateIn } from '../../../i18n/format-date.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { calendarDate } from '../model/recipient-view.ts';

/** A 'yyyy-MM-dd' calendar day in the interface language. */
export function formatDay(isoDate: string): string {
  return formatDateIn(LANGUAGE_BCP47_TAGS[currentLanguage()], calendarDate(isoDate), false);
}
