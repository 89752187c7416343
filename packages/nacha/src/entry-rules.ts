import { NachaError } from './errors.ts';
import type { AchBatchInput, AchEntryInput } from './input-types.ts';
import {
  isCreditTransactionCode,
  isDebitTransactionCode,
  isReturnOrCorrectionTransactionCode,
  isZeroAmountTransactionCode,
} from './transaction-codes.ts';

// Rules that span several fields. Field formats are checked where each field is written.

const SERVICE_CLASS_CODES = new Set(['200', '220', '225']);
const SEC_CODES = new Set(['PPD', 'CCD', 'COR']);
const TRANSACTION_CODES = new Set(['21', '22', '23', '26', '27', '31', '32', '33', '36', '37']);

export function checkBatchRules(batch: AchBatchInput, where: string): void {
  if (!SERVICE_CLASS_CODES.has(batch.serviceClassCode)) {
    throw new NachaError(`${where} serviceClassCode '${batch.serviceClassCode}' must be 200, 220 or 225`);
  }
  if (!SEC_CODES.has(batch.secCode)) {
    throw new NachaError(`${where} secCode '${batch.secCode}' must be PPD, CCD or COR`);
  }
  // NACHA has no empty batch: an operator rejects a header and control with nothing between.
  if (batch.entries.length === 0) throw new NachaError(`${where} has no entries`);
}

function checkServiceClass(batch: AchBatchInput, code: string, where: string): void {
  if (batch.serviceClassCode === '220' && isDebitTransactionCode(code)) {
    throw new NachaError(
      `${where}: transaction code ${code} is a debit, but service class 220 is credits only`,
    );
  }
  if (batch.serviceClassCode === '225' && isCreditTransactionCode(code)) {
    throw new NachaError(
      `${where}: transaction code ${code} is a credit, but service class 225 is debits only`,
    );
  }
}

function checkAddenda(batch: AchBatchInput, entry: AchEntryInput, where: string): void {
  const code = entry.transactionCode;
  if (entry.addenda99 !== undefined && entry.addenda98 !== undefined) {
    throw new NachaError(`${where} carries both addenda99 and addenda98: a return or a NOC, not both`);
  }
  if (batch.secCode === 'COR') {
    if (entry.addenda98 === undefined)
      throw new NachaError(`${where} is in a COR batch but has no addenda98`);
    if (entry.amountCents !== 0)
      throw new NachaError(`${where}: a NOC moves no money, amountCents must be 0`);
  } else if (entry.addenda98 !== undefined) {
    throw new NachaError(`${where} has an addenda98, which belongs in a COR batch only`);
  }
  const isReturnOrCorrection = entry.addenda99 !== undefined || entry.addenda98 !== undefined;
  if (isReturnOrCorrection && !isReturnOrCorrectionTransactionCode(code)) {
    throw new NachaError(`${where}: a return or NOC uses transaction code 21, 26, 31 or 36, not ${code}`);
  }
  if (!isReturnOrCorrection && isReturnOrCorrectionTransactionCode(code)) {
    throw new NachaError(
      `${where}: transaction code ${code} is for returns and NOCs and needs addenda99 or addenda98`,
    );
  }
}

/** Call after the entry's fields were written, so formats (trace digits, amount) already hold. */
export function checkEntryRules(batch: AchBatchInput, entry: AchEntryInput, where: string): void {
  const code = entry.transactionCode;
  if (!TRANSACTION_CODES.has(code)) {
    throw new NachaError(
      `${where} transactionCode '${code}' must be one of ${[...TRANSACTION_CODES].join(', ')}`,
    );
  }
  checkServiceClass(batch, code, where);
  if (isZeroAmountTransactionCode(code) && entry.amountCents !== 0) {
    throw new NachaError(`${where}: transaction code ${code} is a prenote, amountCents must be 0`);
  }
  checkAddenda(batch, entry, where);
  // Trace numbers start with the ODFI of the batch, so a return can be routed back to it.
  if (!entry.traceNumber.startsWith(batch.originatingDfi)) {
    throw new NachaError(
      `${where} traceNumber '${entry.traceNumber}' must start with the batch originatingDfi '${batch.originatingDfi}'`,
    );
  }
}
