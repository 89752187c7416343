import { createHash } from 'node:crypto';
import {
  checkImportRow,
  DuplicateRowTracker,
  extraHeaders,
  IMPORT_KINDS,
  IMPORT_PERMISSIONS,
  IMPORT_ROWS_MAX,
  type ImportKind,
  mapColumns,
  missingColumns,
  rowAmountCents,
} from '@causeway/domain';
import { CsvError } from 'csv-parse';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { importRows, imports } from '../../db/schema/index.ts';
import { detail, forbidden, validationFailed } from '../../lib/errors.ts';
import { assertPermission, type BusinessAccess } from '../tenancy/access.ts';
import type { Actor } from '../tenancy/actor.ts';
import { type FileRow, readFileRows } from './import-file.ts';
import { importView } from './import-views.ts';
import { type PendingRow, refuseUnknownRecords } from './known-records.ts';

/** Rows written per insert: one round trip per batch, a bounded batch in memory. */
const UPLOAD_BATCH_ROWS = 500;

export type UploadInput = {
  kind: ImportKind;
  fileName: string;
  csv: string;
  columnMapping?: Record<string, string> | undefined;
};

/** The import's permission: that of what it creates (spec §2.1). */
export function assertImportPermission(actor: Actor, access: BusinessAccess, kind: ImportKind) {
  assertPermission(access, IMPORT_PERMISSIONS[kind], actor.config);
}

/** The kinds a history shows: the one asked for (with its permission), else every kind the caller may import. */
export function importableKinds(
  actor: Actor,
  access: BusinessAccess,
  kind: ImportKind | undefined,
): ImportKind[] {
  if (kind) {
    assertImportPermission(actor, access, kind);
    return [kind];
  }
  const kinds = IMPORT_KINDS.filter((candidate) => {
    try {
      assertImportPermission(actor, access, candidate);
      return true;
    } catch {
      return false;
    }
  });
  if (kinds.length === 0) throw forbidden();
  return kinds;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

async function existingImport(db: Database, businessId: string, kind: ImportKind, contentSha256: string) {
  const [row] = await db
    .select({ id: imports.id })
    .from(imports)
    .where(
      and(
        eq(imports.businessId, businessId),
        eq(imports.kind, kind),
        eq(imports.contentSha256, contentSha256),
      ),
    );
  return row?.id;
}

function checkRow(
  kind: ImportKind,
  mapping: Record<string, string>,
  extra: string[],
  row: FileRow,
  duplicates: DuplicateRowTracker,
): PendingRow {
  const cells = Object.fromEntries(
    Object.entries(mapping).map(([column, header]) => [column, row.cells[header] ?? '']),
  );
  const extraCells = Object.fromEntries(extra.map((header) => [header, row.cells[header] ?? '']));
  const checked = checkImportRow(kind, cells, extraCells);
  if (!checked.ok) return { rowNumber: row.rowNumber, cells: row.cells, data: null, errors: checked.errors };
  const duplicate = duplicates.check(row.rowNumber, checked.data);
  if (duplicate) return { rowNumber: row.rowNumber, cells: row.cells, data: null, errors: [duplicate] };
  return {
    rowNumber: row.rowNumber,
    cells: row.cells,
    data: checked.data as Record<string, unknown>,
    errors: [],
  };
}

/**
 * Reads the file as a stream and checks every row with the kind's schema (the same as the
 * dialogs'), for repeats within the file, and that each card or recipient it names belongs to the
 * business; the browser's preview is never trusted. Everything is written in one transaction, so a
 * refused file leaves nothing. The same file uploaded again to the business answers the import it
 * already made: its rows keep their keys, so it cannot move money twice.
 */
export async function uploadImport(db: Database, actor: Actor, access: BusinessAccess, input: UploadInput) {
  assertImportPermission(actor, access, input.kind);
  const businessId = access.business.id;
  const contentSha256 = sha256(input.csv);
  const previousId = await existingImport(db, businessId, input.kind, contentSha256);
  if (previousId) return { import: await importView(db, previousId), alreadyUploaded: true };

  const importId = await db
    .transaction((tx) => writeImport(tx, actor, businessId, input, contentSha256))
    .catch(refuseUnreadableCsv);
  if (importId) return { import: await importView(db, importId), alreadyUploaded: false };
  const raced = await existingImport(db, businessId, input.kind, contentSha256);
  return { import: await importView(db, raced!), alreadyUploaded: true };
}

/** csv-parse's refusal of a malformed file (an unclosed quote, a quote inside a bare field) is bad input. */
function refuseUnreadableCsv(error: unknown): never {
  if (error instanceof CsvError)
    throw validationFailed([detail('csv', 'importFileUnreadable', { line: Number(error.lines) || 1 })]);
  throw error;
}

async function writeImport(
  tx: Database,
  actor: Actor,
  businessId: string,
  input: UploadInput,
  contentSha256: string,
): Promise<string | null> {
  const rows = readFileRows(input.csv);
  const first = await rows.next();
  const headers = !first.done && 'headers' in first.value ? first.value.headers : [];
  const mapping = mapColumns(input.kind, headers, input.columnMapping);
  const missing = missingColumns(input.kind, mapping);
  if (headers.length === 0) throw validationFailed([detail('csv', 'importRowsRequired')]);
  if (missing.length > 0)
    throw validationFailed(missing.map((column) => detail('csv', 'importColumnMissing', { column })));
  const extra = extraHeaders(headers, mapping);

  const [created] = await tx
    .insert(imports)
    .values({
      businessId,
      kind: input.kind,
      fileName: input.fileName,
      contentSha256,
      columnMapping: mapping,
      rowCount: 0,
      invalidRowCount: 0,
      createdByUserId: actor.userId,
    })
    .onConflictDoNothing()
    .returning({ id: imports.id });
  // Uploaded at the same moment by another request: that one made the import.
  if (!created) return null;

  const duplicates = new DuplicateRowTracker(input.kind);
  let batch: PendingRow[] = [];
  const totals = { rowCount: 0, invalidRowCount: 0, totalCents: 0 };
  const flush = async () => {
    await refuseUnknownRecords(tx, input.kind, businessId, batch);
    for (const row of batch) {
      if (row.data) totals.totalCents += rowAmountCents(input.kind, row.data as never);
      else totals.invalidRowCount += 1;
    }
    await tx.insert(importRows).values(
      batch.map((row) => ({
        importId: created.id,
        rowNumber: row.rowNumber,
        status: row.data ? ('pending' as const) : ('invalid' as const),
        cells: row.cells,
        data: row.data,
        errors: row.errors,
        amountCents: row.data ? rowAmountCents(input.kind, row.data as never) || null : null,
      })),
    );
    batch = [];
  };
  for await (const row of rows) {
    if ('headers' in row) continue;
    totals.rowCount += 1;
    if (totals.rowCount > IMPORT_ROWS_MAX)
      throw validationFailed([detail('csv', 'importRowsMax', { max: IMPORT_ROWS_MAX })]);
    batch.push(checkRow(input.kind, mapping, extra, row, duplicates));
    if (batch.length >= UPLOAD_BATCH_ROWS) await flush();
  }
  if (batch.length > 0) await flush();
  if (totals.rowCount === 0) throw validationFailed([detail('csv', 'importRowsRequired')]);
  await tx.update(imports).set(totals).where(eq(imports.id, created.id));
  return created.id;
}
