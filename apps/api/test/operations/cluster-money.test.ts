import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../support/test-database.ts';
import {
  BIN,
  childPids,
  exitCode,
  freePort,
  freshStore,
  healthy,
  isAlive,
  killGroup,
  migrate,
  portClosesWithin,
  printed,
  type Running,
  signIn,
  sleep,
  start,
} from './processes.ts';

/**
 * Issue 20 "All cores": `causeway api --processes 2` on PostgreSQL. Eight clients load cards through
 * the one port with an Idempotency-Key each, retrying the same key when an answer does not come;
 * meanwhile each API process is SIGKILLed in turn. The primary replaces each one, every acknowledged
 * load is applied exactly once, and the money adds up to the cent. PGlite holds its database in one
 * process: there `--processes 2` is refused (processes-arguments.test.ts).
 */

const CLIENTS = 8;
const CARDS = 4;
const ATTEMPTS_MAX = 60;
/** Two processes start together, each loading the whole server, on a machine shared with other runs. */
const CLUSTER_START_MS = 120_000;
/** Loads keep going this long after the last replacement listens, so it serves some of them. */
const AFTER_REPLACEMENT_MS = 2_000;
/** A short pause before each money commit, with the locks held: a SIGKILL often lands inside one. */
const PAUSE_BEFORE_COMMIT_MS = 50;
/**
 * How long a client waits for an answer before it sends the request again with the same key. A
 * connection the primary hands to an API process at the moment it is killed is never answered nor
 * closed (node:cluster's hand-off); a client gives up on it as one would on any lost answer.
 */
const ANSWER_TIMEOUT_MS = 15_000;

let store: Awaited<ReturnType<typeof freshStore>>;
let running: Running | undefined;

beforeAll(async () => {
  if (testEngine !== 'postgres') return;
  store = await freshStore();
  await migrate(store.environment);
}, 60_000);
afterEach(() => {
  killGroup(running);
  running = undefined;
});
afterAll(() => store?.drop());

async function startedCluster(environment: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const cluster = start(
    [process.execPath, BIN, 'api', '--processes', '2'],
    { ...store.environment, RATE_LIMIT_PER_MINUTE: '1000000', ...environment },
    { port },
  );
  running = cluster;
  await healthy(cluster, CLUSTER_START_MS);
  await printed(cluster, 'with 2 API processes', CLUSTER_START_MS);
  return cluster;
}

/** The pids the primary reported listening, in order. */
const listeningPids = (cluster: Running) =>
  [...cluster.output().matchAll(/API process (\d+) is listening\./g)].map((match) => Number(match[1]));

async function untilListening(cluster: Running, count: number) {
  const deadline = Date.now() + CLUSTER_START_MS;
  while (listeningPids(cluster).length < count) {
    if (Date.now() > deadline) throw new Error(`no replacement listened:\n${cluster.output()}`);
    await sleep(200);
  }
}

/** Signs in as the demo admin; answers a caller of the API with that token. */
async function signedIn(baseUrl: string) {
  const { accessToken, userId } = (await signIn(baseUrl)).body;
  const call = async (method: string, path: string, body?: unknown, key?: string) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const profile = await call('GET', `/api/users/${userId}`);
  const businesses = profile.body.businesses as { id: string; name: string }[];
  const program = businesses.find((business) => business.name === 'Resettlement Cards') ?? businesses[0]!;
  /** Virtual cards for new cardholders of the demo cards program. */
  const issueCards = async (count: number) => {
    const issued = await call(
      'POST',
      `/api/cards/business/${program.id}/virtualCards`,
      {
        cardholders: Array.from({ length: count }, (_, n) => ({
          firstName: 'Cluster',
          lastName: `Test ${n}`,
          email: `cluster-${randomUUID().slice(0, 8)}@example.net`,
        })),
      },
      randomUUID(),
    );
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    return (issued.body.cards as { id: string }[]).map((card) => card.id);
  };
  return { call, program, issueCards };
}

type Load = { memo: string; key: string; cardId: string; amountCents: number };
/** attempts: how many times the load was sent (more than 1: an answer was lost to a kill). */
type Outcome = { load: Load; status: number | 'unacknowledged'; applied: boolean; attempts: number };

