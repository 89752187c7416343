import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../support/test-database.ts';
import {
  causeway,
  exitCode,
  freePort,
  freshStore,
  KEY_A,
  killGroup,
  type Running,
  START_TIMEOUT_MS,
} from './processes.ts';

let running: Running | undefined;
afterEach(() => killGroup(running));

describe('a start that cannot go on says why, in one readable message', () => {
  it('names the database it cannot reach', async () => {
    const closedPort = await freePort();
    running = causeway(
      'api',
      {
        DATABASE_URL: `postgres://causeway@127.0.0.1:${closedPort}/causeway`,
        PUBLIC_URL: 'http://causeway.test',
        ENCRYPTION_KEY: KEY_A,
      },
      await freePort(),
    );
    expect(await exitCode(running, START_TIMEOUT_MS)).toBe(1);
    expect(running.output()).toContain(`Cannot reach the database at DATABASE_URL (127.0.0.1:${closedPort})`);
    expect(running.output()).not.toMatch(/^\s+at /m);
  });

  // PGlite migrates in every process; only PostgreSQL has a migrate step an operator can forget.
  describe.skipIf(testEngine !== 'postgres')('on PostgreSQL', () => {
    let store: Awaited<ReturnType<typeof freshStore>>;
    beforeAll(async () => {
      store = await freshStore();
    });
    afterAll(() => store?.drop());

    it('an API process on a database that was never migrated asks for `causeway migrate`', async () => {
      running = causeway('api', store.environment, await freePort());
      expect(await exitCode(running, START_TIMEOUT_MS)).toBe(1);
      expect(running.output()).toMatch(/lacks \d+ migrations of this version: run `causeway migrate` first/);
    });

    it('two `causeway migrate` at once (two hosts deploying) apply each migration once', async () => {
      const first = causeway('migrate', store.environment);
      const second = causeway('migrate', store.environment);
      expect(
        await Promise.all([exitCode(first, START_TIMEOUT_MS), exitCode(second, START_TIMEOUT_MS)]),
      ).toEqual([0, 0]);
      const outputs = [first.output(), second.output()].sort();
      expect(outputs[0]).toMatch(/^Applied \d+ migrations\.$/m);
      expect(outputs[1]).toContain('The database is up to date: no migration to apply.');
    });
  });
});
