import {
  ERROR_CATALOGUE,
  ERROR_CODES,
  isTemplateCode,
  LANGUAGES,
  MESSAGE_TEMPLATES,
  VALIDATION_CODES,
  VALIDATION_FIELDS,
  VALIDATION_MESSAGES,
} from '@causeway/domain';
import { describe, expect, it } from 'vitest';

type Catalog = { [key: string]: string | Catalog };

const CATALOGS = import.meta.glob<Catalog>('./locales/*.json', { eager: true, import: 'default' });
const catalogOf = (language: string): Catalog => CATALOGS[`./locales/${language}.json`]!;

function lookUp(catalog: Catalog, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const validationKey = (code: (typeof VALIDATION_CODES)[number]) =>
  isTemplateCode(code) ? `validation.templates.${code}` : `validation.${code}`;
const domainEnglish = (code: (typeof VALIDATION_CODES)[number]): string =>
  isTemplateCode(code) ? MESSAGE_TEMPLATES[code] : VALIDATION_MESSAGES[code];

// {field} in the domain's English, {{field}} in the catalogs.
const domainPlaceholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const catalogPlaceholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const english = catalogOf('en');
const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

describe('the error catalogue in the web catalogs', () => {
  it('words every ErrorCode and every validation code in English', () => {
    for (const code of ERROR_CODES) expect(lookUp(english, `errors.${code}`), code).toBeTruthy();
    for (const code of VALIDATION_CODES) {
      const text = lookUp(english, validationKey(code));
      expect(text, code).toBeTruthy();
      expect(catalogPlaceholders(text ?? ''), code).toEqual(domainPlaceholders(domainEnglish(code)));
    }
    for (const field of Object.keys(VALIDATION_FIELDS)) {
      expect(lookUp(english, `validation.fields.${field}`), field).toBeTruthy();
    }
  });

  it.each(OTHER_LANGUAGES)('%s translates every ErrorCode, not a copy of the English', (language) => {
    const catalog = catalogOf(language);
    for (const code of ERROR_CODES) {
      const text = lookUp(catalog, `errors.${code}`);
      expect(text?.trim(), `errors.${code}`).toBeTruthy();
      expect(text, `errors.${code}`).not.toBe(lookUp(english, `errors.${code}`));
      expect(text, `errors.${code}`).not.toBe(ERROR_CATALOGUE[code].message);
    }
  });

  it.each(OTHER_LANGUAGES)(
    '%s translates every validation code and field, not a copy of the English',
    (language) => {
      const catalog = catalogOf(language);
      for (const code of VALIDATION_CODES) {
        const key = validationKey(code);
        const text = lookUp(catalog, key);
        expect(text?.trim(), key).toBeTruthy();
        expect(text, key).not.toBe(lookUp(english, key));
        expect(catalogPlaceholders(text ?? ''), key).toEqual(domainPlaceholders(domainEnglish(code)));
      }
      for (const field of Object.keys(VALIDATION_FIELDS)) {
        expect(lookUp(catalog, `validation.fields.${field}`)?.trim(), field).toBeTruthy();
      }
    },
  );
});
