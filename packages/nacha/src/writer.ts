import { writeBatch } from './batch-writer.ts';
import { BLOCKING_FACTOR, PADDING_RECORD } from './constants.ts';
import { NachaError } from './errors.ts';
import { formatFileControl } from './file-control.ts';
import { formatFileHeader } from './file-header.ts';
import type { AchFileInput } from './input-types.ts';
import { addTotals, ZERO_TOTALS } from './totals.ts';

/**
 * A NACHA file: 94-character records joined by '\n' (with a final '\n'), padded with lines of '9'
 * to a multiple of 10 lines. Throws NachaError, naming the batch, entry and field, on invalid input.
 */
export function writeAchFile(input: AchFileInput): string {
  const records = [formatFileHeader(input)];
  let totals = ZERO_TOTALS;
  let previousBatchNumber = 0;
  input.batches.forEach((batch, index) => {
    const where = `batch ${index + 1}`;
    const written = writeBatch(batch, where);
    if (batch.batchNumber <= previousBatchNumber) {
      throw new NachaError(`${where} batchNumber ${batch.batchNumber} must be greater than the previous one`);
    }
    previousBatchNumber = batch.batchNumber;
    records.push(...written.records);
    totals = addTotals(totals, written.totals);
  });
  const blockCount = Math.ceil((records.length + 1) / BLOCKING_FACTOR);
  records.push(formatFileControl({ batchCount: input.batches.length, blockCount, ...totals }));
  while (records.length < blockCount * BLOCKING_FACTOR) records.push(PADDING_RECORD);
  return `${records.join('\n')}\n`;
}
