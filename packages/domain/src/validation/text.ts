import { z } from 'zod';
import { validationMessage } from './messages.ts';

/**
 * Characters no free text may hold, whatever the field: NUL and the other C0 controls but tab,
 * newline and carriage return; DEL and the C1 controls; the bidi embedding, override and isolate
 * marks that can make "cba" display as "abc" (a spoofed name or memo); and UTF-16 surrogates
 * without their pair, which PostgreSQL cannot store. No `u` flag: surrogates are matched as units.
 */
const FORBIDDEN_ANYWHERE = new RegExp(
  [
    '[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069]',
    '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])',
    '(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
  ].join('|'),
);
/** A single-line field (a name, a label) refuses line breaks and tabs as well. */
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;

/** Whether text holds a character no field accepts (multi-line text may hold tabs and line breaks). */
export function hasForbiddenCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  return FORBIDDEN_ANYWHERE.test(text) || (!options.multiline && LINE_BREAKS.test(text));
}

export type FreeTextOptions = {
  /** Most characters after normalisation and trimming. */
  max: number;
  /** Fewest characters after trimming (1 makes the field required). */
  min?: number;
  multiline?: boolean;
  /** The message of a too short (or blank) value, when the field has one of its own. */
  minMessage?: string;
  maxMessage?: string;
};

/**
 * The one schema of every free-text field (names, memos, notes, labels, tags, metadata, search):
 * refuses forbidden characters with validationMessage('textInvalidCharacters'), normalises to NFC
 * (so "é" typed two ways is one string to search and compare), trims, and bounds the length.
 */
export function freeText({ max, min = 0, multiline = false, minMessage, maxMessage }: FreeTextOptions) {
  return z
    .string()
    .refine((text) => !hasForbiddenCharacters(text, { multiline }), {
      error: validationMessage('textInvalidCharacters'),
      abort: true,
    })
    .normalize('NFC')
    .trim()
    .min(min, minMessage ? { error: minMessage } : undefined)
    .max(max, maxMessage ? { error: maxMessage } : undefined);
}

// A trimmed string that must not be blank; anything that is not a string counts as missing.
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}
