import type { ImportKind, ImportRowData } from '@causeway/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { importRows, imports } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import { runIdempotent } from '../../lib/idempotency.ts';
import { reachBusiness } from '../tenancy/access.ts';
import { actorFor } from '../tenancy/actor.ts';
import { type ImportJobContext, ROW_ACTIONS } from './import-row-actions.ts';
import { assertImportPermission } from './upload-import.ts';

type ImportRecord = typeof imports.$inferSelect;
type RowOutcome =
  | { status: 'succeeded'; recordId: string }
  | { status: 'failed'; code: string; message: string };

/** What the row's key stores: the id of what it made. */
type StoredRow = { recordId: string };

/**
 * The key a row's work is done under: the import and the row, so a retried batch, a resume after
 * a crash or the same file uploaded again (the same import) never does a row twice.
 */
export const importRowKey = (importId: string, rowNumber: number) => `import:${importId}:row:${rowNumber}`;

/** The row's outcome and the import's cursor and counters, in the caller's transaction. */
async function recordOutcome(tx: Database, importId: string, rowNumber: number, outcome: RowOutcome) {
  const succeeded = outcome.status === 'succeeded';
  await tx
    .update(importRows)
    .set({
      status: outcome.status,
      resultRecordId: succeeded ? outcome.recordId : null,
      resultCode: succeeded ? null : outcome.code,
      resultMessage: succeeded ? null : outcome.message,
      processedAt: new Date(),
    })
    .where(and(eq(importRows.importId, importId), eq(importRows.rowNumber, rowNumber)));
  await tx
    .update(imports)
    .set({
      cursorRowNumber: sql`greatest(${imports.cursorRowNumber}, ${rowNumber})`,
      succeededCount: succeeded ? sql`${imports.succeededCount} + 1` : imports.succeededCount,
      failedCount: succeeded ? imports.failedCount : sql`${imports.failedCount} + 1`,
    })
    .where(eq(imports.id, importId));
}

const refusalOf = (error: ApiError): RowOutcome => ({
  status: 'failed',
  code: error.code,
  message: error.message,
});

/**
 * Runs the next rows of a claimed import after its cursor, each in its own transaction under its
 * own key: what a row creates and the row's "succeeded" commit together, so a crash leaves either
 * both or neither; a refusal is kept under the key, then written on the row. The rows run as the
 * person who confirmed the import, checked again now (a revoked role fails the rows left).
 * Answers whether rows remain.
 */
export async function runImportRows(
  db: Database,
  context: ImportJobContext,
  record: ImportRecord,
  batchRows: number,
): Promise<boolean> {
  const kind: ImportKind = record.kind;
  const userId = record.confirmedByUserId ?? record.createdByUserId;
  const rows = await db
    .select({ rowNumber: importRows.rowNumber, data: importRows.data })
    .from(importRows)
    .where(
      and(
        eq(importRows.importId, record.id),
        gt(importRows.rowNumber, record.cursorRowNumber),
        eq(importRows.status, 'pending'),
      ),
    )
    .orderBy(asc(importRows.rowNumber))
    .limit(batchRows);
  if (rows.length === 0) return false;

  const actor = await actorFor(db, userId, context.config);
  let access: Awaited<ReturnType<typeof reachBusiness>> | ApiError;
  try {
    access = await reachBusiness(db, actor.context, record.businessId);
    assertImportPermission(actor, access, kind);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    access = error;
  }

  for (const row of rows) {
    if (access instanceof ApiError) {
      await db.transaction((tx) => recordOutcome(tx, record.id, row.rowNumber, refusalOf(access)));
      continue;
    }
    const reached = access;
    const request = {
      userId,
      key: importRowKey(record.id, row.rowNumber),
      method: 'IMPORT',
      route: `/imports/${kind}`,
      params: { importId: record.id, rowNumber: row.rowNumber },
      body: row.data,
    };
    try {
      const result = await runIdempotent<200, StoredRow>(db, request, async (tx) => {
        const action = ROW_ACTIONS[kind] as (...args: unknown[]) => Promise<string>;
        const recordId = await action(tx, context, reached, actor, row.data as ImportRowData[typeof kind]);
        await recordOutcome(tx, record.id, row.rowNumber, { status: 'succeeded', recordId });
        return { status: 200, body: { recordId } };
      });
      // A key that already holds a success whose row write was lost: the row is written, the work is not redone.
      if (result.replayed) {
        await db.transaction((tx) =>
          recordOutcome(tx, record.id, row.rowNumber, {
            status: 'succeeded',
            recordId: result.body.recordId,
          }),
        );
      }
    } catch (error) {
      // Another worker is on this row (its lease ran out mid-row): leave the rest to it.
      if (error instanceof ApiError && error.code === 'idempotency_in_progress') return true;
      if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
      await db.transaction((tx) => recordOutcome(tx, record.id, row.rowNumber, refusalOf(error)));
    }
  }
  return rows.length === batchRows;
}
