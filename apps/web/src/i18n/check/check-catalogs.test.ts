import { describe, expect, it } from 'vitest';
import {
  type AllowList,
  type Catalog,
  type CheckInput,
  checkCatalogs,
  dynamicPrefixes,
  type Finding,
  foreignLatinWords,
  singleCountCategories,
} from './check-catalogs.ts';

// A small, clean world: English, Dari (Arabic script, plurals one/other) and Russian (Cyrillic,
// one/few/many/other), and a source that names every key. Each case plants one defect in it.
const english: Catalog = {
  cards: {
    title: 'Cards',
    heading: 'Cards of {{name}}',
    count_one: '{{count}} card',
    count_other: '{{count}} cards',
    status: { active: 'Active', locked: 'Locked' },
    pin: 'Set the PIN',
  },
};
const dari: Catalog = {
  cards: {
    title: 'کارت‌ها',
    heading: 'کارت‌های {{name}}',
    count_one: '{{count}} کارت',
    count_other: '{{count}} کارت',
    status: { active: 'فعال', locked: 'قفل' },
    pin: 'PIN را تنظیم کنید',
  },
};
const russian: Catalog = {
  cards: {
    title: 'Карты',
    heading: 'Карты {{name}}',
    count_one: '{{count}} карта',
    count_few: '{{count}} карты',
    count_many: '{{count}} карт',
    count_other: '{{count}} карты',
    status: { active: 'Активна', locked: 'Заблокирована' },
    pin: 'Задать PIN-код',
  },
};
const SOURCE = `
  t('cards.title'); t('cards.heading', { name }); t('cards.count', { count });
  t(\`cards.status.\${status}\`); <Trans i18nKey="cards.pin" />`;
const ALLOW: AllowList = { latinTerms: ['PIN'], languageTerms: {}, unusedKeys: [] };
const TAGS: Record<string, string> = { en: 'en', da: 'prs', ru: 'ru' };

const clone = (catalog: Catalog): Catalog => structuredClone(catalog);
/** Sets `path` (dotted) in a copy of the catalogue; `undefined` removes it. */
function edit(catalog: Catalog, path: string, text: string | undefined): Catalog {
  const copy = clone(catalog);
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Catalog;
  if (text === undefined) delete node[keys.at(-1)!];
  else node[keys.at(-1)!] = text;
  return copy;
}

function run(overrides: Partial<CheckInput> = {}): Finding[] {
  return checkCatalogs({
    catalogs: { en: english, da: dari, ru: russian },
    reference: 'en',
    nonLatinLanguages: ['da', 'ru'],
    pluralRules: (language) => new Intl.PluralRules(TAGS[language]),
    sources: [SOURCE],
    allow: ALLOW,
    ...overrides,
  });
}
const brief = (findings: Finding[]) => findings.map(({ kind, language, key }) => ({ kind, language, key }));

