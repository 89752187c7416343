import { NachaError } from './errors.ts';
import { dateField, immediateOriginField, routingNumberField, textField, timeField } from './field-format.ts';
import { textAt } from './field-parse.ts';
import type { AchFileHeader } from './file-types.ts';
import type { AchFileInput } from './input-types.ts';

// Record type 1, the first line of every file.

export function formatFileHeader(input: AchFileInput): string {
  const fileIdModifier = input.fileIdModifier.toUpperCase();
  if (!/^[A-Z0-9]$/.test(fileIdModifier)) {
    throw new NachaError(`fileIdModifier '${input.fileIdModifier}' must be one letter A-Z or digit 0-9`);
  }
  return [
    '1',
    '01', // priority code
    ` ${routingNumberField(input.immediateDestination, 'immediateDestination')}`,
    immediateOriginField(input.immediateOrigin, 'immediateOrigin'),
    dateField(input.fileCreationDate, 'fileCreationDate'),
    timeField(input.fileCreationTime, 'fileCreationTime'),
    fileIdModifier,
    '094', // record size
    '10', // blocking factor
    '1', // format code
    textField(input.immediateDestinationName, 23, 'immediateDestinationName'),
    textField(input.immediateOriginName, 23, 'immediateOriginName'),
    textField(input.referenceCode, 8, 'referenceCode'),
  ].join('');
}

export function parseFileHeader(record: string, lineNumber: number): AchFileHeader {
  const header: AchFileHeader = {
    priorityCode: textAt(record, 2, 3),
    immediateDestination: textAt(record, 4, 13),
    immediateOrigin: textAt(record, 14, 23),
    fileCreationDate: textAt(record, 24, 29),
    fileCreationTime: textAt(record, 30, 33),
    fileIdModifier: textAt(record, 34, 34),
    recordSize: textAt(record, 35, 37),
    blockingFactor: textAt(record, 38, 39),
    formatCode: textAt(record, 40, 40),
    immediateDestinationName: textAt(record, 41, 63),
    immediateOriginName: textAt(record, 64, 86),
    referenceCode: textAt(record, 87, 94),
  };
  // The reader relies on both: 94-character records in blocks of 10.
  if (header.recordSize !== '094' || header.blockingFactor !== '10') {
    throw new NachaError(
      `file header declares record size '${header.recordSize}' and blocking factor '${header.blockingFactor}'; only 094 and 10 exist`,
      lineNumber,
    );
  }
  return header;
}
