import { BLOCKING_FACTOR } from './constants.ts';
import { NachaError } from './errors.ts';
import type { AchBatch, AchBatchControl, AchBatchHeader, AchEntry, AchFileControl } from './file-types.ts';
import { type AchTotals, addTotals, sumEntries, ZERO_TOTALS } from './totals.ts';
import { isCreditTransactionCode, isDebitTransactionCode } from './transaction-codes.ts';

// The control records are the file's own checksums: a mismatch means a corrupt or truncated file.

type Source = 'in the batch header' | 'computed from the entries' | 'counted in the file';

function expectEqual(
  what: string,
  found: string | number,
  expected: string | number,
  source: Source,
  lineNumber: number,
): void {
  if (found !== expected) {
    throw new NachaError(`${what} ${found} does not match ${expected} ${source}`, lineNumber);
  }
}

function expectTotals(where: string, found: AchTotals, expected: AchTotals, lineNumber: number): void {
  expectEqual(
    `${where} entry/addenda count`,
    found.entryAddendaCount,
    expected.entryAddendaCount,
    'computed from the entries',
    lineNumber,
  );
  expectEqual(
    `${where} entry hash`,
    found.entryHash,
    expected.entryHash,
    'computed from the entries',
    lineNumber,
  );
  expectEqual(
    `${where} total debit amount (cents)`,
    found.totalDebitAmountCents,
    expected.totalDebitAmountCents,
    'computed from the entries',
    lineNumber,
  );
  expectEqual(
    `${where} total credit amount (cents)`,
    found.totalCreditAmountCents,
    expected.totalCreditAmountCents,
    'computed from the entries',
    lineNumber,
  );
}

export function batchTotals(entries: readonly AchEntry[]): AchTotals {
  return sumEntries(
    entries.map((entry) => ({
      transactionCode: entry.transactionCode,
      routingNumber: entry.routingNumber,
      amountCents: entry.amountCents,
      addendaCount: entry.addenda.length,
    })),
  );
}

function checkServiceClass(header: AchBatchHeader, entries: readonly AchEntry[], lineNumber: number): void {
  for (const entry of entries) {
    const code = entry.transactionCode;
    if (header.serviceClassCode === '220' && isDebitTransactionCode(code)) {
      throw new NachaError(
        `batch ${header.batchNumber} is credits only (220) but entry ${entry.traceNumber} is a debit (${code})`,
        lineNumber,
      );
    }
    if (header.serviceClassCode === '225' && isCreditTransactionCode(code)) {
      throw new NachaError(
        `batch ${header.batchNumber} is debits only (225) but entry ${entry.traceNumber} is a credit (${code})`,
        lineNumber,
      );
    }
  }
}

/** Checks a batch control against its header and entries; `lineNumber` is the control's. */
export function checkBatchControl(
  header: AchBatchHeader,
  entries: readonly AchEntry[],
  control: AchBatchControl,
  lineNumber: number,
): void {
  const where = `batch ${header.batchNumber} control`;
  expectEqual(
    `${where} service class code`,
    control.serviceClassCode,
    header.serviceClassCode,
    'in the batch header',
    lineNumber,
  );
  expectEqual(`${where} company id`, control.companyId, header.companyId, 'in the batch header', lineNumber);
  expectEqual(
    `${where} ODFI`,
    control.originatingDfi,
    header.originatingDfi,
    'in the batch header',
    lineNumber,
  );
  expectEqual(
    `${where} batch number`,
    control.batchNumber,
    header.batchNumber,
    'in the batch header',
    lineNumber,
  );
  expectTotals(where, control, batchTotals(entries), lineNumber);
  checkServiceClass(header, entries, lineNumber);
}

/** `recordCount` counts the records up to and including the file control, padding excluded. */
export function checkFileControl(
  control: AchFileControl,
  batches: readonly AchBatch[],
  recordCount: number,
  lineNumber: number,
): void {
  expectEqual(
    'file control batch count',
    control.batchCount,
    batches.length,
    'counted in the file',
    lineNumber,
  );
  expectEqual(
    'file control block count',
    control.blockCount,
    Math.ceil(recordCount / BLOCKING_FACTOR),
    'counted in the file',
    lineNumber,
  );
  const totals = batches.map((batch) => batchTotals(batch.entries)).reduce(addTotals, ZERO_TOTALS);
  expectTotals('file control', control, totals, lineNumber);
}
