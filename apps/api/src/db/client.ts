import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../lib/paths.ts';
import { PgliteStatements } from './pglite-statements.ts';
import * as schema from './schema/index.ts';
import { nameRepeatedStatements, StatementNames } from './statement-names.ts';

/** One type for both engines; a transaction is a Database too, so data functions take either. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Applies the migrations the database lacks; answers how many it applied. */
  migrate(): Promise<number>;
  /** PGlite only: the whole database as a tar, for `openPglite(…, { loadDataDir })`. */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
};

const migrationsFolder = MIGRATIONS_DIR;
/** DATABASE_POOL_SIZE's default: the connections one process opens at most. */
const POOL_SIZE_DEFAULT = 10;
/** PostgreSQL's "terminating connection due to administrator command". */
const ADMIN_SHUTDOWN = '57P01';
/** Held while migrating, so `causeway migrate` on several hosts at once applies each migration once. */
const MIGRATION_LOCK_ID = 7_261_000;

export async function openPostgres(
  databaseUrl: string,
  poolSize: number = POOL_SIZE_DEFAULT,
  options: { preparedStatements?: boolean } = {},
): Promise<DatabaseHandle> {
  // A fixed-size pool: a connection once opened is kept (min = max), not closed after 10 s idle.
  // Opening one mid-traffic costs a backend start and a cold catalogue and statement cache, and the
  // requests queued behind it waited 20-50 ms (the decisions' p99 at 200/s, docs/performance.md
  // "Connections kept open"). HikariCP recommends the same; max_connections already budgets for max.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, min: poolSize });
  // Statements sent again and again are parsed and planned once per connection (statement-names.ts);
  // off behind a pooler that cannot keep them (PgBouncer in transaction mode before 1.21).
  if (options.preparedStatements ?? true) {
    const statementNames = new StatementNames();
    pool.on('connect', (client) => nameRepeatedStatements(client, statementNames));
  }
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
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        const locked = drizzlePostgres(client, { schema });
        const pending = await pendingMigrations(locked as unknown as Database);
        await migratePostgres(locked, { migrationsFolder });
        return pending;
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * The embedded default: a PGlite database in a folder (or in memory when dataDir is undefined).
 * `loadDataDir` starts it from a dump of another (`dumpDataDir`): tests copy one migrated database.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    client = new PGlite(path.join(dataDir, 'pglite'), options);
  } else {
    client = new PGlite(options);
  }
  return pgliteHandle(client, PgliteStatements.of(client), () => client.close());
}

/**
 * A handle whose statements go through `statements` (the client's PgliteStatements, or a stand-in
 * with the same query, exec and transaction: the tests' lease of a kept database).
 */
export function pgliteHandle(
  client: PGlite,
  statements: Pick<PgliteStatements, 'query' | 'exec' | 'transaction'>,
  close: () => Promise<void>,
): DatabaseHandle {
  // drizzle sends its statements through PgliteStatements: fewer calls into PGlite, repeated texts named.
  const pgliteDb = drizzlePglite({ client: statements as unknown as PGlite, schema });
  return {
    db: pgliteDb as unknown as Database,
    engine: 'pglite',
    async migrate() {
      const pending = await pendingMigrations(pgliteDb as unknown as Database);
      await migratePglite(pgliteDb, { migrationsFolder });
      return pending;
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close,
  };
}

export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string;
  poolSize?: number;
  preparedStatements?: boolean;
}) {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize, { preparedStatements: options.preparedStatements })
    : openPglite(options.dataDir);
}

/** The migrations this build knows, read once (their files do not change while it runs). */
let knownMigrations: number[] | undefined;

/**
 * How many of this build's migrations the database lacks, by drizzle's own rule (a migration is
 * applied when the newest recorded one is not older). All of them when it was never migrated.
 */
export async function pendingMigrations(db: Database): Promise<number> {
  knownMigrations ??= readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);
  const exists = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') as name`);
  if (!rowsOf<{ name: string | null }>(exists)[0]?.name) return knownMigrations.length;
  const newest = await db.execute(sql`select max(created_at) as at from drizzle.__drizzle_migrations`);
  const appliedUpTo = Number(rowsOf<{ at: string | number | null }>(newest)[0]?.at ?? 0);
  return knownMigrations.filter((folderMillis) => folderMillis > appliedUpTo).length;
}

/** node-postgres and PGlite both answer { rows }, typed apart; read either. */
export const rowsOf = <T>(result: unknown): T[] =>
  ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
