import { assertPrintableAscii, normalizeText } from './charset.ts';
import { NachaError } from './errors.ts';
import { isValidRoutingNumber } from './routing.ts';

// Writers of single fields. Each validates its value, naming the field in `where`, and returns
// exactly `width` characters: alphanumerics left-justified and space-padded, numerics right-justified
// and zero-padded.

function alpha(value: string, width: number): string {
  return value.padEnd(width, ' ');
}

/** Free text: normalized (see normalizeText) and cut to the width, so it never fails on length. */
export function textField(value: string | undefined, width: number, where: string): string {
  return alpha(normalizeText(value ?? '', width, where), width);
}

/** Free text the record cannot do without (company name, entry description). */
export function requiredTextField(value: string, width: number, where: string): string {
  const text = normalizeText(value, width, where);
  if (text === '') throw new NachaError(`${where} is required`);
  return alpha(text, width);
}

/**
 * An identifier (account number, company id, corrected data): kept as given apart from trimming,
 * because cutting or re-spelling it would send money or data to the wrong place.
 */
export function identifierField(value: string, width: number, where: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw new NachaError(`${where} is required`);
  assertPrintableAscii(trimmed, where);
  if (trimmed.length > width) {
    throw new NachaError(`${where} '${trimmed}' is longer than ${width} characters and cannot be cut`);
  }
  return alpha(trimmed, width);
}

/** A field of exactly `width` digits (ODFI, trace number). */
export function digitsField(value: string, width: number, where: string): string {
  if (!new RegExp(`^\\d{${width}}$`).test(value)) {
    throw new NachaError(`${where} '${value}' must be exactly ${width} digits`);
  }
  return value;
}

export function routingNumberField(value: string, where: string): string {
  digitsField(value, 9, where);
  if (!isValidRoutingNumber(value)) {
    throw new NachaError(`${where} '${value}' fails the ABA check digit`);
  }
  return value;
}

/** A count or amount: a safe integer from 0 to `max`, zero-padded to the width. */
export function numberField(value: number, width: number, max: number, where: string): string {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new NachaError(`${where} ${value} must be a non-negative integer`);
  }
  if (value > max) throw new NachaError(`${where} ${value} exceeds the maximum of ${max}`);
  return String(value).padStart(width, '0');
}

function isValidDate(yymmdd: string): boolean {
  const match = /^(\d\d)(\d\d)(\d\d)$/.exec(yymmdd);
  if (!match) return false;
  const [year, month, day] = [2000 + Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth;
}

/** 'YYMMDD'; with `blankAllowed`, '' becomes six spaces. */
export function dateField(value: string | undefined, where: string, blankAllowed = false): string {
  if (blankAllowed && (value ?? '') === '') return alpha('', 6);
  if (value === undefined || !isValidDate(value)) {
    throw new NachaError(`${where} '${value ?? ''}' must be a valid date as YYMMDD`);
  }
  return value;
}

export function timeField(value: string, where: string): string {
  const match = /^(\d\d)(\d\d)$/.exec(value);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) {
    throw new NachaError(`${where} '${value}' must be a valid time as HHMM`);
  }
  return value;
}

/** The 10-character immediate origin: taken as is, or a bare routing number as ' ' + 9 digits. */
export function immediateOriginField(value: string, where: string): string {
  if (/^\d{9}$/.test(value)) return ` ${routingNumberField(value, where)}`;
  assertPrintableAscii(value, where);
  if (value.length !== 10) throw new NachaError(`${where} '${value}' must be 10 characters or 9 digits`);
  return value;
}