describe.skipIf(testEngine !== 'postgres')('`causeway api --processes 2` on PostgreSQL', () => {
  it('replaces SIGKILLed API processes and applies every acknowledged load exactly once', async () => {
    const cluster = await startedCluster({
      SEED_DEMO: '1',
      CAUSEWAY_FAILPOINTS: `money.beforeCommit=${PAUSE_BEFORE_COMMIT_MS}`,
    });
    const primary = cluster.child.pid!;
    const original = listeningPids(cluster);
    expect(new Set(original).size).toBe(2);
    expect(childPids(primary)).toEqual([...original].sort((a, b) => a - b));

    const { call, program, issueCards } = await signedIn(cluster.baseUrl);
    const cardIds = await issueCards(CARDS);

    let serial = 0;
    const nextLoad = (): Load => {
      serial += 1;
      return {
        memo: `cluster-load-${serial}-${randomUUID().slice(0, 8)}`,
        key: randomUUID(),
        cardId: cardIds[serial % cardIds.length]!,
        amountCents: 1 + Math.floor(Math.random() * 500),
      };
    };
    /** Sends a load until an answer that is not a crash comes back, always with the same key. */
    async function send(load: Load): Promise<Outcome> {
      for (let attempt = 0; attempt < ATTEMPTS_MAX; attempt += 1) {
        try {
          const answer = await call(
            'POST',
            `/api/cards/business/${program.id}/load`,
            { loads: [{ cardId: load.cardId, amountCents: load.amountCents }], memo: load.memo },
            load.key,
          );
          const results = answer.body.results as { status: string }[] | undefined;
          const attempts = attempt + 1;
          if (answer.status === 200)
            return { load, status: 200, applied: results?.[0]?.status === 'loaded', attempts };
          if (answer.status < 500 && answer.body.code !== 'idempotency_in_progress')
            return { load, status: answer.status, applied: false, attempts };
        } catch {
          // The API process holding the connection was killed, or the answer did not come within
          // ANSWER_TIMEOUT_MS: the same key again, through the port.
        }
        await sleep(100);
      }
      return { load, status: 'unacknowledged', applied: false, attempts: ATTEMPTS_MAX };
    }

    // Kill each original API process in turn, each time waiting for the primary's replacement.
    let done = false;
    const killer = (async () => {
      try {
        for (const [index, victim] of original.entries()) {
          await sleep(1_500);
          process.kill(victim, 'SIGKILL');
          await untilListening(cluster, original.length + index + 1);
        }
        await sleep(AFTER_REPLACEMENT_MS);
      } finally {
        done = true;
      }
    })();
    const outcomes: Outcome[] = [];
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (!done) outcomes.push(await send(nextLoad()));
      }),
    );
    await killer;

    // The primary lived on, noticed each death and replaced it with a process of its own.
    for (const victim of original) {
      expect(cluster.output()).toContain(`API process ${victim} ended unexpectedly (signal SIGKILL)`);
      expect(isAlive(victim)).toBe(false);
    }
    const replacements = listeningPids(cluster).slice(original.length);
    expect(replacements).toHaveLength(2);
    expect(childPids(primary)).toEqual([...replacements].sort((a, b) => a - b));
    expect(cluster.child.exitCode).toBe(null);

    const database = new pg.Client({ connectionString: store.environment.DATABASE_URL });
    await database.connect();
    try {
      const entries = await database.query<{ memo: string; total: string }>(
        'select memo, count(*) as total from journal_entries where memo like $1 group by memo',
        ['cluster-load-%'],
      );
      const applied = new Map(entries.rows.map((row) => [row.memo, Number(row.total)]));
      const succeeded = outcomes.filter((outcome) => outcome.applied);
      const retried = outcomes.filter((outcome) => outcome.attempts > 1);
      console.info(
        `cluster money: ${outcomes.length} loads, ${succeeded.length} applied, ${retried.length} sent again after a SIGKILL`,
      );
      expect(succeeded.length).toBeGreaterThan(20);
      // Eight clients keep both processes busy, so each kill cuts loads in flight.
      expect(retried.length).toBeGreaterThan(0);
      expect(outcomes.filter((outcome) => outcome.status === 'unacknowledged')).toEqual([]);
      for (const outcome of outcomes) {
        const count = applied.get(outcome.load.memo) ?? 0;
        expect(count, `${outcome.load.memo} answered ${outcome.status}`).toBe(outcome.applied ? 1 : 0);
      }
      // Each card holds exactly the loads acknowledged to it.
      const balances = await database.query<{ id: string; cents: string }>(
        'select c.id, a.balance_cents as cents from cards c join ledger_accounts a on a.id = c.account_id where c.id = any($1)',
        [cardIds],
      );
      for (const { id, cents } of balances.rows) {
        const loaded = succeeded
          .filter((outcome) => outcome.load.cardId === id)
          .reduce((sum, outcome) => sum + outcome.load.amountCents, 0);
        expect(Number(cents), `card ${id}`).toBe(loaded);
      }
      // Conservation: the funding and card accounts hold exactly what the organisation received.
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

    // SIGKILL to the primary: its API processes end with it and nothing is left listening.
    cluster.child.kill('SIGKILL');
    await cluster.exited;
    expect(await portClosesWithin(cluster.port, 5_000)).toBe(true);
    await sleep(500);
    for (const pid of replacements) expect(isAlive(pid), `API process ${pid}`).toBe(false);
  }, 300_000);

  it('SIGTERM: a load in flight finishes, then every process exits and the primary exits 0', async () => {
    const pauseMs = 1_500;
    const cluster = await startedCluster({
      SEED_DEMO: '1',
      CAUSEWAY_FAILPOINTS: `money.beforeCommit=${pauseMs}`,
    });
    const apiProcesses = listeningPids(cluster);
    const { call, program, issueCards } = await signedIn(cluster.baseUrl);
    const [cardId] = await issueCards(1);

    const inFlight = call(
      'POST',
      `/api/cards/business/${program.id}/load`,
      { loads: [{ cardId, amountCents: 700 }], memo: 'drain' },
      randomUUID(),
    );
    await sleep(pauseMs / 3);
    cluster.child.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect((answer.body.results as { status: string }[])[0]!.status).toBe('loaded');
    expect(await exitCode(cluster)).toBe(0);
    expect(await portClosesWithin(cluster.port, 1_000)).toBe(true);
    for (const pid of apiProcesses) expect(isAlive(pid), `API process ${pid}`).toBe(false);
    expect(cluster.output()).toContain('Stopped.');
  }, 300_000);
});
