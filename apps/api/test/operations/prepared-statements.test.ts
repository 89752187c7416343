import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres, rowsOf } from '../../src/db/client.ts';
import { testEngine } from '../support/test-database.ts';

/** DATABASE_PREPARED_STATEMENTS: a repeated statement is parsed once per connection and then reused. */
describe.skipIf(testEngine !== 'postgres')('prepared statements on PostgreSQL', () => {
  const prepared = async (database: Awaited<ReturnType<typeof openPostgres>>) =>
    rowsOf<{ name: string; statement: string }>(
      await database.db.execute(sql`select name, statement from pg_prepared_statements order by name`),
    );

  it('names a statement sent a second time, and runs it from then on by name', async () => {
    const database = await openPostgres(process.env.TEST_DATABASE_URL!, 1);
    try {
      const answers = [];
      for (const value of [1, 2, 3])
        answers.push(
          rowsOf<{ doubled: number }>(await database.db.execute(sql`select ${value}::int * 2 as doubled`)),
        );
      expect(answers.map((rows) => rows[0]!.doubled)).toEqual([2, 4, 6]);
      // The check itself runs by the simple protocol (no parameters), so it is never named.
      expect(await prepared(database)).toEqual([
        { name: 'causeway_1', statement: 'select $1::int * 2 as doubled' },
      ]);
    } finally {
      await database.close();
    }
  });

  it('a statement that fails to parse is refused each time and leaves the connection usable', async () => {
    const database = await openPostgres(process.env.TEST_DATABASE_URL!, 1);
    try {
      for (let attempt = 0; attempt < 3; attempt++)
        await expect(database.db.execute(sql`select ${1}::int from no_such_table`)).rejects.toThrow(
          /no_such_table/,
        );
      const [row] = rowsOf<{ one: number }>(await database.db.execute(sql`select ${1}::int as one`));
      expect(row!.one).toBe(1);
      expect(await prepared(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('names nothing when turned off', async () => {
    const database = await openPostgres(process.env.TEST_DATABASE_URL!, 1, { preparedStatements: false });
    try {
      for (const value of [1, 2, 3]) await database.db.execute(sql`select ${value}::int as one`);
      expect(await prepared(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
