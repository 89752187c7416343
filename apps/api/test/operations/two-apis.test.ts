import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../support/test-database.ts';
import {
  causeway,
  freePort,
  freshStore,
  healthy,
  killGroup,
  migrate,
  PROCESS_TEST_TIMEOUT_MS,
  portClosesWithin,
  printed,
  type Running,
  signIn,
  stop,
} from './processes.ts';

// The README's production set-up: two `causeway api` processes and a worker on one PostgreSQL.
// PGlite is one process's database, so this runs on PostgreSQL only.
let store: Awaited<ReturnType<typeof freshStore>>;
let processes: Running[] = [];

beforeAll(async () => {
  if (testEngine !== 'postgres') return;
  store = await freshStore();
  await migrate(store.environment);
}, PROCESS_TEST_TIMEOUT_MS);
afterEach(() => {
  for (const running of processes) killGroup(running);
  processes = [];
});
afterAll(() => store?.drop());

describe.skipIf(testEngine !== 'postgres')(
  'two API processes and a worker on one PostgreSQL',
  { timeout: PROCESS_TEST_TIMEOUT_MS },
  () => {
    it('a token from one API process is accepted by the other; SIGTERM stops each', async () => {
      const environment = { ...store.environment, SEED_DEMO: '1' };
      const first = causeway('api', environment, await freePort());
      const second = causeway('api', environment, await freePort());
      const worker = causeway('worker', store.environment);
      processes = [first, second, worker];
      await Promise.all([healthy(first), healthy(second), printed(worker, 'Causeway worker is running')]);

      const { status, body } = await signIn(first.baseUrl);
      expect(status).toBe(200);
      const me = await fetch(`${second.baseUrl}/api/users/${body.userId}`, {
        headers: { authorization: `Bearer ${body.accessToken}` },
      });
      expect(me.status).toBe(200);

      expect(await Promise.all(processes.map((running) => stop(running, 'SIGTERM')))).toEqual([0, 0, 0]);
      expect(await portClosesWithin(first.port, 1_000)).toBe(true);
      expect(await portClosesWithin(second.port, 1_000)).toBe(true);
    });
  },
);
