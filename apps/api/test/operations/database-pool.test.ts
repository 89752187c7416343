import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres, rowsOf } from '../../src/db/client.ts';
import { testEngine } from '../support/test-database.ts';

/** DATABASE_POOL_SIZE: how many connections one process opens to PostgreSQL at most. */
describe.skipIf(testEngine !== 'postgres')('the connection pool on PostgreSQL', () => {
  it.each([1, 3])('a pool of %i runs 6 slow queries on at most that many connections', async (poolSize) => {
    const database = await openPostgres(process.env.TEST_DATABASE_URL!, poolSize);
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.1)`),
        ),
      );
      const pids = new Set(answers.map((answer) => rowsOf<{ pid: number }>(answer)[0]!.pid));
      expect(pids.size).toBeLessThanOrEqual(poolSize);
      expect(pids.size).toBeGreaterThanOrEqual(1);
    } finally {
      await database.close();
    }
  });
});
