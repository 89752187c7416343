import type { ImportKind, ImportRowData } from '@causeway/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { importRows, imports } from '../../db/schema/index.ts';
import { ApiError } from '../../lib/errors.ts';
import { runIdempotentBatch } from '../../lib/idempotency-batch.ts';
import { loadCards } from '../cards/card-loads.ts';
import { reachBusiness } from '../tenancy/access.ts';
import { actorFor } from '../tenancy/actor.ts';
import { type ImportJobContext, ROW_ACTIONS } from './import-row-actions.ts';
import { assertImportPermission } from './upload-import.ts';

type ImportRecord = typeof imports.$inferSelect;
type RowOutcome =
  | { rowNumber: number; status: 'succeeded'; recordId: string }
  | { rowNumber: number; status: 'failed'; code: string; message: string };
type PendingRow = { rowNumber: number; data: unknown };
type RowRefusal = { code: string; message: string };

/** What a row's key stores: the id of what it made, or the row's refusal. */
type StoredRow = { recordId: string } | RowRefusal;

/**
 * The key a row's work is done under: the import and the row, so a retried batch, a resume after
 * a crash or the same file uploaded again (the same import) never does a row twice.
 */
export const importRowKey = (importId: string, rowNumber: number) => `import:${importId}:row:${rowNumber}`;

