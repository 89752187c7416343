import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../support/test-database.ts';
import {
  BIN,
  causeway,
  freePort,
  freshStore,
  healthy,
  killGroup,
  migrate,
  printed,
  type Running,
  signIn,
  sleep,
  start,
} from './processes.ts';

/**
 * Issue 18: two API processes and a worker on one PostgreSQL, random money moves from four
 * clients with retries on the same Idempotency-Key, and a SIGKILL now and then. At the end the
 * organisation holds exactly what it received, to the cent, and every acknowledged move was
 * applied exactly once (each move carries its own memo, so its journal entries can be counted).
 */

const MOVES_DURATION_MS = 25_000;
const KILL_EVERY_MS = 2_500;
/**
 * The moves go on until this many SIGKILLs have landed, however long the restarts take (a slow
 * machine restarts a process in several seconds, which left time for only three kills in 25 s).
 */
const KILLS_MIN = 4;
const CLIENTS = 4;
const ATTEMPTS_MAX = 40;

let store: Awaited<ReturnType<typeof freshStore>>;
const apis: { port: number; running: Running }[] = [];
let worker: Running | undefined;

beforeAll(async () => {
  if (testEngine !== 'postgres') return;
  store = await freshStore();
  await migrate(store.environment);
}, 60_000);
afterAll(async () => {
  for (const api of apis) killGroup(api.running);
  killGroup(worker);
  await store?.drop();
});

type Move = { memo: string; key: string; path: string; body: Record<string, unknown> };
/** applied: the answer says the money moved (a load answers 200 with a per-card result). */
type Outcome = { move: Move; status: number | 'unacknowledged'; applied: boolean };

/**
 * One process per API (`--processes 1`): each stands for a host, killed and restarted whole every
 * KILL_EVERY_MS. Killing the API processes of one cluster is cluster-money.test.ts.
 */
async function startApi(port: number, seed = false) {
  const running = start(
    [process.execPath, BIN, 'api', '--processes', '1'],
    { ...store.environment, ...(seed ? { SEED_DEMO: '1' } : {}), RATE_LIMIT_PER_MINUTE: '100000' },
    { port },
  );
  await healthy(running);
  return running;
}

