// Vitest global set-up of the API projects: migrates one database per run, and every test file
// starts from a copy of it instead of migrating its own (about 5 s of CPU a file on PGlite).
// PGlite: a dump of the migrated data directory in a temporary file; PostgreSQL: a template database
// that `CREATE DATABASE … TEMPLATE` copies.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the migrated dump's path. PostgreSQL: the template database's name. */
    databaseTemplate: string;
  }
}

export default async function databaseTemplate(project: TestProject) {
  const engine = project.config.env?.TEST_ENGINE ?? 'pglite';
  if (engine === 'pglite') {
    const handle = await openPglite(undefined);
    await handle.migrate();
    const dump = await handle.dumpDataDir!();
    await handle.close();
    const folder = mkdtempSync(path.join(tmpdir(), 'causeway-pglite-template-'));
    const file = path.join(folder, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('databaseTemplate', file);
    return () => rmSync(folder, { recursive: true, force: true });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `causeway_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  await handle.migrate();
  // No connection may stay on a template while it is copied.
  await handle.close();
  await admin.end();
  project.provide('databaseTemplate', name);
  return async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
}
