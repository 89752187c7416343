import { NachaError } from './errors.ts';

// Readers of single fields, by their 1-based inclusive positions as the NACHA layout lists them.

export function textAt(record: string, start: number, end: number): string {
  return record.slice(start - 1, end).trim();
}

/** A numeric field: digits only, or the file is refused. */
export function numberAt(
  record: string,
  start: number,
  end: number,
  lineNumber: number,
  name: string,
): number {
  const raw = record.slice(start - 1, end);
  if (!/^\d+$/.test(raw)) {
    throw new NachaError(`${name} '${raw}' (positions ${start}-${end}) must be digits`, lineNumber);
  }
  return Number(raw);
}
