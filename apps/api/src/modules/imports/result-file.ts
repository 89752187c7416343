import { englishValidationMessage } from '@causeway/domain';
import { stringify } from 'csv-stringify';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { importRows, type imports } from '../../db/schema/index.ts';

/** Rows read per query while the file is written: memory stays flat whatever the import's size. */
const RESULT_BATCH_ROWS = 1_000;
const RESULT_COLUMNS = ['row', 'result', 'createdId', 'reason'] as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula:
 * such a cell gets a leading ' so it is shown as text (OWASP's advice for CSV injection).
 */
export function defuseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

function reasonOf(row: typeof importRows.$inferSelect): string {
  if (row.errors.length > 0) {
    return row.errors
      .map((error) => `${error.column}: ${englishValidationMessage(error.code, error.params)}`)
      .join('; ');
  }
  return row.resultMessage ?? '';
}

/**
 * The result file: the file's own columns, then for each row what became of it (created, failed,
 * dropped, not yet run) with the id made or the reason. Streamed: rows are read a batch at a time.
 */
export function importResultFile(db: Database, record: typeof imports.$inferSelect, headers: string[]) {
  const output = stringify({ header: true, columns: [...headers, ...RESULT_COLUMNS], bom: true });
  const write = async () => {
    let afterRow = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(importRows)
        .where(and(eq(importRows.importId, record.id), gt(importRows.rowNumber, afterRow)))
        .orderBy(asc(importRows.rowNumber))
        .limit(RESULT_BATCH_ROWS);
      for (const row of rows) {
        const cells = headers.map((header) => defuseFormula(row.cells[header] ?? ''));
        const outcome = [
          String(row.rowNumber),
          row.status,
          row.resultRecordId ?? '',
          defuseFormula(reasonOf(row)),
        ];
        if (!output.write([...cells, ...outcome]))
          await new Promise((resolve) => output.once('drain', resolve));
      }
      if (rows.length < RESULT_BATCH_ROWS) break;
      afterRow = rows.at(-1)!.rowNumber;
    }
    output.end();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
