import {
  checkImportRow,
  DuplicateRowTracker,
  extraHeaders,
  type ImportKind,
  type ImportRowError,
  rowAmountCents,
} from '@causeway/domain';

/** One row of the browser's preview: its spreadsheet row number (header = 1) and its errors. */
export type PreviewRow = { rowNumber: number; cells: Record<string, string>; errors: ImportRowError[] };
export type FilePreview = { rows: PreviewRow[]; invalidRowCount: number; totalCents: number };

/**
 * The browser's check of a parsed file, with the same schemas the server uses, so the person sees
 * each row's errors before uploading. The server checks again and decides.
 */
export function checkFile(
  kind: ImportKind,
  headers: readonly string[],
  records: readonly (readonly string[])[],
  mapping: Readonly<Record<string, string>>,
): FilePreview {
  const duplicates = new DuplicateRowTracker(kind);
  const extra = extraHeaders(headers, mapping);
  const rows: PreviewRow[] = [];
  let invalidRowCount = 0;
  let totalCents = 0;
  records.forEach((record, index) => {
    const rowNumber = index + 2;
    const byHeader = Object.fromEntries(headers.map((header, column) => [header, record[column] ?? '']));
    const cells = Object.fromEntries(
      Object.entries(mapping).map(([column, header]) => [column, byHeader[header] ?? '']),
    );
    const extraCells = Object.fromEntries(extra.map((header) => [header, byHeader[header] ?? '']));
    const checked = checkImportRow(kind, cells, extraCells);
    const duplicate = checked.ok ? duplicates.check(rowNumber, checked.data) : null;
    const errors = checked.ok ? (duplicate ? [duplicate] : []) : checked.errors;
    if (errors.length > 0) invalidRowCount += 1;
    else if (checked.ok) totalCents += rowAmountCents(kind, checked.data);
    rows.push({ rowNumber, cells, errors });
  });
  return { rows, invalidRowCount, totalCents };
}

/** Trims headers and names a repeated one "name (2)", as the server does. */
export function uniqueHeaders(headers: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return headers.map((raw) => {
    const header = raw.trim();
    const count = (seen.get(header) ?? 0) + 1;
    seen.set(header, count);
    return count === 1 ? header : `${header} (${count})`;
  });
}

/** The template a person downloads: the kind's headers, nothing else (no sample row to import by mistake). */
export function templateCsv(columns: readonly string[]): string {
  return `${columns.join(',')}\r\n`;
}
