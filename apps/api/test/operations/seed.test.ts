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
  type Running,
  START_TIMEOUT_MS,
  signIn,
  stop,
} from './processes.ts';

let store: Awaited<ReturnType<typeof freshStore>>;
let running: Running | undefined;

beforeAll(async () => {
  store = await freshStore();
  await migrate(store.environment);
}, PROCESS_TEST_TIMEOUT_MS);
afterEach(() => killGroup(running));
afterAll(() => store?.drop());

describe(`SEED_DEMO=1 (${testEngine})`, { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('`causeway api` seeds the demo organisation into an empty database', async () => {
    running = causeway('api', { ...store.environment, SEED_DEMO: '1' }, await freePort());
    await healthy(running);
    expect(running.output()).toContain('Seeded the demo organisation');
    const admin = await signIn(running.baseUrl);
    expect(admin.status).toBe(200);
    expect(await stop(running)).toBe(0);
  });

  it('`causeway seed` leaves a seeded database as it is', async () => {
    running = causeway('seed', store.environment);
    expect(await exitCode(running, START_TIMEOUT_MS)).toBe(0);
    expect(running.output()).toContain('already holds an organisation: nothing seeded');
  });
});