describe.skipIf(testEngine !== 'postgres')('money across processes killed at random', () => {
  it('keeps the sum to the cent and applies every acknowledged move exactly once', async () => {
    const ports = [await freePort(), await freePort()];
    apis.push({ port: ports[0]!, running: await startApi(ports[0]!, true) });
    apis.push({ port: ports[1]!, running: await startApi(ports[1]!) });
    worker = causeway('worker', store.environment);
    await printed(worker, 'Causeway worker is running');

    const baseUrl = (index: number) => `http://127.0.0.1:${apis[index % apis.length]!.port}`;
    const { accessToken, userId } = (await signIn(baseUrl(0))).body;
    const call = async (index: number, method: string, path: string, body?: unknown, key?: string) => {
      const response = await fetch(`${baseUrl(index)}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(key ? { 'idempotency-key': key } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const profile = await call(0, 'GET', `/api/users/${userId}`);
    const businesses = profile.body.businesses as { id: string; name: string }[];
    const program = businesses.find((business) => business.name === 'Resettlement Cards') ?? businesses[0]!;
    const issued = await call(
      0,
      'POST',
      `/api/cards/business/${program.id}/virtualCards`,
      {
        cardholders: [1, 2, 3].map((n) => ({
          firstName: 'Kill',
          lastName: `Test ${n}`,
          email: `kill${n}@example.net`,
        })),
      },
      randomUUID(),
    );
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const cardIds = (issued.body.cards as { id: string }[]).map((card) => card.id);

    let serial = 0;
    const randomMove = (): Move => {
      serial += 1;
      const memo = `move-${serial}-${randomUUID().slice(0, 8)}`;
      const card = cardIds[Math.floor(Math.random() * cardIds.length)]!;
      const other = cardIds.find((id) => id !== card)!;
      const amountCents = 1 + Math.floor(Math.random() * 400);
      const kind = Math.floor(Math.random() * 3);
      if (kind === 0)
        return {
          memo,
          key: randomUUID(),
          path: `/api/cards/business/${program.id}/load`,
          body: { loads: [{ cardId: card, amountCents }], memo },
        };
      if (kind === 1)
        return {
          memo,
          key: randomUUID(),
          path: `/api/cards/${card}/withdrawFunds`,
          body: { amountCents, memo },
        };
      return {
        memo,
        key: randomUUID(),
        path: `/api/cards/business/${program.id}/cardToCardTransfer`,
        body: { fromCardId: card, toCardId: other, amountCents, memo },
      };
    };

    /** Sends a move until an answer that is not a crash comes back, alternating the API processes. */
    async function send(move: Move): Promise<Outcome> {
      for (let attempt = 0; attempt < ATTEMPTS_MAX; attempt += 1) {
        try {
          const answer = await call(attempt, 'POST', move.path, move.body, move.key);
          const results = answer.body.results as { status: string }[] | undefined;
          const applied =
            answer.status === 201 || (answer.status === 200 && results?.[0]?.status === 'loaded');
          if (answer.status < 500 && answer.status !== 409) return { move, status: answer.status, applied };
          if (answer.status === 409 && answer.body.code !== 'idempotency_in_progress')
            return { move, status: answer.status, applied: false };
        } catch {
          // The process was killed mid-request: retry the same key elsewhere.
        }
        await sleep(100);
      }
      return { move, status: 'unacknowledged', applied: false };
    }

    const outcomes: Outcome[] = [];
    const until = Date.now() + MOVES_DURATION_MS;
    let kills = 0;
    let done = false;
    const killer = (async () => {
      try {
        while (Date.now() < until || kills < KILLS_MIN) {
          await sleep(KILL_EVERY_MS);
          const victim = apis[kills % apis.length]!;
          kills += 1;
          victim.running.child.kill('SIGKILL');
          await victim.running.exited;
          victim.running = await startApi(victim.port);
        }
      } finally {
        done = true;
      }
    })();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (!done) outcomes.push(await send(randomMove()));
      }),
    );
    await killer;

    const database = new pg.Client({ connectionString: store.environment.DATABASE_URL });
    await database.connect();
    try {
      const entries = await database.query<{ memo: string; total: string }>(
        'select memo, count(*) as total from journal_entries where memo like $1 group by memo',
        ['move-%'],
      );
      const applied = new Map(entries.rows.map((row) => [row.memo, Number(row.total)]));
      const succeeded = outcomes.filter((outcome) => outcome.applied);
      console.info(
        `money under kills: ${outcomes.length} moves, ${succeeded.length} applied, ${kills} SIGKILLs`,
      );
      expect(kills).toBeGreaterThanOrEqual(KILLS_MIN);
      expect(succeeded.length).toBeGreaterThan(50);
      expect(outcomes.filter((outcome) => outcome.status === 'unacknowledged')).toEqual([]);
      for (const outcome of outcomes) {
        const count = applied.get(outcome.move.memo) ?? 0;
        const expected = outcome.applied ? 1 : 0;
        expect(count, `${outcome.move.memo} answered ${outcome.status}`).toBe(expected);
      }
      // Conservation: the funding and card accounts of the organisation hold exactly what it received.
      const [held] = (
        await database.query<{ cents: string }>(
          "select coalesce(sum(balance_cents), 0) as cents from ledger_accounts where kind in ('funding', 'card')",
        )
      ).rows;
      const [deposited] = (
        await database.query<{ cents: string }>(
          "select coalesce(sum(amount_cents), 0) as cents from journal_entries where kind = 'ach_deposit'",
        )
      ).rows;
      expect(Number(held!.cents)).toBe(Number(deposited!.cents));
      const drifted = await database.query(
        `select a.id from ledger_accounts a left join postings p on p.account_id = a.id
         group by a.id having a.balance_cents <> coalesce(sum(p.amount_cents), 0)`,
      );
      expect(drifted.rows).toEqual([]);
    } finally {
      await database.end();
    }
  }, 180_000);
});
