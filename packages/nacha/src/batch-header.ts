import { BATCH_NUMBER_MAX } from './constants.ts';
import {
  dateField,
  digitsField,
  identifierField,
  numberField,
  requiredTextField,
  textField,
} from './field-format.ts';
import { numberAt, textAt } from './field-parse.ts';
import type { AchBatchHeader } from './file-types.ts';
import type { AchBatchInput } from './input-types.ts';

// Record type 5, opening each batch.

export function formatBatchHeader(batch: AchBatchInput, where: string): string {
  return [
    '5',
    batch.serviceClassCode,
    requiredTextField(batch.companyName, 16, `${where} companyName`),
    textField(batch.companyDiscretionaryData, 20, `${where} companyDiscretionaryData`),
    identifierField(batch.companyId, 10, `${where} companyId`),
    batch.secCode,
    requiredTextField(batch.companyEntryDescription, 10, `${where} companyEntryDescription`),
    textField(batch.companyDescriptiveDate, 6, `${where} companyDescriptiveDate`),
    dateField(batch.effectiveEntryDate, `${where} effectiveEntryDate`, true),
    '   ', // settlement date: the ACH operator fills it in
    '1', // originator status code: a depository financial institution
    digitsField(batch.originatingDfi, 8, `${where} originatingDfi`),
    numberField(batch.batchNumber, 7, BATCH_NUMBER_MAX, `${where} batchNumber`),
  ].join('');
}

export function parseBatchHeader(record: string, lineNumber: number): AchBatchHeader {
  return {
    serviceClassCode: textAt(record, 2, 4),
    companyName: textAt(record, 5, 20),
    companyDiscretionaryData: textAt(record, 21, 40),
    companyId: textAt(record, 41, 50),
    secCode: textAt(record, 51, 53),
    companyEntryDescription: textAt(record, 54, 63),
    companyDescriptiveDate: textAt(record, 64, 69),
    effectiveEntryDate: textAt(record, 70, 75),
    settlementDate: textAt(record, 76, 78),
    originatorStatusCode: textAt(record, 79, 79),
    originatingDfi: textAt(record, 80, 87),
    batchNumber: numberAt(record, 88, 94, lineNumber, 'batch number'),
  };
}
