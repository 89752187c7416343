import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** One type for both engines; a transaction is a Database too, so data functions take either. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, '../../drizzle');
const POOL_SIZE_MAX = 10;
/** PostgreSQL's "terminating connection due to administrator command". */
const ADMIN_SHUTDOWN = '57P01';

export async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE_MAX });
  // An idle connection the server ends (restart, failover, a dropped database) must not crash the
  // process: the pool replaces it on the next checkout.
  pool.on('error', (error) => {
    if ((error as { code?: string }).code !== ADMIN_SHUTDOWN)
      console.warn(`idle database connection lost: ${error.message}`);
  });
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    engine: 'postgres',
    migrate: () => migratePostgres(drizzlePostgres(pool, { schema }), { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** The embedded default: a PGlite database in a folder (or in memory when dataDir is undefined). */
export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    client = new PGlite(path.join(dataDir, 'pglite'));
  } else {
    client = new PGlite();
  }
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Database,
    engine: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function openDatabase(options: { databaseUrl?: string | undefined; dataDir?: string }) {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
