import type { Import, ImportRow } from '@causeway/contracts';
import { englishValidationMessage } from '@causeway/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type importRows, imports, users } from '../../db/schema/index.ts';

type ImportRecord = typeof imports.$inferSelect;
type ImportRowRecord = typeof importRows.$inferSelect;

/** An import with the name of who uploaded it, for the views. */
export const selectImports = (db: Database) =>
  db
    .select({ record: imports, creatorName: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(imports)
    .innerJoin(users, eq(users.id, imports.createdByUserId));

export function toImportView({ record, creatorName }: { record: ImportRecord; creatorName: string }): Import {
  const confirmed = record.confirmedAt !== null;
  const validRowCount = record.rowCount - record.invalidRowCount;
  return {
    id: record.id,
    businessId: record.businessId,
    kind: record.kind,
    status: record.status,
    fileName: record.fileName,
    columnMapping: record.columnMapping,
    rowCount: record.rowCount,
    invalidRowCount: record.invalidRowCount,
    validRowCount,
    totalCents: record.totalCents,
    allowPartial: record.allowPartial,
    processedCount: confirmed ? record.succeededCount + record.failedCount : 0,
    succeededCount: record.succeededCount,
    failedCount: record.failedCount,
    createdBy: { id: record.createdByUserId, name: creatorName },
    createdAt: record.createdAt.toISOString(),
    confirmedAt: record.confirmedAt?.toISOString() ?? null,
    completedAt: record.completedAt?.toISOString() ?? null,
    cancelledAt: record.cancelledAt?.toISOString() ?? null,
    // A cancel turns every row not yet done into a cancelled one.
    cancelledCount:
      record.status === 'cancelled' ? validRowCount - record.succeededCount - record.failedCount : 0,
  };
}

export async function importView(db: Database, importId: string): Promise<Import> {
  const [row] = await selectImports(db).where(eq(imports.id, importId));
  return toImportView(row!);
}

export function toImportRowView(row: ImportRowRecord): ImportRow {
  return {
    rowNumber: row.rowNumber,
    status: row.status,
    cells: row.cells,
    errors: row.errors.map((error) => ({
      ...error,
      message: englishValidationMessage(error.code, error.params),
    })),
    amountCents: row.amountCents,
    resultRecordId: row.resultRecordId,
    resultCode: row.resultCode,
    resultMessage: row.resultMessage,
  };
}
