import {
  BATCH_ENTRY_ADDENDA_COUNT_MAX,
  BATCH_NUMBER_MAX,
  ENTRY_HASH_MODULUS,
  TOTAL_AMOUNT_CENTS_MAX,
} from './constants.ts';
import { identifierField, numberField } from './field-format.ts';
import { numberAt, textAt } from './field-parse.ts';
import type { AchBatchControl } from './file-types.ts';
import type { AchBatchInput } from './input-types.ts';
import type { AchTotals } from './totals.ts';

// Record type 8, closing each batch with its counts and sums.

export function formatBatchControl(batch: AchBatchInput, totals: AchTotals, where: string): string {
  return [
    '8',
    batch.serviceClassCode,
    numberField(totals.entryAddendaCount, 6, BATCH_ENTRY_ADDENDA_COUNT_MAX, `${where} entry/addenda count`),
    numberField(totals.entryHash, 10, ENTRY_HASH_MODULUS - 1, `${where} entry hash`),
    numberField(totals.totalDebitAmountCents, 12, TOTAL_AMOUNT_CENTS_MAX, `${where} total debit amount`),
    numberField(totals.totalCreditAmountCents, 12, TOTAL_AMOUNT_CENTS_MAX, `${where} total credit amount`),
    identifierField(batch.companyId, 10, `${where} companyId`),
    ' '.repeat(19), // message authentication code: unused
    ' '.repeat(6), // reserved
    batch.originatingDfi,
    numberField(batch.batchNumber, 7, BATCH_NUMBER_MAX, `${where} batchNumber`),
  ].join('');
}

export function parseBatchControl(record: string, lineNumber: number): AchBatchControl {
  return {
    serviceClassCode: textAt(record, 2, 4),
    entryAddendaCount: numberAt(record, 5, 10, lineNumber, 'entry/addenda count'),
    entryHash: numberAt(record, 11, 20, lineNumber, 'entry hash'),
    totalDebitAmountCents: numberAt(record, 21, 32, lineNumber, 'total debit amount'),
    totalCreditAmountCents: numberAt(record, 33, 44, lineNumber, 'total credit amount'),
    companyId: textAt(record, 45, 54),
    messageAuthenticationCode: textAt(record, 55, 73),
    originatingDfi: textAt(record, 80, 87),
    batchNumber: numberAt(record, 88, 94, lineNumber, 'batch number'),
  };
}
