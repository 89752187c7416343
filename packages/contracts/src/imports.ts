import {
  IMPORT_FILE_BYTES_MAX,
  IMPORT_FILE_NAME_LENGTH_MAX,
  IMPORT_KINDS,
  IMPORT_ROW_STATUSES,
  IMPORT_STATUSES,
  requiredMessage,
  VALIDATION_CODES,
  validationMessage,
} from '@causeway/domain';
import { z } from 'zod';
import { isoDateTime, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';

// CSV imports (business spec §2.1): upload and check a file, confirm it, follow the worker's
// progress, read each row's outcome and download the result file.

export const importKindSchema = z.enum(IMPORT_KINDS);
/** JSON escaping of a CSV adds little; the body may be this much larger than the file. */
export const IMPORT_BODY_BYTES_MAX = Math.ceil(IMPORT_FILE_BYTES_MAX * 1.25) + 64 * 1024;
export const IMPORT_ROWS_PAGE_MAX = 500;

export const uploadImportBodySchema = z.strictObject({
  kind: importKindSchema,
  fileName: z
    .string()
    .trim()
    .min(1, requiredMessage('name'))
    .max(
      IMPORT_FILE_NAME_LENGTH_MAX,
      validationMessage('lengthMax', { field: 'name', length: IMPORT_FILE_NAME_LENGTH_MAX }),
    ),
  /** The file's text, UTF-8, header row first. */
  csv: z
    .string()
    .max(
      IMPORT_FILE_BYTES_MAX,
      validationMessage('lengthMax', { field: 'csv', length: IMPORT_FILE_BYTES_MAX }),
    ),
  /** Template column → the file's header; columns left out are matched by their header's name. */
  columnMapping: z.record(z.string().max(100), z.string().max(200)).optional(),
});

export const importSchema = z.object({
  id: z.uuid(),
  businessId: z.uuid(),
  kind: importKindSchema,
  status: z.enum(IMPORT_STATUSES),
  fileName: z.string(),
  columnMapping: z.record(z.string(), z.string()),
  rowCount: z.number().int(),
  invalidRowCount: z.number().int(),
  /** Rows the worker will try (or tried): valid rows, once confirmed. */
  validRowCount: z.number().int(),
  totalCents: z.number().int(),
  allowPartial: z.boolean(),
  processedCount: z.number().int(),
  succeededCount: z.number().int(),
  failedCount: z.number().int(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }),
  createdAt: isoDateTime,
  confirmedAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
  /** Rows stopped by a cancel before their turn. */
  cancelledCount: z.number().int(),
});
export type Import = z.infer<typeof importSchema>;

export const uploadImportResponseSchema = z.object({
  import: importSchema,
  /** True when the business had already uploaded this very file: its import is answered, not a new one. */
  alreadyUploaded: z.boolean(),
});
export const importResponseSchema = z.object({ import: importSchema });

/** Without a kind: the imports of every kind the caller may import. */
export const importsQuerySchema = pageQuerySchema.extend({ kind: importKindSchema.optional() });
export const importsResponseSchema = z.object({ imports: z.array(importSchema), page: pageInfoSchema });

export const importParamsSchema = z.object({ id: z.uuid(), importId: z.uuid() });

export const importRowErrorSchema = z.object({
  column: z.string(),
  code: z.enum(VALIDATION_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string(),
});
export const importRowSchema = z.object({
  rowNumber: z.number().int(),
  status: z.enum(IMPORT_ROW_STATUSES),
  cells: z.record(z.string(), z.string()),
  errors: z.array(importRowErrorSchema),
  amountCents: z.number().int().nullable(),
  /** The card, recipient, transfer or journal entry the row made; null before it ran or when refused. */
  resultRecordId: z.uuid().nullable(),
  resultCode: z.string().nullable(),
  resultMessage: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importRowsQuerySchema = z.object({
  /** Rows after this row number (keyset); 0 or absent for the first page. */
  afterRow: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(IMPORT_ROWS_PAGE_MAX).default(100),
  status: z.enum(IMPORT_ROW_STATUSES).optional(),
});
export const importRowsResponseSchema = z.object({
  rows: z.array(importRowSchema),
  /** The last row number of this page when more rows follow; null at the end. */
  nextAfterRow: z.number().int().nullable(),
});

export const confirmImportBodySchema = z.strictObject({
  /** Leave the rows with errors out; without it an import with any refused row cannot be confirmed. */
  dropInvalidRows: z.boolean().default(false),
  /** Go ahead when the funding account cannot cover the total: rows fail one by one once it runs dry. */
  allowPartial: z.boolean().default(false),
});

const tags = ['imports'];
const access = { kind: 'business' } as const;

/**
 * The permission of each call is the one of what the import creates (spec §2.1: orderCard,
 * createRecipient, sendBankPayment, loadCard): the module checks it against the import's kind.
 */
export const importEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/businesses/{id}/imports',
    summary: 'Upload a CSV file and check every row; nothing is created until the import is confirmed',
    tags,
    access,
    params: z.object({ id: z.uuid() }),
    body: uploadImportBodySchema,
    status: 201,
    response: uploadImportResponseSchema,
    bodyLimitBytes: IMPORT_BODY_BYTES_MAX,
  }),
  list: endpoint({
    method: 'GET',
    path: '/businesses/{id}/imports',
    summary: 'Import history: who, when, the file, the rows and the result, newest first',
    tags,
    access,
    params: z.object({ id: z.uuid() }),
    query: importsQuerySchema,
    response: importsResponseSchema,
  }),
  details: endpoint({
    method: 'GET',
    path: '/businesses/{id}/imports/{importId}',
    summary: 'One import with its progress',
    tags,
    access,
    params: importParamsSchema,
    response: importResponseSchema,
  }),
  rows: endpoint({
    method: 'GET',
    path: '/businesses/{id}/imports/{importId}/rows',
    summary: "An import's rows with their errors and outcomes, in file order",
    tags,
    access,
    params: importParamsSchema,
    query: importRowsQuerySchema,
    response: importRowsResponseSchema,
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/businesses/{id}/imports/{importId}/confirm',
    summary: 'Confirm a checked import: the worker creates its rows, each exactly once',
    tags,
    access,
    params: importParamsSchema,
    body: confirmImportBodySchema,
    response: importResponseSchema,
    errors: ['insufficient_funds', 'invalid_transaction_state'],
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/businesses/{id}/imports/{importId}/cancel',
    summary: 'Stop an import: rows not yet done are cancelled; rows done stay done',
    tags,
    access,
    params: importParamsSchema,
    response: importResponseSchema,
    errors: ['invalid_transaction_state'],
  }),
  result: endpoint({
    method: 'GET',
    path: '/businesses/{id}/imports/{importId}/result',
    summary: 'The result file: one CSV line per row saying what was created or why not',
    tags,
    access,
    params: importParamsSchema,
    response: z.string(),
    alternateContentTypes: ['text/csv'],
  }),
} as const;
