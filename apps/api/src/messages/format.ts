import { LANGUAGE_BCP47_TAGS, type LanguageCode } from '@causeway/domain';

const CENTS_PER_DOLLAR = 100;

/** US dollars the way the reader writes money: "$12.50", "12,50 US$", "‏12.50 US$", "$ ۱۲٫۵۰". */
export function formatMoney(language: LanguageCode, amountCents: number): string {
  return new Intl.NumberFormat(LANGUAGE_BCP47_TAGS[language], { style: 'currency', currency: 'USD' }).format(
    amountCents / CENTS_PER_DOLLAR,
  );
}

/**
 * A calendar date (YYYY-MM-DD) in the reader's language, on the Gregorian calendar as the portal
 * shows it (apps/web format-date.ts): the record in the United States carries that date.
 */
export function formatCalendarDate(language: LanguageCode, isoDate: string): string {
  return new Intl.DateTimeFormat(LANGUAGE_BCP47_TAGS[language], {
    calendar: 'gregory',
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The word form a count takes in a language (Arabic has six, Polish, Russian and Ukrainian four). */
export function plural(language: LanguageCode, count: number, forms: PluralForms): string {
  const category = new Intl.PluralRules(LANGUAGE_BCP47_TAGS[language]).select(count);
  return forms[category] ?? forms.other;
}
