import { NachaError } from './errors.ts';
import { dateField, digitsField, identifierField, textField } from './field-format.ts';
import { numberAt, textAt } from './field-parse.ts';
import type { AchAddenda } from './file-types.ts';
import type { AchCorrectionAddendaInput, AchReturnAddendaInput } from './input-types.ts';

// Record type 7. The writer emits the two an RDFI sends back (99 return, 98 NOC); the reader also
// accepts 05, the payment-related information of CCD/PPD/WEB entries.

function codeField(value: string, letter: 'R' | 'C', where: string): string {
  if (!new RegExp(`^${letter}\\d\\d$`).test(value)) {
    throw new NachaError(`${where} '${value}' must be ${letter} followed by 2 digits`);
  }
  return value;
}

export function formatReturnAddenda(
  addenda: AchReturnAddendaInput,
  traceNumber: string,
  where: string,
): string {
  return [
    '7',
    '99',
    codeField(addenda.returnCode, 'R', `${where} returnCode`),
    digitsField(addenda.originalTraceNumber, 15, `${where} originalTraceNumber`),
    dateField(addenda.dateOfDeath, `${where} dateOfDeath`, true),
    digitsField(addenda.originalRdfi, 8, `${where} originalRdfi`),
    textField(addenda.addendaInformation, 44, `${where} addendaInformation`),
    traceNumber,
  ].join('');
}

export function formatCorrectionAddenda(
  addenda: AchCorrectionAddendaInput,
  traceNumber: string,
  where: string,
): string {
  return [
    '7',
    '98',
    codeField(addenda.changeCode, 'C', `${where} changeCode`),
    digitsField(addenda.originalTraceNumber, 15, `${where} originalTraceNumber`),
    ' '.repeat(6), // reserved
    digitsField(addenda.originalRdfi, 8, `${where} originalRdfi`),
    // Positional data (C03 keeps 3 spaces inside): never cut or re-spelled, so an identifier.
    identifierField(addenda.correctedData, 29, `${where} correctedData`),
    ' '.repeat(15), // reserved
    traceNumber,
  ].join('');
}

export function parseAddenda(record: string, lineNumber: number): AchAddenda {
  const type = record.slice(1, 3);
  switch (type) {
    case '99': {
      const dateOfDeath = textAt(record, 22, 27);
      return {
        type,
        returnCode: textAt(record, 4, 6),
        originalTraceNumber: textAt(record, 7, 21),
        dateOfDeath: dateOfDeath === '' ? null : dateOfDeath,
        originalRdfi: textAt(record, 28, 35),
        addendaInformation: textAt(record, 36, 79),
        traceNumber: textAt(record, 80, 94),
      };
    }
    case '98':
      return {
        type,
        changeCode: textAt(record, 4, 6),
        originalTraceNumber: textAt(record, 7, 21),
        originalRdfi: textAt(record, 28, 35),
        correctedData: textAt(record, 36, 64),
        traceNumber: textAt(record, 80, 94),
      };
    case '05':
      return {
        type,
        paymentRelatedInformation: textAt(record, 4, 83),
        sequenceNumber: numberAt(record, 84, 87, lineNumber, 'addenda sequence number'),
        entryDetailSequenceNumber: textAt(record, 88, 94),
      };
    default:
      throw new NachaError(`addenda type code '${type}' is not supported (only 05, 98 and 99)`, lineNumber);
  }
}
