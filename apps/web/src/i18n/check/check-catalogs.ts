/**
 * The i18n check of issue 19 (`npm test` runs it through catalogs.test.ts): pure functions over the
 * catalogues and the web app's source text, so the unit tests can plant each kind of defect in a
 * small table and see it found. Each finding names its language and key, so a failing run says
 * exactly which string to fix.
 */

export type Catalog = { [key: string]: string | Catalog };

export type FindingKind =
  /** English has the key (or the language's plural form of it); this catalogue does not. */
  | 'missing'
  /** The catalogue has a key English does not (a typo, or a section English removed). */
  | 'extra'
  /** No code in apps/web/src names the key, literally or through a dynamic prefix. */
  | 'unused'
  /** An exemption that no longer applies: an unused key now used or gone, a term no text holds. */
  | 'staleExemption'
  /** The text is English's, word for word, and not only brand names, codes and cognates. */
  | 'sameAsEnglish'
  /** The {{placeholders}} differ from English's: a value would be dropped or shown raw. */
  | 'placeholders'
  /** Latin letters in a catalogue of another script, beyond brand names and codes. */
  | 'latinScript';

export interface Finding {
  kind: FindingKind;
  language: string;
  key: string;
  detail: string;
}

export interface AllowList {
  /** Brand names, codes and protocol terms any catalogue may hold in Latin letters. */
  latinTerms: readonly string[];
  /** Per language: words that are the same in that language as in English (cognates, loanwords). */
  languageTerms: Readonly<Record<string, readonly string[]>>;
  /** Keys no code names yet, each awaiting removal (listed so the list can only shrink). */
  unusedKeys: readonly string[];
}

export interface CheckInput {
  catalogs: Readonly<Record<string, Catalog>>;
  /** The language every other catalogue is compared with. */
  reference: string;
  /** Languages whose script is not Latin: their text may hold Latin only from the allow-list. */
  nonLatinLanguages: readonly string[];
  /** The plural rules of a language (Intl.PluralRules of its BCP 47 tag). */
  pluralRules: (language: string) => Intl.PluralRules;
  /** The text of the source files that call t(), excluding tests. */
  sources: readonly string[];
  allow: AllowList;
}

export function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') entries.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

// i18next's plural keys: `key_one`, `key_few`… one per category of the language's rules.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
export const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

export const placeholdersOf = (text: string) =>
  [...new Set([...text.matchAll(/{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g)].map((match) => match[1]))].sort();

/**
 * The keys a language must have: English's, with each English plural family (`x_one`, `x_other`)
 * replaced by the family's forms in that language's rules (Arabic's six, Russian's four…).
 */
function expectedKeys(reference: Map<string, string>, categories: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const key of reference.keys()) {
    if (PLURAL_SUFFIX.test(key)) for (const category of categories) keys.add(`${baseKey(key)}_${category}`);
    else keys.add(key);
  }
  return keys;
}

/**
 * Key prefixes the code builds at run time, read from its template literals: t(`imports.status.${x}`)
 * makes every key under `imports.status.` used. Only a literal start counts, so a key built from a
 * variable prefix must be written out somewhere (or the check reports it as unused).
 */
