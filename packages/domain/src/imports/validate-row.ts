import {
  parseValidationMessage,
  type ValidationCode,
  type ValidationParams,
  validationMessage,
} from '../validation/messages.ts';
import { IMPORT_CUSTOM_FIELD_KINDS } from './import-columns.ts';
import type { ImportKind } from './import-kinds.ts';
import { IMPORT_ROW_SCHEMAS, type ImportRowData } from './row-schemas.ts';

/** One refusal of one cell: the template column (or custom field) and the validation code. */
export type ImportRowError = { column: string; code: ValidationCode; params?: ValidationParams };

export type CheckedImportRow<K extends ImportKind = ImportKind> =
  | { ok: true; data: ImportRowData[K] }
  | { ok: false; errors: ImportRowError[] };

// Schema keys that hold a column under another name (the amount column gives amountCents).
const KEY_OF_COLUMN: Record<string, string> = { amount: 'amountCents' };
const COLUMN_OF_KEY: Record<string, string> = { amountCents: 'amount' };

function rowError(column: string, message: string): ImportRowError {
  const parsed =
    parseValidationMessage(message) ??
    parseValidationMessage(validationMessage('invalid', { field: column }))!;
  const hasParams = Object.keys(parsed.params).length > 0;
  return { column, code: parsed.code, ...(hasParams ? { params: parsed.params } : {}) };
}

/**
 * One row of a file, its cells keyed by template column, checked by the kind's schema. The
 * `extra` cells (columns beyond the template) become the row's custom fields where the kind has
 * them; blank ones are left out.
 */
export function checkImportRow<K extends ImportKind>(
  kind: K,
  cells: Readonly<Record<string, string>>,
  extra: Readonly<Record<string, string>> = {},
): CheckedImportRow<K> {
  const input: Record<string, unknown> = Object.fromEntries(
    Object.entries(cells).map(([column, value]) => [KEY_OF_COLUMN[column] ?? column, value]),
  );
  if (IMPORT_CUSTOM_FIELD_KINDS.includes(kind)) {
    const customFields = Object.fromEntries(
      Object.entries(extra)
        .map(([name, value]) => [name.trim(), value.trim()] as const)
        .filter(([name, value]) => name !== '' && value !== ''),
    );
    if (Object.keys(customFields).length > 0) input.customFields = customFields;
  }
  const result = IMPORT_ROW_SCHEMAS[kind].safeParse(input);
  if (result.success) return { ok: true, data: result.data as ImportRowData[K] };
  // One error per column, the first, as a form shows one message per field.
  const byColumn = new Map<string, ImportRowError>();
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'row');
    const column = key === 'customFields' ? String(issue.path[1] ?? key) : (COLUMN_OF_KEY[key] ?? key);
    if (!byColumn.has(column)) byColumn.set(column, rowError(column, issue.message));
  }
  return { ok: false, errors: [...byColumn.values()] };
}

/**
 * What makes two rows of one file the same request: loading or paying the same card or recipient
 * twice, or creating the same person twice, is almost always a pasted row.
 */
export function duplicateKeyOf<K extends ImportKind>(kind: K, data: ImportRowData[K]): string {
  switch (kind) {
    case 'card_loads':
      return (data as ImportRowData['card_loads']).cardId.toLowerCase();
    case 'payments':
      return (data as ImportRowData['payments']).recipientId.toLowerCase();
    default:
      return (data as { email: string }).email.toLowerCase();
  }
}

/** The column a duplicate is reported on, per kind. */
export const DUPLICATE_COLUMN: Record<ImportKind, string> = {
  card_loads: 'cardId',
  payments: 'recipientId',
  virtual_cards: 'email',
  physical_orders: 'email',
  recipients: 'email',
};

/**
 * Remembers each row's duplicate key as a file streams by, so the second of two equal rows is
 * refused with the number of the first (memory: one short key per row, bounded by IMPORT_ROWS_MAX).
 */
export class DuplicateRowTracker {
  private readonly firstRowOf = new Map<string, number>();

  constructor(private readonly kind: ImportKind) {}

  /** The row's error when an earlier row has its key; else null, and the key is remembered. */
  check<K extends ImportKind>(rowNumber: number, data: ImportRowData[K]): ImportRowError | null {
    const key = duplicateKeyOf(this.kind, data as ImportRowData[ImportKind]);
    const first = this.firstRowOf.get(key);
    if (first !== undefined) {
      return { column: DUPLICATE_COLUMN[this.kind], code: 'importRowDuplicate', params: { row: first } };
    }
    this.firstRowOf.set(key, rowNumber);
    return null;
  }
}

/** Where a money import's row sits in the total, in cents (0 for kinds that move none). */
export function rowAmountCents(kind: ImportKind, data: ImportRowData[ImportKind]): number {
  return kind === 'card_loads' || kind === 'payments' ? (data as { amountCents: number }).amountCents : 0;
}
