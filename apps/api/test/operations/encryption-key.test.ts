import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { SigningKeyStore } from '../../src/identity/signing-keys.ts';
import { assertMasterKeyFits } from '../../src/lib/master-key.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';
import {
  causeway,
  exitCode,
  freePort,
  freshStore,
  healthy,
  KEY_A,
  KEY_B,
  killGroup,
  migrate,
  PROCESS_TEST_TIMEOUT_MS,
  type Running,
  START_TIMEOUT_MS,
  stop,
} from './processes.ts';

const keyA = Buffer.from(KEY_A, 'base64');
const keyB = Buffer.from(KEY_B, 'base64');
const config = loadConfig({ ENCRYPTION_KEY: KEY_B, LOG_LEVEL: 'silent' });

describe(`assertMasterKeyFits (${testEngine})`, () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('accepts any key while the database holds no secret, then only the key that sealed them', async () => {
    await expect(assertMasterKeyFits(database.db, keyB, config)).resolves.toBeUndefined();
    await new SigningKeyStore(database.db, keyA).load();
    await expect(assertMasterKeyFits(database.db, keyA, config)).resolves.toBeUndefined();
    const refused = assertMasterKeyFits(database.db, keyB, config);
    await expect(refused).rejects.toThrow(ConfigError);
    await expect(refused).rejects.toThrow(/^ENCRYPTION_KEY does not match this database/);
  });
});

describe(`a process started with another ENCRYPTION_KEY (${testEngine})`, {
  timeout: PROCESS_TEST_TIMEOUT_MS,
}, () => {
  let store: Awaited<ReturnType<typeof freshStore>>;
  let running: Running | undefined;
  beforeAll(async () => {
    store = await freshStore({ encryptionKey: KEY_A });
    await migrate(store.environment);
  }, PROCESS_TEST_TIMEOUT_MS);
  afterEach(() => killGroup(running));
  afterAll(() => store?.drop());

  it('stops with a message naming ENCRYPTION_KEY, not a decryption stack trace', async () => {
    const serve = testEngine === 'pglite' ? 'all' : 'api';
    running = causeway(serve, store.environment, await freePort());
    await healthy(running); // creates the signing key, sealed with key A
    expect(await stop(running)).toBe(0);

    running = causeway(serve, { ...store.environment, ENCRYPTION_KEY: KEY_B }, await freePort());
    expect(await exitCode(running, START_TIMEOUT_MS)).toBe(1);
    expect(running.output()).toContain('ENCRYPTION_KEY does not match this database');
    expect(running.output()).not.toContain('Unsupported state or unable to authenticate data');
    expect(running.output()).not.toMatch(/^\s+at /m);
  });
});
