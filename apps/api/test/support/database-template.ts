// Vitest global set-up of the API projects: migrates one database per run, and every test file
// starts from a copy of it instead of migrating its own (about 5 s of CPU a file on PGlite).
// A second copy also holds the demo organisation, as createTestApp seeds it: most files start from
// that one instead of seeding their own (an argon2 hash and a few hundred inserts a file).
// PGlite: dumps of the data directory in temporary files; PostgreSQL: template databases that
// `CREATE DATABASE … TEMPLATE` copies.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openPglite, openPostgres } from '../../src/db/client.ts';
import type { DemoIds } from '../../src/seed/demo.ts';
import { seedTestDemo, TEST_PUBLIC_URL } from './demo-seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the migrated dump's path. PostgreSQL: the template database's name. */
    databaseTemplate: string;
    /** The same, migrated and seeded with the demo organisation for TEST_PUBLIC_URL. */
    seededDatabaseTemplate: string;
    /** The demo organisation's ids in the seeded template. */
    seededDemo: DemoIds;
  }
}

/**
 * A PGlite cluster comes with the databases template0 and template1, which nothing here copies: 600
 * of the dump's 1,300 files and 15 MB. Without them a test file's copy starts in about a fifth less
 * CPU (0.94 against 1.2 s, docs/performance.md "A test file's copy of the database").
 */
async function dropTemplateDatabases(db: Database) {
  await db.execute(
    sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
  );
  await db.execute(sql`drop database template0`);
  await db.execute(sql`drop database template1`);
}

export default async function databaseTemplate(project: TestProject) {
  const engine = project.config.env?.TEST_ENGINE ?? 'pglite';
  if (engine === 'pglite') {
    const handle = await openPglite(undefined);
    await handle.migrate();
    await dropTemplateDatabases(handle.db);
    const migrated = await handle.dumpDataDir!();
    const demo = await seedTestDemo(handle.db, TEST_PUBLIC_URL);
    const seeded = await handle.dumpDataDir!();
    await handle.close();
    const folder = mkdtempSync(path.join(tmpdir(), 'causeway-pglite-template-'));
    const migratedFile = path.join(folder, 'migrated.tar');
    const seededFile = path.join(folder, 'seeded.tar');
    writeFileSync(migratedFile, Buffer.from(await migrated.arrayBuffer()));
    writeFileSync(seededFile, Buffer.from(await seeded.arrayBuffer()));
    project.provide('databaseTemplate', migratedFile);
    project.provide('seededDatabaseTemplate', seededFile);
    project.provide('seededDemo', demo);
    return () => rmSync(folder, { recursive: true, force: true });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const name = `causeway_template_${suffix}`;
  const seededName = `causeway_seeded_${suffix}`;
  const databaseUrl = (database: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return url.toString();
  };
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const handle = await openPostgres(databaseUrl(name));
  await handle.migrate();
  // No connection may stay on a template while it is copied.
  await handle.close();
  await admin.query(`create database ${seededName} template ${name}`);
  const seededHandle = await openPostgres(databaseUrl(seededName));
  const demo = await seedTestDemo(seededHandle.db, TEST_PUBLIC_URL);
  await seededHandle.close();
  await admin.end();
  project.provide('databaseTemplate', name);
  project.provide('seededDatabaseTemplate', seededName);
  project.provide('seededDemo', demo);
  return async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${seededName} with (force)`);
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
}
