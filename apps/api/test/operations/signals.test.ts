import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../support/test-database.ts';
import {
  causeway,
  exitCode,
  freePort,
  freshStore,
  healthy,
  killGroup,
  migrate,
  PROCESS_TEST_TIMEOUT_MS,
  portClosesWithin,
  REPOSITORY,
  type Running,
  STOP_TIMEOUT_MS,
  start,
  stop,
} from './processes.ts';

// PGlite is one process's database: there the serving process is `causeway all`.
const serve = testEngine === 'pglite' ? 'all' : 'api';
/** npm checks its child once a second (PARENT_CHECK_INTERVAL_MS); this bounds the wait. */
const ORPHAN_WAIT_MS = 8_000;

let store: Awaited<ReturnType<typeof freshStore>>;
let running: Running | undefined;

beforeAll(async () => {
  store = await freshStore();
  await migrate(store.environment);
}, PROCESS_TEST_TIMEOUT_MS);
afterEach(() => killGroup(running));
afterAll(() => store?.drop());

describe(`stopping \`causeway ${serve}\` (${testEngine})`, { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('SIGTERM: closes the port, closes the database and exits 0', async () => {
    running = causeway(serve, store.environment, await freePort());
    await healthy(running);
    expect(await stop(running, 'SIGTERM')).toBe(0);
    expect(await portClosesWithin(running.port, 1_000)).toBe(true);
    expect(running.output()).toContain('Stopped.');
  });

  it('SIGINT (Ctrl-C) stops it the same way', async () => {
    running = causeway(serve, store.environment, await freePort());
    await healthy(running);
    expect(await stop(running, 'SIGINT')).toBe(0);
    expect(await portClosesWithin(running.port, 1_000)).toBe(true);
  });

  it('bin/causeway execs node: SIGKILL to the started process leaves nothing listening', async () => {
    running = start([`${REPOSITORY}/bin/causeway`, serve], store.environment, { port: await freePort() });
    await healthy(running);
    running.child.kill('SIGKILL');
    await running.exited;
    expect(await portClosesWithin(running.port, 2_000)).toBe(true);
  });

  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    it(`npx causeway ${serve}: ${signal} to npx leaves no orphan server`, async () => {
      running = start(['npx', '--no-install', 'causeway', serve], store.environment, {
        port: await freePort(),
      });
      await healthy(running);
      running.child.kill(signal);
      await running.exited;
      expect(await portClosesWithin(running.port, ORPHAN_WAIT_MS)).toBe(true);
    });
  }
});

describe(`one-shot commands end by themselves (${testEngine})`, { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('`causeway migrate` exits 0', async () => {
    running = causeway('migrate', store.environment);
    expect(await exitCode(running, STOP_TIMEOUT_MS * 2)).toBe(0);
  });

  it('`causeway seed` exits 0, and says so when the database already holds data', async () => {
    running = causeway('seed', store.environment);
    expect(await exitCode(running, STOP_TIMEOUT_MS * 2)).toBe(0);
    running = causeway('seed', store.environment);
    expect(await exitCode(running, STOP_TIMEOUT_MS * 2)).toBe(0);
    expect(running.output()).toContain('nothing seeded');
  });
});
