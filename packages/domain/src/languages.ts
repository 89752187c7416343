// Interface languages (cardholder spec §2, business spec §2.5), in the selector's order.
// The codes are the product's own: da is Dari, pa is Pashto and far is Farsi, not ISO 639-1.
export const LANGUAGES = ['en', 'es', 'fr', 'pl', 'ru', 'zh', 'uk', 'sw', 'da', 'pa', 'far', 'ar'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

// The recipient intake flow is translated into these three only.
export const INTAKE_LANGUAGES = ['en', 'es', 'pl'] as const satisfies readonly LanguageCode[];
export type IntakeLanguage = (typeof INTAKE_LANGUAGES)[number];
export const INTAKE_ROUTE_NAMES = ['recipientEmailVerification', 'recipientBankDetails'] as const;

export const RTL_LANGUAGES = ['ar', 'far', 'da', 'pa'] as const satisfies readonly LanguageCode[];

export const LANGUAGE_NATIVE_NAMES: Readonly<Record<LanguageCode, string>> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  pl: 'Polski',
  ru: 'Русский',
  zh: '中文',
  uk: 'Українська',
  sw: 'Kiswahili',
  da: 'دری',
  pa: 'پښتو',
  far: 'فارسی',
  ar: 'العربية',
};

// Standard BCP 47 tags for <html lang>, because the product codes da, pa and far mean
// Danish, Punjabi and nothing to browsers and screen readers.
export const LANGUAGE_BCP47_TAGS: Readonly<Record<LanguageCode, string>> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  pl: 'pl',
  ru: 'ru',
  zh: 'zh',
  uk: 'uk',
  sw: 'sw',
  da: 'prs',
  pa: 'ps',
  far: 'fa',
  ar: 'ar',
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isRtlLanguage(code: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(code);
}

export function languagesForRoute(routeName: string): readonly LanguageCode[] {
  return (INTAKE_ROUTE_NAMES as readonly string[]).includes(routeName) ? INTAKE_LANGUAGES : LANGUAGES;
}
