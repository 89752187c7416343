import { NachaError } from './errors.ts';
import { transliterate } from './transliteration.ts';

// NACHA records carry printable ASCII only (0x20–0x7E).
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

export function isPrintableAscii(value: string): boolean {
  return PRINTABLE_ASCII.test(value);
}

/** Refuses any character a NACHA record cannot carry; for identifiers, which must not be altered. */
export function assertPrintableAscii(value: string, where: string): void {
  const bad = [...value].find((character) => !PRINTABLE_ASCII.test(character));
  if (bad !== undefined) {
    const codePoint = bad.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    throw new NachaError(`${where}: character U+${codePoint} is outside the NACHA character set`);
  }
}

/**
 * Free text (names, descriptions, references) as the record carries it: trimmed, accented Latin
 * letters reduced to their base letter (é → E), upper case, cut to `widthMax`. Anything that still is
 * not printable ASCII (emoji, other scripts, control characters) is refused rather than guessed.
 */
export function normalizeText(value: string, widthMax: number, where: string): string {
  const upper = transliterate(value).trim().toUpperCase();
  assertPrintableAscii(upper, where);
  return upper.slice(0, widthMax).trimEnd();
}
