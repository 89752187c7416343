// Latin letters that Unicode compatibility decomposition (NFKD) does not reduce to ASCII, grouped by
// the ASCII a bank would print for them. Tone letters, clicks and glottal stops have no such
// spelling and stay refused.
const LETTERS_BY_SPELLING: Record<string, string> = {
  A: 'Ⱥ',
  AE: 'ÆæǢǣǼǽ',
  B: 'ƀƁƂƃɃ',
  C: 'ƇƈȻȼ',
  D: 'ÐðĐđƉƊƋƌƍȡ',
  DB: 'ȸ',
  E: 'ƎƏƐǝɆɇ',
  F: 'Ƒƒ',
  G: 'ƓƔǤǥ',
  H: 'Ħħ',
  HV: 'Ƕƕ',
  I: 'ıƖƗ',
  J: 'Ɉɉȷ',
  K: 'ĸƘƙ',
  L: 'ĿŀŁłƚƛȴȽ',
  M: 'Ɯ',
  N: 'ƝƞȠȵ',
  NG: 'Ŋŋ',
  O: 'ØøƆƟǾǿ',
  OE: 'Œœ',
  OI: 'Ƣƣ',
  OU: 'Ȣȣ',
  P: 'Ƥƥ',
  Q: 'ɋɊ',
  QP: 'ȹ',
  R: 'ƦɌɍ',
  S: 'ȿ',
  SH: 'Ʃ',
  SS: 'ß',
  T: 'ŦŧƫƬƭƮȶȾ',
  TH: 'Þþ',
  U: 'ƱɄ',
  V: 'ƲɅ',
  W: 'ƿǷ',
  Y: 'ƳƴȜȝɎɏ',
  Z: 'ƵƶƷƸƹƺǮǯȤȥɀ',
  "'N": 'ŉ',
  // Typographic punctuation, as word processors and phone keyboards type it.
  "'": '\u2018\u2019\u201A\u201B\u2032\u02BC',
  '"': '\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB',
  '-': '\u2010\u2011\u2012\u2013\u2014\u2015\u2212',
  // A Catalan middle dot (l·l) has no ASCII place; the letters around it carry the name.
  '': '\u00B7',
};

const SPELLING_BY_LETTER = new Map(
  Object.entries(LETTERS_BY_SPELLING).flatMap(([spelling, letters]) =>
    [...letters].map((letter) => [letter, spelling] as const),
  ),
);

function mapLetters(value: string): string {
  return [...value].map((character) => SPELLING_BY_LETTER.get(character) ?? character).join('');
}

/** Latin letters with marks to their base letter (é → e, ǅ → Dž → DZ), other Latin letters by the table. */
export function transliterate(value: string): string {
  const decomposed = mapLetters(value).normalize('NFKD').replace(/\p{M}/gu, '');
  return mapLetters(decomposed);
}
