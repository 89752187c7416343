import type { ImportKind } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { importRows } from '../../src/db/schema/index.ts';
import { ImportJobRunner } from '../../src/modules/imports/run-import-jobs.ts';
import { silentJobLog } from '../support/silent-job-log.ts';
import type { TestApp } from '../support/test-app.ts';

/** Import helpers over one test app: upload, confirm, run the worker, read rows and the result file. */
export function importKit(t: TestApp) {
  const base = (businessId: string) => `/api/businesses/${businessId}/imports`;

  const upload = (userId: string, businessId: string, kind: ImportKind, csv: string, extra: object = {}) =>
    t.as(userId, {
      method: 'POST',
      url: base(businessId),
      payload: { kind, fileName: `${kind}.csv`, csv, ...extra },
    });

  async function uploaded(userId: string, businessId: string, kind: ImportKind, csv: string) {
    const response = await upload(userId, businessId, kind, csv);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { import: { id: string } & Record<string, unknown>; alreadyUploaded: boolean };
  }

  const confirm = (userId: string, businessId: string, importId: string, body: object = {}) =>
    t.as(userId, { method: 'POST', url: `${base(businessId)}/${importId}/confirm`, payload: body });

  const details = async (userId: string, businessId: string, importId: string) =>
    (await t.as(userId, { method: 'GET', url: `${base(businessId)}/${importId}` })).json().import;

  async function rows(userId: string, businessId: string, importId: string) {
    const response = await t.as(userId, {
      method: 'GET',
      url: `${base(businessId)}/${importId}/rows?limit=500`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().rows as {
      rowNumber: number;
      status: string;
      errors: { column: string; code: string; message: string }[];
      resultRecordId: string | null;
      resultCode: string | null;
    }[];
  }

  const result = (userId: string, businessId: string, importId: string) =>
    t.as(userId, { method: 'GET', url: `${base(businessId)}/${importId}/result` });

  /** The worker as main.ts runs it, in this process. */
  const runner = (options: { batchRows?: number; now?: () => number } = {}) =>
    new ImportJobRunner(
      t.database.db,
      {
        config: t.app.services.config,
        masterKey: t.app.services.masterKey,
        outbox: t.app.services.outbox,
        log: silentJobLog,
      },
      { intervalMs: 1_000, ...options },
    );

  const statusesOf = async (importId: string) =>
    Object.fromEntries(
      (await t.database.db.select().from(importRows).where(eq(importRows.importId, importId))).map((row) => [
        row.rowNumber,
        row.status,
      ]),
    );

  return { upload, uploaded, confirm, details, rows, result, runner, statusesOf };
}

/** A CSV text from a header and rows, each cell quoted when it needs to be. */
export function csvOf(header: string[], rows: (string | number)[][]): string {
  const quote = (cell: string | number) => {
    const text = String(cell);
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(quote).join(',')).join('\r\n');
}
