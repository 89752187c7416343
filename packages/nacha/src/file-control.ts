import {
  BATCH_COUNT_MAX,
  BLOCK_COUNT_MAX,
  ENTRY_HASH_MODULUS,
  FILE_ENTRY_ADDENDA_COUNT_MAX,
  TOTAL_AMOUNT_CENTS_MAX,
} from './constants.ts';
import { numberField } from './field-format.ts';
import { numberAt } from './field-parse.ts';
import type { AchFileControl } from './file-types.ts';

// Record type 9, the last record before the padding.

export function formatFileControl(control: AchFileControl): string {
  return [
    '9',
    numberField(control.batchCount, 6, BATCH_COUNT_MAX, 'file batch count'),
    numberField(control.blockCount, 6, BLOCK_COUNT_MAX, 'file block count'),
    numberField(control.entryAddendaCount, 8, FILE_ENTRY_ADDENDA_COUNT_MAX, 'file entry/addenda count'),
    numberField(control.entryHash, 10, ENTRY_HASH_MODULUS - 1, 'file entry hash'),
    numberField(control.totalDebitAmountCents, 12, TOTAL_AMOUNT_CENTS_MAX, 'file total debit amount'),
    numberField(control.totalCreditAmountCents, 12, TOTAL_AMOUNT_CENTS_MAX, 'file total credit amount'),
    ' '.repeat(39), // reserved
  ].join('');
}

export function parseFileControl(record: string, lineNumber: number): AchFileControl {
  return {
    batchCount: numberAt(record, 2, 7, lineNumber, 'batch count'),
    blockCount: numberAt(record, 8, 13, lineNumber, 'block count'),
    entryAddendaCount: numberAt(record, 14, 21, lineNumber, 'entry/addenda count'),
    entryHash: numberAt(record, 22, 31, lineNumber, 'entry hash'),
    totalDebitAmountCents: numberAt(record, 32, 43, lineNumber, 'total debit amount'),
    totalCreditAmountCents: numberAt(record, 44, 55, lineNumber, 'total credit amount'),
  };
}
