import { LANGUAGE_BCP47_TAGS } from '@causeway/domain';
import { currentLanguage } from './i18n.ts';

// Gregorian dates in every language: a purchase, a load or a receipt in the United States carries
// the Gregorian date, so the record matches it (Intl would otherwise pick the Solar Hijri calendar
// for Dari and Farsi). Month names and digits stay the reader's.
const CALENDAR = 'gregory';

// Chromium ships no Pashto date data and falls back to English ("Nov"): Pashto's Gregorian months.
const PASHTO_MONTHS = [
  'جنوري',
  'فبروري',
  'مارچ',
  'اپرېل',
  'می',
  'جون',
  'جولای',
  'اګست',
  'سپتمبر',
  'اکتوبر',
  'نومبر',
  'دسمبر',
] as const;
const PASHTO_TAG = 'ps';
const persianDigits = (value: number, width = 1) =>
  String(value)
    .padStart(width, '0')
    .replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);

type Supports = (tag: string) => boolean;
const browserSupports: Supports = (tag) => Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;

/** A date (and time of day) in a language: the browser's formats, or our own Pashto one without them. */
export function formatDateIn(
  tag: string,
  date: Date,
  withTime: boolean,
  supports: Supports = browserSupports,
): string {
  if (tag === PASHTO_TAG && !supports(tag)) {
    const day = `${persianDigits(date.getDate())} ${PASHTO_MONTHS[date.getMonth()]} ${persianDigits(date.getFullYear())}`;
    return withTime
      ? `${day} ${persianDigits(date.getHours(), 2)}:${persianDigits(date.getMinutes(), 2)}`
      : day;
  }
  return new Intl.DateTimeFormat(tag, {
    calendar: CALENDAR,
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(date);
}

/** A calendar date in the interface language. */
export function formatDate(isoDateTime: string): string {
  return formatDateIn(LANGUAGE_BCP47_TAGS[currentLanguage()], new Date(isoDateTime), false);
}

/** A date and time of day in the interface language: when money moved. */
export function formatDateTime(isoDateTime: string): string {
  return formatDateIn(LANGUAGE_BCP47_TAGS[currentLanguage()], new Date(isoDateTime), true);
}
