import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/demo.ts';
import { freePort, START_TIMEOUT_MS, sleep } from '../operations/processes.ts';
import { TEST_MASTER_KEY } from '../support/test-app.ts';
import { migratedPgliteFolder, openTestDatabase, testEngine } from '../support/test-database.ts';

const ENTRY = path.join(import.meta.dirname, '../../bin/causeway.mjs');
const PAUSE_BEFORE_COMMIT_MS = 15_000;
const LOAD_CENTS = 4_321;

let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let dataDir: string | undefined;
let baseUrl: string;
let server: ChildProcess | undefined;
let port: number;

/** Starts `causeway all` as its own process, optionally pausing every money commit. */
async function startServer(failpoints = '') {
  const environment = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'silent',
    SANDBOX: '1',
    SEED_DEMO: '1',
    ENCRYPTION_KEY: TEST_MASTER_KEY.toString('base64'),
    CAUSEWAY_FAILPOINTS: failpoints,
    ...(database?.url ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir! }),
  };
  server = spawn(process.execPath, [ENTRY, 'all'], { env: environment, stdio: 'ignore' });
  // START_TIMEOUT_MS: on a loaded machine a new PGlite migrates and seeds slowly.
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('server did not start');
}

async function killServer() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  server.kill('SIGKILL');
  await exited;
}

const api = async (token: string, method: string, url: string, body?: object, key?: string) => {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  // biome-ignore lint/suspicious/noExplicitAny: test reads whatever the API answered
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
};

beforeAll(async () => {
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  if (testEngine === 'postgres') database = await openTestDatabase();
  else dataDir = await migratedPgliteFolder('causeway-crash-');
}, 60_000);

afterAll(async () => {
  await killServer();
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe(`a server killed in the middle of a card load (${testEngine})`, () => {
  it('leaves no partial entry, and the retry with the same key completes exactly once', async () => {
    await startServer(`money.beforeCommit=${PAUSE_BEFORE_COMMIT_MS}`);
    const signIn = await fetch(`${baseUrl}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grantType: 'password', login: 'admin@example.org', password: DEMO_PASSWORD }),
    });
    const { accessToken, userId } = (await signIn.json()) as { accessToken: string; userId: string };
    const me = await api(accessToken, 'GET', `/api/users/${userId}`);
    const program =
      me.body.businesses.find(
        (business: { id: string }) => business.id !== me.body.businesses[0].topLevelBusinessId,
      ) ?? me.body.businesses[0];
    const programs = await api(accessToken, 'GET', `/api/businesses/${program.topLevelBusinessId}/programs`);
    const cardsProgram = programs.body.programs.find(
      (candidate: { productType: string }) => candidate.productType === 'cards',
    );
    const [card] = (await api(accessToken, 'GET', `/api/cards/business/${cardsProgram.id}/cards`)).body.cards;
    const fundingBefore = (
      await api(accessToken, 'GET', `/api/businesses/${cardsProgram.id}/prefundingBalance`)
    ).body.balance.balanceCents;
    const historyBefore = (await api(accessToken, 'GET', `/api/businesses/${cardsProgram.id}/loadHistory`))
      .body.loads.length;

    const key = randomUUID();
    const body = { loads: [{ cardId: card.id, amountCents: LOAD_CENTS }] };
    const inFlight = api(accessToken, 'POST', `/api/cards/business/${cardsProgram.id}/load`, body, key).catch(
      (error: Error) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await killServer();
    expect(await inFlight).toBeInstanceOf(Error);

    await startServer();
    const afterCrash = await api(accessToken, 'GET', `/api/cards/${card.id}/balance`);
    expect(afterCrash.body.balance.balanceCents).toBe(card.balance.balanceCents);
    expect(
      (await api(accessToken, 'GET', `/api/businesses/${cardsProgram.id}/prefundingBalance`)).body.balance
        .balanceCents,
    ).toBe(fundingBefore);
    expect(
      (await api(accessToken, 'GET', `/api/businesses/${cardsProgram.id}/loadHistory`)).body.loads,
    ).toHaveLength(historyBefore);

    const retried = await api(accessToken, 'POST', `/api/cards/business/${cardsProgram.id}/load`, body, key);
    expect(retried.status).toBe(200);
    expect(retried.body.results[0].status).toBe('loaded');
    const again = await api(accessToken, 'POST', `/api/cards/business/${cardsProgram.id}/load`, body, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(retried.body);

    expect((await api(accessToken, 'GET', `/api/cards/${card.id}/balance`)).body.balance.balanceCents).toBe(
      card.balance.balanceCents + LOAD_CENTS,
    );
    expect(
      (await api(accessToken, 'GET', `/api/businesses/${cardsProgram.id}/prefundingBalance`)).body.balance
        .balanceCents,
    ).toBe(fundingBefore - LOAD_CENTS);
    expect(
      (await api(accessToken, 'GET', `/api/businesses/${cardsProgram.id}/loadHistory`)).body.loads,
    ).toHaveLength(historyBefore + 1);
  }, 240_000);
});
