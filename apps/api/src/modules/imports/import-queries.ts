import { type ImportKind, type ImportRowStatus, templateColumns } from '@causeway/domain';
import { and, asc, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { importRows, imports } from '../../db/schema/index.ts';
import { type Cursor, encodeCursor, keysetAfter } from '../../lib/cursor.ts';
import { selectImports, toImportRowView, toImportView } from './import-views.ts';

/** Import history of a business, of the kinds given, newest first. */
export async function listImports(
  db: Database,
  businessId: string,
  query: { kinds: ImportKind[]; limit: number; cursor: Cursor | undefined },
) {
  const rows = await selectImports(db)
    .where(
      and(
        eq(imports.businessId, businessId),
        inArray(imports.kind, query.kinds),
        keysetAfter(query.cursor, imports.createdAt, imports.id),
      ),
    )
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    imports: page.map(toImportView),
    page: {
      nextCursor:
        rows.length > query.limit && last
          ? encodeCursor({ createdAt: last.record.createdAt, id: last.record.id })
          : null,
    },
  };
}

/** An import's rows in file order, a page after `afterRow`. */
export async function listImportRows(
  db: Database,
  importId: string,
  query: { afterRow: number; limit: number; status?: ImportRowStatus | undefined },
) {
  const conditions: (SQL | undefined)[] = [
    eq(importRows.importId, importId),
    gt(importRows.rowNumber, query.afterRow),
  ];
  if (query.status) conditions.push(eq(importRows.status, query.status));
  const rows = await db
    .select()
    .from(importRows)
    .where(and(...conditions))
    .orderBy(asc(importRows.rowNumber))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    rows: page.map(toImportRowView),
    nextAfterRow: rows.length > query.limit ? page.at(-1)!.rowNumber : null,
  };
}

/**
 * The file's columns for the result file: the ones mapped to the template, in the template's
 * order, then the others (custom fields) as the first row holds them.
 */
export async function resultHeaders(db: Database, record: typeof imports.$inferSelect) {
  const mapped = templateColumns(record.kind).flatMap((column) => {
    const header = record.columnMapping[column];
    return header === undefined ? [] : [header];
  });
  const [first] = await db
    .select({ cells: importRows.cells })
    .from(importRows)
    .where(eq(importRows.importId, record.id))
    .orderBy(asc(importRows.rowNumber))
    .limit(1);
  const others = Object.keys(first?.cells ?? {}).filter((header) => !mapped.includes(header));
  return [...mapped, ...others];
}
