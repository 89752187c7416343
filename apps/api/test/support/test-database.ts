import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/db/client.ts';
import { leasePglite } from './pglite-pool.ts';

/** Which engine this vitest project runs on: set by the project (see vitest.config.ts). */
export const testEngine = (process.env.TEST_ENGINE ?? 'pglite') as 'pglite' | 'postgres';

/** Whether the API suite also runs on PostgreSQL in this run (vitest.config.ts adds its project). */
export const bothEnginesRun = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A fresh, migrated database per test file: in-memory PGlite, or a new PostgreSQL database created
 * from TEST_DATABASE_URL and dropped afterwards, so parallel runs never collide. Both start as a copy
 * of one of the run's templates (test/support/database-template.ts): migrated and empty, or also
 * seeded with the demo organisation (`seededDemo`). On PGlite the copy may be a database an earlier
 * file of the worker had, its rows put back (pglite-pool.ts).
 */
export async function openTestDatabase(
  from: 'migrated' | 'seeded' = 'migrated',
): Promise<DatabaseHandle & { url?: string }> {
  const template = inject(from === 'seeded' ? 'seededDatabaseTemplate' : 'databaseTemplate');
  // A kept database of this worker put back as the template holds it, or a new copy of its dump.
  if (testEngine === 'pglite') return leasePglite(template);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `causeway_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A new PGlite DATA_DIR that already holds the run's migrated template, for a `causeway` process the
 * test starts: the process finds nothing to migrate (about 5 s of CPU a start otherwise). Only the
 * migrations: what a start seeds or keys (the demo, the master key's check) is the process's own.
 */
export async function migratedPgliteFolder(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const handle = await openPglite(dataDir, {
    loadDataDir: new Blob([readFileSync(inject('databaseTemplate'))]),
  });
  await handle.close();
  return dataDir;
}
