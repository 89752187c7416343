import { formatCorrectionAddenda, formatReturnAddenda } from './addenda.ts';
import { formatBatchControl } from './batch-control.ts';
import { formatBatchHeader } from './batch-header.ts';
import { formatEntryDetail } from './entry-detail.ts';
import { checkBatchRules, checkEntryRules } from './entry-rules.ts';
import { NachaError } from './errors.ts';
import type { AchBatchInput } from './input-types.ts';
import { type AchTotals, sumEntries } from './totals.ts';

/** The records of one batch, header to control, and the totals its control carries. */
export function writeBatch(batch: AchBatchInput, where: string): { records: string[]; totals: AchTotals } {
  checkBatchRules(batch, where);
  const records = [formatBatchHeader(batch, where)];
  let previousTraceNumber = '';
  batch.entries.forEach((entry, index) => {
    const entryWhere = `${where} entry ${index + 1}`;
    records.push(formatEntryDetail(entry, entryWhere));
    checkEntryRules(batch, entry, entryWhere);
    // Same-length digit strings: string order is numeric order.
    if (entry.traceNumber <= previousTraceNumber) {
      throw new NachaError(
        `${entryWhere} traceNumber '${entry.traceNumber}' must be greater than the previous one`,
      );
    }
    previousTraceNumber = entry.traceNumber;
    if (entry.addenda99 !== undefined) {
      records.push(formatReturnAddenda(entry.addenda99, entry.traceNumber, `${entryWhere} addenda99`));
    }
    if (entry.addenda98 !== undefined) {
      records.push(formatCorrectionAddenda(entry.addenda98, entry.traceNumber, `${entryWhere} addenda98`));
    }
  });
  const totals = sumEntries(
    batch.entries.map((entry) => ({
      transactionCode: entry.transactionCode,
      routingNumber: entry.routingNumber,
      amountCents: entry.amountCents,
      addendaCount: entry.addenda99 !== undefined || entry.addenda98 !== undefined ? 1 : 0,
    })),
  );
  records.push(formatBatchControl(batch, totals, where));
  return { records, totals };
}