export function dynamicPrefixes(sources: readonly string[]): string[] {
  const prefixes = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(/`([A-Za-z]\w*(?:\.\w+)*\.)\$\{/g)) prefixes.add(match[1]!);
  }
  return [...prefixes].sort();
}

/** Every dotted string literal of the sources: the keys t(), <Trans i18nKey> and key tables name. */
function literalKeys(sources: readonly string[]): Set<string> {
  const keys = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(/['"`]([A-Za-z][\w-]*(?:\.[\w-]+)+)['"`]/g)) keys.add(match[1]!);
  }
  return keys;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One expression removing every allowed term where it stands as a word of its own (so `PIN` is
 * allowed in "PIN-код" but `Status` is not allowed inside "Statusbar"). Longest first, so
 * "Google Wallet" goes before "Google".
 */
function termsPattern(terms: readonly string[]): RegExp | undefined {
  if (terms.length === 0) return undefined;
  const alternatives = [...terms].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?<![A-Za-z0-9_])(?:${alternatives.join('|')})(?![A-Za-z0-9_])`, 'g');
}

/** Text that is markup or a machine value in any language: emails, URLs, codes. */
function stripMachineText(text: string): string {
  return (
    text
      .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      // snake_case identifiers are API values quoted in validation messages (USPS_PRIORITY, merchant_block).
      .replace(/\b[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+\b/g, ' ')
  );
}

const LATIN_WORD = /[A-Za-z\u00C0-\u024F]+/g;

/** The Latin words left in a text once machine text and the allowed terms are taken out. */
export function foreignLatinWords(text: string, terms: readonly string[]): string[] {
  const pattern = termsPattern(terms);
  // Placeholders and tags first (a term inside {{…}} is markup), then the terms (before the code
  // stripping could cut `America/New_York` in two), then the machine text.
  let rest = text.replace(/{{[^}]*}}/g, ' ').replace(/<\/?[A-Za-z0-9]+\s*\/?>/g, ' ');
  if (pattern) rest = rest.replace(pattern, ' ');
  return stripMachineText(rest).match(LATIN_WORD) ?? [];
}

/**
 * The plural categories that stand for a single count in a language (Arabic's zero, one and two;
 * English's one): their text may say the number in words and leave {{count}} out. Russian's `one`
 * also covers 21 and 31, so there {{count}} must stay.
 */
export function singleCountCategories(rules: Intl.PluralRules): Set<string> {
  const counts = new Map<string, number>();
  for (let count = 0; count <= 1000; count += 1) {
    const category = rules.select(count);
    counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, numbers]) => numbers === 1).map(([category]) => category));
}

export function checkCatalogs(input: CheckInput): Finding[] {
  const { catalogs, reference, allow } = input;
  const findings: Finding[] = [];
  const english = flatten(catalogs[reference]!);
  /** The English text a key of another catalogue is compared with: a plural form's is English's `other`. */
  const englishOf = (key: string) =>
    english.get(key) ?? english.get(`${baseKey(key)}_other`) ?? english.get(baseKey(key));

  // Unused keys (judged on English, which has every key).
  const literals = literalKeys(input.sources);
  const prefixes = dynamicPrefixes(input.sources);
  const isUsed = (key: string) =>
    literals.has(key) || literals.has(baseKey(key)) || prefixes.some((prefix) => key.startsWith(prefix));
  const exempt = new Set(allow.unusedKeys);
  for (const key of english.keys()) {
    if (!isUsed(key) && !exempt.has(key)) {
      findings.push({ kind: 'unused', language: reference, key, detail: 'no code in apps/web/src names it' });
    }
  }
  for (const key of exempt) {
    if (!english.has(key) || isUsed(key)) {
      const detail = english.has(key) ? 'now used: drop the exemption' : 'no longer in the catalogue';
      findings.push({ kind: 'staleExemption', language: reference, key, detail });
    }
  }

  for (const [language, catalog] of Object.entries(catalogs)) {
    if (language === reference) continue;
    const entries = flatten(catalog);
    const rules = input.pluralRules(language);
    const expected = expectedKeys(english, rules.resolvedOptions().pluralCategories);
    const singleCount = singleCountCategories(rules);
    for (const key of expected) {
      if (!entries.has(key)) findings.push({ kind: 'missing', language, key, detail: 'not translated' });
    }
    const latinTerms = [...allow.latinTerms, ...(allow.languageTerms[language] ?? [])];
    const checksScript = input.nonLatinLanguages.includes(language);
    for (const [key, text] of entries) {
      const source = englishOf(key);
      if (!expected.has(key) || source === undefined) {
        findings.push({ kind: 'extra', language, key, detail: 'English has no such key' });
        continue;
      }
      const mine = placeholdersOf(text);
      const category = PLURAL_SUFFIX.exec(key)?.[1];
      const theirs = placeholdersOf(source).filter(
        (name) => !(name === 'count' && category && singleCount.has(category) && !mine.includes('count')),
      );
      if (mine.join() !== theirs.join()) {
        findings.push({
          kind: 'placeholders',
          language,
          key,
          detail: `has [${mine.join(', ')}], English [${theirs.join(', ')}]`,
        });
      }
      if (text === source && foreignLatinWords(text, latinTerms).length > 0) {
        findings.push({ kind: 'sameAsEnglish', language, key, detail: text });
      }
      if (checksScript) {
        const words = foreignLatinWords(text, latinTerms);
        if (words.length > 0) findings.push({ kind: 'latinScript', language, key, detail: words.join(' ') });
      }
    }
  }
  findings.push(...staleTerms(catalogs, reference, allow));
  return findings;
}

/** Allowed terms no catalogue (no catalogue of that language) holds any more: the list stays short. */
function staleTerms(catalogs: CheckInput['catalogs'], reference: string, allow: AllowList): Finding[] {
  const textsOf = (languages: string[]) =>
    languages.flatMap((language) => [...flatten(catalogs[language] ?? {}).values()]);
  const holds = (texts: string[], term: string) => {
    const pattern = termsPattern([term])!;
    return texts.some((text) => text.search(pattern) >= 0);
  };
  const others = textsOf(Object.keys(catalogs).filter((language) => language !== reference));
  const stale: Finding[] = allow.latinTerms
    .filter((term) => !holds(others, term))
    .map((term) => ({ kind: 'staleExemption', language: '*', key: term, detail: 'no translation holds it' }));
  for (const [language, terms] of Object.entries(allow.languageTerms)) {
    const texts = textsOf([language]);
    for (const term of terms.filter((candidate) => !holds(texts, candidate))) {
      stale.push({
        kind: 'staleExemption',
        language,
        key: term,
        detail: 'no text of this language holds it',
      });
    }
  }
  return stale;
}

/** One line per finding, for a test failure a translator can act on. */
export const formatFindings = (findings: readonly Finding[]) =>
  findings.map((finding) => `${finding.kind} ${finding.language} ${finding.key}: ${finding.detail}`);