describe('checkCatalogs', () => {
  it('finds nothing in catalogues without defects', () => {
    expect(run()).toEqual([]);
  });

  it.each<{
    defect: string;
    input: () => Partial<CheckInput>;
    found: Pick<Finding, 'kind' | 'language' | 'key'>;
  }>([
    {
      defect: 'a key missing in a catalogue',
      input: () => ({ catalogs: { en: english, da: edit(dari, 'cards.title', undefined), ru: russian } }),
      found: { kind: 'missing', language: 'da', key: 'cards.title' },
    },
    {
      defect: 'a plural form the language has but the catalogue lacks',
      input: () => ({ catalogs: { en: english, da: dari, ru: edit(russian, 'cards.count_few', undefined) } }),
      found: { kind: 'missing', language: 'ru', key: 'cards.count_few' },
    },
    {
      defect: 'a key English does not have',
      input: () => ({ catalogs: { en: english, da: edit(dari, 'cards.subtitle', 'زیرعنوان'), ru: russian } }),
      found: { kind: 'extra', language: 'da', key: 'cards.subtitle' },
    },
    {
      defect: 'a plural form the language does not have',
      input: () => ({
        catalogs: { en: english, da: edit(dari, 'cards.count_few', '{{count}} کارت'), ru: russian },
      }),
      found: { kind: 'extra', language: 'da', key: 'cards.count_few' },
    },
    {
      defect: 'a key no code names',
      input: () => ({ sources: [SOURCE.replace("t('cards.title');", '')] }),
      found: { kind: 'unused', language: 'en', key: 'cards.title' },
    },
    {
      defect: 'a key under a prefix the code no longer builds',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text under check, not a template
      input: () => ({ sources: [SOURCE.replace('t(`cards.status.${status}`);', '')] }),
      found: { kind: 'unused', language: 'en', key: 'cards.status.locked' },
    },
    {
      defect: 'an exemption for a key that is used',
      input: () => ({ allow: { ...ALLOW, unusedKeys: ['cards.title'] } }),
      found: { kind: 'staleExemption', language: 'en', key: 'cards.title' },
    },
    {
      defect: 'a value identical to English',
      input: () => ({ catalogs: { en: english, da: dari, ru: edit(russian, 'cards.title', 'Cards') } }),
      found: { kind: 'sameAsEnglish', language: 'ru', key: 'cards.title' },
    },
    {
      defect: 'a placeholder renamed',
      input: () => ({
        catalogs: { en: english, da: edit(dari, 'cards.heading', 'کارت‌های {{person}}'), ru: russian },
      }),
      found: { kind: 'placeholders', language: 'da', key: 'cards.heading' },
    },
    {
      defect: 'a placeholder dropped',
      input: () => ({ catalogs: { en: english, da: dari, ru: edit(russian, 'cards.heading', 'Карты') } }),
      found: { kind: 'placeholders', language: 'ru', key: 'cards.heading' },
    },
    {
      defect: '{{count}} left out of a plural form that covers many numbers (Russian one: 1, 21, 31…)',
      input: () => ({
        catalogs: { en: english, da: dari, ru: edit(russian, 'cards.count_one', 'Одна карта') },
      }),
      found: { kind: 'placeholders', language: 'ru', key: 'cards.count_one' },
    },
    {
      defect: 'Danish written into the Dari catalogue',
      input: () => ({ catalogs: { en: english, da: edit(dari, 'cards.title', 'Kortene'), ru: russian } }),
      found: { kind: 'latinScript', language: 'da', key: 'cards.title' },
    },
    {
      defect: 'an English word left inside a Russian sentence',
      input: () => ({
        catalogs: { en: english, da: dari, ru: edit(russian, 'cards.pin', 'Задать PIN-код card') },
      }),
      found: { kind: 'latinScript', language: 'ru', key: 'cards.pin' },
    },
    {
      defect: 'an allowed term no translation holds',
      input: () => ({ allow: { ...ALLOW, latinTerms: ['PIN', 'Plaid'] } }),
      found: { kind: 'staleExemption', language: '*', key: 'Plaid' },
    },
    {
      defect: 'a cognate the language no longer uses',
      input: () => ({ allow: { ...ALLOW, languageTerms: { ru: ['Cards'] } } }),
      found: { kind: 'staleExemption', language: 'ru', key: 'Cards' },
    },
  ])('finds $defect', ({ input, found }) => {
    expect(brief(run(input()))).toContainEqual(found);
  });

  it('lets a plural form of one count only say its number in words', () => {
    const catalogs = { en: english, da: edit(dari, 'cards.count_one', 'یک کارت'), ru: russian };
    // Dari's (Persian's) `one` is 0 and 1, so there {{count}} must stay; under rules whose `one` is
    // 1 alone (English's, Arabic's), "one card" in words is right.
    expect(brief(run({ catalogs }))).toEqual([
      { kind: 'placeholders', language: 'da', key: 'cards.count_one' },
    ]);
    const oneIsOnlyOne = (language: string) => new Intl.PluralRules(language === 'ru' ? 'ru' : 'en');
    expect(run({ catalogs, pluralRules: oneIsOnlyOne })).toEqual([]);
  });

  it('lets an identical text through when it is only allowed terms and placeholders', () => {
    const catalogs = {
      en: edit(english, 'cards.pin', 'PIN'),
      da: edit(dari, 'cards.pin', 'PIN'),
      ru: edit(russian, 'cards.pin', 'PIN'),
    };
    expect(run({ catalogs })).toEqual([]);
  });

  it('lets a language keep the words it shares with English', () => {
    const catalogs = { en: english, da: dari, ru: edit(russian, 'cards.title', 'Cards') };
    expect(run({ catalogs, allow: { ...ALLOW, languageTerms: { ru: ['Cards'] } } })).toEqual([]);
  });
});

describe('foreignLatinWords', () => {
  it.each([
    ['PIN-код карты', []],
    ['{{name}} <strong>کارت</strong>', []],
    ['به help@example.org یا https://causeway.example/help بنویسید', []],
    ['یکی از USPS_PRIORITY یا UPS_NEXT_DAY', []],
    ['Importér kortindbetalinger', ['Importér', 'kortindbetalinger']],
    ['PINs and PIN', ['PINs', 'and']],
  ])('%s → %j', (text, words) => {
    expect(foreignLatinWords(text, ['PIN'])).toEqual(words);
  });
});

describe('dynamicPrefixes', () => {
  it('reads the literal start of template-literal keys', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text under check, not a template
    expect(dynamicPrefixes(['t(`imports.status.${status}`); t(`titles.${name}`); t(`${x}.y`)'])).toEqual([
      'imports.status.',
      'titles.',
    ]);
  });
});

describe('singleCountCategories', () => {
  it.each([
    ['ar', ['one', 'two', 'zero']],
    ['ru', []],
    ['en', ['one']],
    ['prs', []],
  ])('%s → %j', (tag, categories) => {
    expect([...singleCountCategories(new Intl.PluralRules(tag))].sort()).toEqual(categories);
  });
});
