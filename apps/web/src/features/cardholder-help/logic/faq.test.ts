import { FAQ_QUESTION_COUNT, LANGUAGES } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from './faq.ts';

type Catalog = { [key: string]: string | Catalog };
const CATALOGS = import.meta.glob<Catalog>('../../../i18n/locales/*.json', {
  eager: true,
  import: 'default',
});

/** Persian (۰–۹) and Arabic-Indic (٠–٩) digits read as 0–9: the RTL catalogues may write either. */
const asciiDigits = (text: string) =>
  text
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));

function lookUp(catalog: Catalog, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Catalog | undefined)?.[key], catalog);
}

// Cardholder spec §2 "FAQ with 9 questions", each worded in every interface language.
describe('the FAQ', () => {
  it('has the spec’s 9 questions, each once', () => {
    expect(FAQ_ITEMS).toHaveLength(FAQ_QUESTION_COUNT);
    expect(new Set(FAQ_ITEMS).size).toBe(FAQ_QUESTION_COUNT);
  });

  it.each(LANGUAGES)('%s has a question and an answer for each', (code) => {
    const catalog = CATALOGS[`../../../i18n/locales/${code}.json`]!;
    for (const item of FAQ_ITEMS) {
      expect(lookUp(catalog, `cardholderHelp.faq.${item}.question`), item).toEqual(expect.any(String));
      expect(lookUp(catalog, `cardholderHelp.faq.${item}.answer`), item).toEqual(expect.any(String));
    }
    // Exactly the nine: a question added to the catalogues must be added to the page too.
    expect(Object.keys(lookUp(catalog, 'cardholderHelp.faq') as Catalog).sort()).toEqual(
      [...FAQ_ITEMS].sort(),
    );
  });

  it.each([
    ['pendingAndCleared', '5'],
    ['dataSafety', '256'],
  ])('the %s answer keeps the spec’s number %s in every language', (item, number) => {
    for (const code of LANGUAGES) {
      const catalog = CATALOGS[`../../../i18n/locales/${code}.json`]!;
      const answer = String(lookUp(catalog, `cardholderHelp.faq.${item}.answer`));
      expect(asciiDigits(answer), code).toContain(number);
    }
  });
});
