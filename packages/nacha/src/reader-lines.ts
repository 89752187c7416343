import { isPrintableAscii } from './charset.ts';
import { RECORD_LENGTH } from './constants.ts';
import { NachaError } from './errors.ts';

export type NumberedRecord = { record: string; lineNumber: number };

function splitLines(text: string): string[] {
  // Some banks send one unbroken stream of records; cut it every 94 characters.
  if (!text.includes('\n') && text.length > RECORD_LENGTH && text.length % RECORD_LENGTH === 0) {
    return text.match(new RegExp(`[^]{${RECORD_LENGTH}}`, 'g')) ?? [];
  }
  const lines = text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

/** The file's records with their 1-based line numbers; each must be 94 printable ASCII characters. */
export function splitRecords(text: string): NumberedRecord[] {
  return splitLines(text).map((record, index) => {
    const lineNumber = index + 1;
    if (record.length !== RECORD_LENGTH) {
      throw new NachaError(
        `record is ${record.length} characters long; every record is ${RECORD_LENGTH}`,
        lineNumber,
      );
    }
    if (!isPrintableAscii(record)) {
      throw new NachaError('record holds characters outside printable ASCII', lineNumber);
    }
    return { record, lineNumber };
  });
}
