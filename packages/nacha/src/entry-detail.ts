import { ENTRY_AMOUNT_CENTS_MAX } from './constants.ts';
import { NachaError } from './errors.ts';
import { digitsField, identifierField, numberField, routingNumberField, textField } from './field-format.ts';
import { numberAt, textAt } from './field-parse.ts';
import type { AchEntry } from './file-types.ts';
import type { AchEntryInput } from './input-types.ts';

// Record type 6, one per payment.

// CIE and MTE swap the name and identification fields (positions 40-54 and 55-76).
const NAME_FIRST_SEC_CODES = new Set(['CIE', 'MTE']);

export function formatEntryDetail(entry: AchEntryInput, where: string): string {
  const hasAddenda = entry.addenda99 !== undefined || entry.addenda98 !== undefined;
  const routingNumber = routingNumberField(entry.routingNumber, `${where} routingNumber`);
  return [
    '6',
    entry.transactionCode,
    routingNumber, // RDFI identification (8) and check digit (1)
    identifierField(entry.accountNumber, 17, `${where} accountNumber`),
    numberField(entry.amountCents, 10, ENTRY_AMOUNT_CENTS_MAX, `${where} amountCents`),
    textField(entry.individualId, 15, `${where} individualId`),
    textField(entry.individualName, 22, `${where} individualName`),
    textField(entry.discretionaryData, 2, `${where} discretionaryData`),
    hasAddenda ? '1' : '0',
    digitsField(entry.traceNumber, 15, `${where} traceNumber`),
  ].join('');
}

export function parseEntryDetail(record: string, lineNumber: number, secCode: string): AchEntry {
  const addendaIndicator = record.slice(78, 79);
  if (addendaIndicator !== '0' && addendaIndicator !== '1') {
    throw new NachaError(`addenda record indicator '${addendaIndicator}' must be 0 or 1`, lineNumber);
  }
  const nameFirst = NAME_FIRST_SEC_CODES.has(secCode);
  return {
    transactionCode: textAt(record, 2, 3),
    routingNumber: textAt(record, 4, 12),
    accountNumber: textAt(record, 13, 29),
    amountCents: numberAt(record, 30, 39, lineNumber, 'amount'),
    individualId: nameFirst ? textAt(record, 55, 76) : textAt(record, 40, 54),
    individualName: nameFirst ? textAt(record, 40, 54) : textAt(record, 55, 76),
    discretionaryData: textAt(record, 77, 78),
    addendaIndicator,
    traceNumber: textAt(record, 80, 94),
    addenda: [],
  };
}