/** The rows' outcomes and the import's cursor and counters, two statements, in the caller's transaction. */
async function recordOutcomes(tx: Database, importId: string, outcomes: RowOutcome[]) {
  if (outcomes.length === 0) return;
  const values = sql.join(
    outcomes.map((outcome) =>
      outcome.status === 'succeeded'
        ? sql`(${outcome.rowNumber}::int, 'succeeded', ${outcome.recordId}::uuid, null::text, null::text)`
        : sql`(${outcome.rowNumber}::int, 'failed', null::uuid, ${outcome.code}::text, ${outcome.message}::text)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update ${importRows} set status = outcome.status, result_record_id = outcome.record_id,
      result_code = outcome.code, result_message = outcome.message, processed_at = now()
    from (values ${values}) as outcome(row_number, status, record_id, code, message)
    where ${importRows.importId} = ${importId} and ${importRows.rowNumber} = outcome.row_number`);
  const succeeded = outcomes.filter((outcome) => outcome.status === 'succeeded').length;
  await tx
    .update(imports)
    .set({
      cursorRowNumber: sql`greatest(${imports.cursorRowNumber}, ${Math.max(...outcomes.map((outcome) => outcome.rowNumber))})`,
      succeededCount: sql`${imports.succeededCount} + ${succeeded}`,
      failedCount: sql`${imports.failedCount} + ${outcomes.length - succeeded}`,
      batchFailures: 0,
    })
    .where(eq(imports.id, importId));
}

const refusalOf = (error: ApiError): RowRefusal => ({ code: error.code, message: error.message });

/** A row that kept failing with an unexpected error, once the import's batches ran out of tries. */
const UNEXPECTED_ROW_ERROR: RowRefusal = { code: 'internal_error', message: 'An unexpected error occurred.' };

type Reached = Awaited<ReturnType<typeof reachBusiness>>;
type Actor = Awaited<ReturnType<typeof actorFor>>;

/**
 * Card loads go through loadCards a run of rows at a time: consecutive rows with the same memo and
 * custom fields are one call (one lock of the accounts, one statement for the entries), in row
 * order, so "partial" fails the rows the funds no longer cover, as one by one would.
 */
async function loadCardRows(
  tx: Database,
  context: ImportJobContext,
  access: Reached,
  actor: Actor,
  rows: ImportRowData['card_loads'][],
): Promise<StoredRow[]> {
  const answers: StoredRow[] = [];
  let start = 0;
  while (start < rows.length) {
    const sameTerms = JSON.stringify([rows[start]!.memo, rows[start]!.customFields]);
    let end = start + 1;
    while (end < rows.length && JSON.stringify([rows[end]!.memo, rows[end]!.customFields]) === sameTerms)
      end++;
    const group = rows.slice(start, end);
    try {
      const { results } = await tx.transaction((savepoint) =>
        loadCards(
          savepoint,
          access,
          {
            loads: group.map((row) => ({ cardId: row.cardId, amountCents: row.amountCents })),
            memo: group[0]!.memo,
            customFields: group[0]!.customFields,
          },
          actor.userId,
          context.config.fixedCustomFields,
        ),
      );
      for (const result of results)
        answers.push(
          result.status === 'loaded'
            ? { recordId: result.entryId }
            : { code: result.code, message: result.message },
        );
    } catch (error) {
      // The group's terms were refused (its custom fields): every row of it is.
      if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
      for (const _row of group) answers.push(refusalOf(error));
    }
    start = end;
  }
  return answers;
}

/**
 * Any other kind, row by row through its module, each in a savepoint so a refused row leaves
 * nothing behind. `isolateErrors` (the import's batches kept failing): an unexpected error fails
 * its row instead of the batch, so one bad row cannot hold the import back for ever.
 */
async function runRowsOneByOne(
  tx: Database,
  context: ImportJobContext,
  access: Reached,
  actor: Actor,
  kind: ImportKind,
  rows: unknown[],
  isolateErrors: boolean,
): Promise<StoredRow[]> {
  const action = ROW_ACTIONS[kind] as (...args: unknown[]) => Promise<string>;
  const answers: StoredRow[] = [];
  for (const data of rows) {
    try {
      answers.push({
        recordId: await tx.transaction((savepoint) => action(savepoint, context, access, actor, data)),
      });
    } catch (error) {
      if (error instanceof ApiError && error.statusCode < 500) answers.push(refusalOf(error));
      else if (isolateErrors) answers.push(UNEXPECTED_ROW_ERROR);
      else throw error;
    }
  }
  return answers;
}

/**
 * Runs the next rows of a claimed import after its cursor in one transaction, each row under its
 * own key (runIdempotentBatch): what the rows create and their outcomes commit together, so a
 * crash leaves the whole batch to do again and the keys make sure no row is done twice. The import
 * row is locked first, so a cancel waits for the batch under way and the next batch sees it. The
 * rows run as the person who confirmed the import, checked again now (a revoked role fails the
 * rows left). Answers whether rows remain.
 */
export async function runImportRows(
  db: Database,
  context: ImportJobContext,
  record: ImportRecord,
  batchRows: number,
  options: { isolateErrors?: boolean } = {},
): Promise<boolean> {
  const kind: ImportKind = record.kind;
  const userId = record.confirmedByUserId ?? record.createdByUserId;
  const actor = await actorFor(db, userId, context.config);
  let access: Reached | ApiError;
  try {
    access = await reachBusiness(db, actor.context, record.businessId);
    assertImportPermission(actor, access, kind);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    access = error;
  }

  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: imports.status })
      .from(imports)
      .where(eq(imports.id, record.id))
      .for('update');
    if (current?.status !== 'running') return false;
    const rows: PendingRow[] = await tx
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
    if (access instanceof ApiError) {
      const refusal = refusalOf(access);
      await recordOutcomes(
        tx,
        record.id,
        rows.map((row) => ({ rowNumber: row.rowNumber, status: 'failed', ...refusal })),
      );
      return rows.length === batchRows;
    }
    const reached = access;
    const requests = rows.map((row) => ({
      userId,
      key: importRowKey(record.id, row.rowNumber),
      method: 'IMPORT',
      route: `/imports/${kind}`,
      params: { importId: record.id, rowNumber: row.rowNumber },
      body: row.data,
    }));
    const answers = await runIdempotentBatch<StoredRow>(tx, requests, async (fresh) => {
      const data = fresh.map((request) => request.body);
      const outcomes =
        kind === 'card_loads' && !options.isolateErrors
          ? await loadCardRows(tx, context, reached, actor, data as ImportRowData['card_loads'][])
          : await runRowsOneByOne(tx, context, reached, actor, kind, data, options.isolateErrors === true);
      // A refusal is kept under its key too (as a 422), so a batch done again answers it again.
      return outcomes.map((body) => ({ status: 'recordId' in body ? 200 : 422, body }));
    });
    await recordOutcomes(
      tx,
      record.id,
      rows.map((row, index): RowOutcome => {
        const body = answers[index]!.body;
        return 'recordId' in body
          ? { rowNumber: row.rowNumber, status: 'succeeded', recordId: body.recordId }
          : { rowNumber: row.rowNumber, status: 'failed', code: body.code, message: body.message };
      }),
    );
    return rows.length === batchRows;
  });
}
