import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../support/test-database.ts';
import {
  causeway,
  freshStore,
  killGroup,
  migrate,
  PROCESS_TEST_TIMEOUT_MS,
  printed,
  type Running,
  sleep,
  stop,
} from './processes.ts';

/** Longer than the 5–11 s after which the worker used to end by itself (its pool went idle). */
const STAYS_UP_MS = 12_500;

let store: Awaited<ReturnType<typeof freshStore>>;
let running: Running | undefined;

beforeAll(async () => {
  store = await freshStore();
  await migrate(store.environment);
});
afterEach(() => killGroup(running));
afterAll(() => store?.drop());

describe(`causeway worker without SMTP or SMS provider (${testEngine})`, () => {
  it('runs until it is stopped, then exits 0 on SIGTERM', { timeout: PROCESS_TEST_TIMEOUT_MS }, async () => {
    // start() passes no SMTP_URL or SMS_PROVIDER_URL: nothing to deliver, and still it runs.
    running = causeway('worker', store.environment);
    // Startup takes longer on a loaded machine; the idle window counts from the moment it is up.
    await printed(running, 'Causeway worker is running');
    await sleep(STAYS_UP_MS);
    expect(running.child.exitCode, running.output()).toBeNull();
    expect(running.child.signalCode).toBeNull();
    expect(await stop(running, 'SIGTERM')).toBe(0);
    expect(running.output()).toContain('Stopped.');
  });
});
