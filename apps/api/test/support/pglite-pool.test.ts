import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { type Database, rowsOf } from '../../src/db/client.ts';
import { businesses } from '../../src/db/schema/index.ts';
import { leasePglite, USER_TABLES } from './pglite-pool.ts';
import { testEngine } from './test-database.ts';

const one = async <T>(db: Database, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0]!;
const businessCount = async (db: Database) =>
  Number((await one<{ count: string | number }>(db, sql`select count(*) as count from ${businesses}`)).count);
/** Every table's row count, by name. */
async function rowCounts(db: Database): Promise<Record<string, number>> {
  const tables = rowsOf<{ name: string }>(await db.execute(sql.raw(USER_TABLES)));
  const counts: Record<string, number> = {};
  for (const { name } of tables)
    counts[name] = Number(
      (await one<{ count: string | number }>(db, sql.raw(`select count(*) as count from ${name}`))).count,
    );
  return counts;
}
/** A session setting outlives the lease that set it only in the same database: it tells a kept one. */
const marker = async (db: Database) =>
  (
    await one<{ marker: string | null }>(
      db,
      sql`select current_setting('causeway.test_marker', true) as marker`,
    )
  ).marker;

describe.skipIf(testEngine !== 'pglite')("a worker's kept PGlite databases", () => {
  const template = () => inject('seededDatabaseTemplate');

  it("hands a kept database on with the template's rows and sequences, not the last file's", async () => {
    const first = await leasePglite(template());
    const seededCounts = await rowCounts(first.db);
    expect(seededCounts['public.businesses']).toBeGreaterThan(0);
    const sequence = await one<{ name: string; value: string }>(
      first.db,
      sql`select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value::text as value
        from pg_sequences limit 1`,
    );
    await first.db.insert(businesses).values({ name: 'Left by the last file' });
    await first.db.execute(sql`select nextval(${sequence.name})`);
    await first.db.execute(sql`set causeway.test_marker = 'kept'`);
    await first.close();

    const second = await leasePglite(template());
    try {
      expect(await marker(second.db)).toBe('kept');
      expect(await rowCounts(second.db)).toEqual(seededCounts);
      expect(await one(second.db, sql`select last_value::text as value from pg_sequences limit 1`)).toEqual({
        value: sequence.value,
      });
    } finally {
      await second.close();
    }
  });

  it('fails the statements of a lease once it is closed', async () => {
    const lease = await leasePglite(template());
    await lease.close();
    await expect(businessCount(lease.db)).rejects.toMatchObject({ cause: { message: 'PGlite is closed' } });
  });

  it('keeps no database whose schema a file changed, or that a file left in a transaction', async () => {
    const changed = await leasePglite(template());
    await changed.db.execute(sql`set causeway.test_marker = 'changed'`);
    await changed.db.execute(sql`create table test_left_behind (id int)`);
    await changed.close();
    const next = await leasePglite(template());
    expect(await marker(next.db)).not.toBe('changed');
    expect(await one(next.db, sql`select to_regclass('test_left_behind') as name`)).toEqual({ name: null });
    await next.db.execute(sql`set causeway.test_marker = 'in a transaction'`);
    await next.db.execute(sql`begin`);
    await next.close();
    const after = await leasePglite(template());
    try {
      expect(await marker(after.db)).not.toBe('in a transaction');
    } finally {
      await after.close();
    }
  });
});
