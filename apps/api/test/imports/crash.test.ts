import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client.ts';
import { cards, ledgerAccounts } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo.ts';
import { freePort, START_TIMEOUT_MS, sleep } from '../operations/processes.ts';
import { TEST_MASTER_KEY } from '../support/test-app.ts';
import { migratedPgliteFolder, openTestDatabase, testEngine } from '../support/test-database.ts';

// The worker killed (SIGKILL) while a row's load waits to commit: after a restart the import
// resumes from its cursor once the dead worker's lease runs out, and every card is loaded once.
const ENTRY = path.join(import.meta.dirname, '../../bin/causeway.mjs');
const PAUSE_BEFORE_COMMIT_MS = 20_000;
/**
 * A lease shorter than the 60 s default, so the restarted worker takes the import up sooner; still
 * longer than the 4 s between the confirmation and the kill, so the killed worker holds it till then.
 */
const LEASE_MS = 8_000;
const CARDS = 4;

let database: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let dataDir: string | undefined;
let baseUrl: string;
let server: ChildProcess | undefined;

async function startServer(failpoints = '') {
  const port = new URL(baseUrl).port;
  server = spawn(process.execPath, [ENTRY, 'all'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'silent',
      SANDBOX: '1',
      SEED_DEMO: '1',
      ENCRYPTION_KEY: TEST_MASTER_KEY.toString('base64'),
      CAUSEWAY_FAILPOINTS: failpoints,
      IMPORT_LEASE_MS: String(LEASE_MS),
      ...(database?.url ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir! }),
    },
  });
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

async function api(token: string, method: string, url: string, body?: object, key?: string) {
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
  return { status: response.status, body: (await response.json()) as any };
}

async function signIn() {
  const response = await fetch(`${baseUrl}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grantType: 'password', login: 'admin@example.org', password: DEMO_PASSWORD }),
  });
  return (await response.json()) as { accessToken: string; userId: string };
}

/** The cards' balances straight from the database, while no server holds it (PGlite: one process). */
async function balancesAtRest(cardIds: string[]) {
  const handle = database ?? (await openPglite(dataDir));
  try {
    const rows = await handle.db
      .select({ id: cards.id, balanceCents: ledgerAccounts.balanceCents })
      .from(cards)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, cards.accountId))
      .where(inArray(cards.id, cardIds));
    return cardIds.map((id) => rows.find((row) => row.id === id)?.balanceCents);
  } finally {
    if (!database) await handle.close();
  }
}

beforeAll(async () => {
  baseUrl = `http://127.0.0.1:${await freePort()}`;
  if (testEngine === 'postgres') database = await openTestDatabase();
  else dataDir = await migratedPgliteFolder('causeway-import-crash-');
}, 60_000);

afterAll(async () => {
  await killServer();
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe(`a worker killed in the middle of a card-load import (${testEngine})`, () => {
  it('resumes after the lease from its cursor and loads every card exactly once', async () => {
    await startServer(`money.beforeCommit=${PAUSE_BEFORE_COMMIT_MS}`);
    const { accessToken: token, userId } = await signIn();
    const me = await api(token, 'GET', `/api/users/${userId}`);
    const organizationId = me.body.businesses[0].topLevelBusinessId;
    const programs = await api(token, 'GET', `/api/businesses/${organizationId}/programs`);
    const program = programs.body.programs.find(
      (candidate: { productType: string }) => candidate.productType === 'cards',
    );
    const tag = randomUUID().slice(0, 8);
    const issued = await api(
      token,
      'POST',
      `/api/cards/business/${program.id}/virtualCards`,
      {
        cardholders: Array.from({ length: CARDS }, (_, index) => ({
          firstName: 'Crash',
          lastName: `Holder ${index}`,
          email: `crash-${tag}-${index}@example.net`,
        })),
      },
      randomUUID(),
    );
    expect(issued.status).toBe(201);
    const cardIds: string[] = issued.body.cards.map((card: { id: string }) => card.id);
    const csv = ['cardId,amount', ...cardIds.map((id, index) => `${id},${index + 1}`)].join('\r\n');
    const uploaded = await api(token, 'POST', `/api/businesses/${program.id}/imports`, {
      kind: 'card_loads',
      fileName: 'crash.csv',
      csv,
    });
    expect(uploaded.status).toBe(201);
    const importId = uploaded.body.import.id;
    const confirmed = await api(
      token,
      'POST',
      `/api/businesses/${program.id}/imports/${importId}/confirm`,
      {},
    );
    expect(confirmed.status).toBe(200);

    // The worker takes the import within a second and pauses its first row before the commit.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await killServer();
    // Read while no server runs: the killed worker's paused load never committed. (Read through a
    // restarted server, a loaded machine could start it so slowly that its worker has already
    // taken the import over when the lease ran out.)
    expect(await balancesAtRest(cardIds)).toEqual([0, 0, 0, 0]);
    await startServer();
    const { accessToken: again } = await signIn();
    const balances = async () =>
      Promise.all(
        cardIds.map(
          async (id) => (await api(again, 'GET', `/api/cards/${id}/balance`)).body.balance.balanceCents,
        ),
      );

    const deadline = Date.now() + LEASE_MS + 60_000;
    let record: { status: string; succeededCount: number; failedCount: number } | undefined;
    while (Date.now() < deadline) {
      record = (await api(again, 'GET', `/api/businesses/${program.id}/imports/${importId}`)).body.import;
      if (record?.status === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    expect(record).toMatchObject({ status: 'completed', succeededCount: CARDS, failedCount: 0 });
    expect(await balances()).toEqual([100, 200, 300, 400]);
  }, 240_000);
});
