import { formatDate } from '../../../i18n/format-date.ts';

/** A New York calendar date ('yyyy-MM-dd') in the reader's language. */
export function formatDay(day: string | null): string {
  return day ? formatDate(`${day}T12:00:00Z`) : '—';
}
