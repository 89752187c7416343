import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres, rowsOf } from '../../src/db/client.ts';
import { testEngine } from '../support/test-database.ts';

/** pg-pool's default idleTimeoutMillis. */
const PG_POOL_IDLE_TIMEOUT_MS = 10_000;

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

  // pg-pool closes a connection idle for 10 s unless the pool is at its minimum; ours keeps them, so
  // traffic after a quiet spell does not wait for new backends.
  it('keeps the connections it opened through a quiet spell longer than the idle timeout', async () => {
    const database = await openPostgres(process.env.TEST_DATABASE_URL!, 3);
    const burst = async () => {
      const answers = await Promise.all(
        Array.from({ length: 3 }, () =>
          database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.1)`),
        ),
      );
      return new Set(answers.map((answer) => rowsOf<{ pid: number }>(answer)[0]!.pid));
    };
    try {
      const before = await burst();
      expect(before.size).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, PG_POOL_IDLE_TIMEOUT_MS + 500));
      expect(await burst()).toEqual(before);
    } finally {
      await database.close();
    }
  });
});
