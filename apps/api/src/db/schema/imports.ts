import {
  IMPORT_KINDS,
  IMPORT_ROW_STATUSES,
  IMPORT_STATUSES,
  type ImportKind,
  type ImportRowError,
  type ImportRowStatus,
  type ImportStatus,
} from '@causeway/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { oneOf } from './one-of.ts';
import { users } from './users.ts';

const cents = (name: string) => bigint(name, { mode: 'number' });
const atMs = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * One uploaded CSV file (business spec §2.1 imports): checked at upload, confirmed by a person,
 * then worked through by the worker row by row. `cursorRowNumber` is the last row the worker
 * finished, so a crash resumes after it; a worker holds the import while `leaseExpiresAt` is ahead.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    kind: text('kind').$type<ImportKind>().notNull(),
    status: text('status').$type<ImportStatus>().notNull().default('validated'),
    fileName: text('file_name').notNull(),
    /** SHA-256 of the file's bytes: the same file uploaded again to the business is this import. */
    contentSha256: text('content_sha256').notNull(),
    /** Template column → the file's header that feeds it. */
    columnMapping: jsonb('column_mapping').$type<Record<string, string>>().notNull(),
    rowCount: integer('row_count').notNull(),
    invalidRowCount: integer('invalid_row_count').notNull(),
    /** What the valid rows move, in cents (0 for kinds that move no money). */
    totalCents: cents('total_cents').notNull().default(0),
    /** Confirmed with "partial": rows the funding account cannot cover fail one by one. */
    allowPartial: boolean('allow_partial').notNull().default(false),
    cursorRowNumber: integer('cursor_row_number').notNull().default(0),
    succeededCount: integer('succeeded_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    leaseExpiresAt: atMs('lease_expires_at'),
    /** Batches in a row that failed with an unexpected error; past a ceiling, such a row fails alone. */
    batchFailures: integer('batch_failures').notNull().default(0),
    cancelledByUserId: uuid('cancelled_by_user_id').references(() => users.id),
    cancelledAt: atMs('cancelled_at'),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id),
    confirmedByUserId: uuid('confirmed_by_user_id').references(() => users.id),
    createdAt: atMs('created_at').notNull().defaultNow(),
    confirmedAt: atMs('confirmed_at'),
    completedAt: atMs('completed_at'),
  },
  (table) => [
    check('imports_kind', oneOf(table.kind, IMPORT_KINDS)),
    check('imports_status', oneOf(table.status, IMPORT_STATUSES)),
    check('imports_counts', sql`${table.invalidRowCount} between 0 and ${table.rowCount}`),
    check('imports_total', sql`${table.totalCents} >= 0`),
    check('imports_progress', sql`${table.succeededCount} >= 0 and ${table.failedCount} >= 0`),
    check(
      'imports_confirmed',
      sql`${table.status} in ('validated', 'cancelled') or ${table.confirmedAt} is not null`,
    ),
    uniqueIndex('imports_business_file').on(table.businessId, table.kind, table.contentSha256),
    index('imports_business_idx').on(table.businessId, table.createdAt, table.id),
    index('imports_due_idx').on(table.confirmedAt).where(sql`${table.status} in ('queued', 'running')`),
  ],
);

/**
 * One row of an import: its cells as the file gave them, the checked values the module is called
 * with, and what happened (the record it created, or the refusal). `rowNumber` is the row's line
 * in a spreadsheet: the header is row 1, the first data row is row 2.
 */
export const importRows = pgTable(
  'import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => imports.id),
    rowNumber: integer('row_number').notNull(),
    status: text('status').$type<ImportRowStatus>().notNull(),
    cells: jsonb('cells').$type<Record<string, string>>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    errors: jsonb('errors').$type<ImportRowError[]>().notNull().default([]),
    amountCents: cents('amount_cents'),
    /** The card, recipient or transfer the row created or moved money to. */
    resultRecordId: uuid('result_record_id'),
    resultCode: text('result_code'),
    resultMessage: text('result_message'),
    processedAt: atMs('processed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.rowNumber] }),
    check('import_rows_status', oneOf(table.status, IMPORT_ROW_STATUSES)),
    check('import_rows_number', sql`${table.rowNumber} >= 2`),
    check('import_rows_data', sql`${table.status} in ('invalid', 'dropped') or ${table.data} is not null`),
  ],
);
