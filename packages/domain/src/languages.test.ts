import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  INTAKE_LANGUAGES,
  isLanguageCode,
  isRtlLanguage,
  LANGUAGE_BCP47_TAGS,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  languagesForRoute,
  RTL_LANGUAGES,
} from './languages.ts';
import { languageCodeSchema } from './validation/language.ts';

const ALL_TWELVE = ['en', 'es', 'fr', 'pl', 'ru', 'zh', 'uk', 'sw', 'da', 'pa', 'far', 'ar'];

describe('languages', () => {
  it('lists the 12 codes in selector order, English first and default', () => {
    expect([...LANGUAGES]).toEqual(ALL_TWELVE);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect([...INTAKE_LANGUAGES]).toEqual(['en', 'es', 'pl']);
    expect([...RTL_LANGUAGES]).toEqual(['ar', 'far', 'da', 'pa']);
  });

  it.each([
    ['recipientEmailVerification', ['en', 'es', 'pl']],
    ['recipientBankDetails', ['en', 'es', 'pl']],
    ['cardholders', ALL_TWELVE],
    ['cards', ALL_TWELVE],
    ['landingPage', ALL_TWELVE],
    ['', ALL_TWELVE],
  ])('route %j offers %j', (routeName, expected) => {
    expect([...languagesForRoute(routeName)]).toEqual(expected);
  });

  it.each([
    ['ar', true],
    ['far', true],
    ['da', true],
    ['pa', true],
    ['en', false],
    ['uk', false],
    ['zh', false],
    ['fa', false],
    ['', false],
  ])('isRtlLanguage(%j) is %s', (code, expected) => {
    expect(isRtlLanguage(code)).toBe(expected);
  });

  it.each([
    ['en', 'English'],
    ['es', 'Español'],
    ['fr', 'Français'],
    ['pl', 'Polski'],
    ['ru', 'Русский'],
    ['zh', '中文'],
    ['uk', 'Українська'],
    ['sw', 'Kiswahili'],
    ['da', 'دری'],
    ['pa', 'پښتو'],
    ['far', 'فارسی'],
    ['ar', 'العربية'],
  ] as const)('%s is called %s in itself', (code, name) => {
    expect(LANGUAGE_NATIVE_NAMES[code]).toBe(name);
  });

  it.each([
    ['da', 'prs'],
    ['pa', 'ps'],
    ['far', 'fa'],
    ['en', 'en'],
  ] as const)('%s is tagged %s for browsers', (code, tag) => {
    expect(LANGUAGE_BCP47_TAGS[code]).toBe(tag);
  });

  it.each([
    ['far', true],
    ['fa', false],
    [undefined, false],
    [3, false],
  ])('isLanguageCode(%j) is %s and agrees with the schema', (value, expected) => {
    expect(isLanguageCode(value)).toBe(expected);
    expect(languageCodeSchema.safeParse(value).success).toBe(expected);
  });
});
