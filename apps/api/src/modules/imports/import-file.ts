import { Readable } from 'node:stream';
import { parse } from 'csv-parse';

/** One data row of a file: its spreadsheet row number (the header is row 1) and its cells by header. */
export type FileRow = { rowNumber: number; cells: Record<string, string> };

/** A header given twice keeps both columns: the second is named "name (2)". */
export function uniqueHeaders(headers: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return headers.map((raw) => {
    const header = raw.trim();
    const count = (seen.get(header) ?? 0) + 1;
    seen.set(header, count);
    return count === 1 ? header : `${header} (${count})`;
  });
}

/**
 * Reads a CSV file record by record (csv-parse, streaming): the first record is the header, the
 * rest come out one at a time with their cells keyed by header, so a caller holds a batch, never
 * the whole file. A byte-order mark is dropped and blank lines skipped, as the browser's preview
 * does, so both number the rows alike.
 */
export async function* readFileRows(csv: string): AsyncGenerator<{ headers: string[] } | FileRow> {
  const parser = Readable.from([csv]).pipe(
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }),
  );
  let headers: string[] | undefined;
  let rowNumber = 1;
  for await (const record of parser as AsyncIterable<string[]>) {
    if (!headers) {
      headers = uniqueHeaders(record);
      yield { headers };
      continue;
    }
    const cells: Record<string, string> = {};
    headers.forEach((header, index) => {
      cells[header] = record[index] ?? '';
    });
    rowNumber += 1;
    yield { rowNumber, cells };
  }
}
