// The autoload benchmark (issue 14): one run over 10,000 cards, on PostgreSQL and on PGlite. The
// cards and the autoload are made through the API; the run goes through the sandbox's "run now"
// (the worker's own code: record the run, then load batch by batch, each load under its key).
// Prints and records the run's duration and loads/s beside a raw-SQL minimal transfer measured in
// the same run on the same engine (pgbench with one client on PostgreSQL; the same statements in
// one PGlite), and their ratio. Usage: node bench/autoloads.mjs [postgres|pglite]…
// Writes bench/results/autoloads.json; the notes for docs/performance.md are written by hand.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { call } from './lib/card-loads.mjs';
import { prepareMinimalTransfer, runPgbench } from './lib/pgbench.mjs';
import { startServer } from './lib/server.mjs';

const CARDS = Number(process.env.BENCH_AUTOLOAD_CARDS ?? 10_000);
const CARDS_PER_ISSUE = 100;
const CARDS_PER_MEMBERS_CALL = 1_000;
const AMOUNT_CENTS = 100;
const MINIMAL_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PGLITE_MINIMAL_TRANSFERS = 5_000;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RESULTS = path.join(import.meta.dirname, 'results/autoloads.json');
const DEMO_LOGIN = { grantType: 'password', login: 'admin@example.org', password: 'Causeway#2026' };

async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  const session = await response.json();
  const me = await call(baseUrl, session.accessToken, 'GET', `/api/users/${session.userId}`);
  return { token: session.accessToken, organizationId: me.businesses[0].topLevelBusinessId };
}

/** A cards program with CARDS cards, the money for one run, and a daily autoload on every card. */
async function prepare(baseUrl) {
  const { token, organizationId } = await signIn(baseUrl);
  const { program } = await call(baseUrl, token, 'POST', `/api/businesses/${organizationId}/program`, {
    name: 'Autoload Benchmark',
    productType: 'cards',
  });
  const deposit = await fetch(`${baseUrl}/api/sandbox/achDeposits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ businessId: program.id, amountCents: CARDS * AMOUNT_CENTS }),
  });
  if (deposit.status !== 201) throw new Error(`deposit → ${deposit.status} ${await deposit.text()}`);
  const cardIds = [];
  for (let start = 0; start < CARDS; start += CARDS_PER_ISSUE) {
    const cardholders = Array.from({ length: Math.min(CARDS_PER_ISSUE, CARDS - start) }, (_, index) => ({
      firstName: 'Bench',
      lastName: `Holder ${start + index}`,
      email: `bench-holder-${start + index}@example.org`,
    }));
    const { cards } = await call(baseUrl, token, 'POST', `/api/cards/business/${program.id}/virtualCards`, {
      cardholders,
    });
    cardIds.push(...cards.map((card) => card.id));
  }
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const { autoload } = await call(baseUrl, token, 'POST', `/api/autoloads/business/${program.id}/autoload`, {
    name: 'Benchmark run',
    amountCents: AMOUNT_CENTS,
    frequency: 'daily',
    startDate: tomorrow,
    cardIds: cardIds.slice(0, CARDS_PER_MEMBERS_CALL),
  });
  for (let start = CARDS_PER_MEMBERS_CALL; start < CARDS; start += CARDS_PER_MEMBERS_CALL)
    await call(baseUrl, token, 'POST', `/api/autoloads/${autoload.id}/members`, {
      cardIds: cardIds.slice(start, start + CARDS_PER_MEMBERS_CALL),
    });
  return autoload.id;
}

async function runNow(baseUrl, autoloadId) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/sandbox/autoloads/${autoloadId}/runNow`, { method: 'POST' });
  const seconds = (performance.now() - started) / 1000;
  const detail = await response.json();
  if (!response.ok) throw new Error(`runNow → ${response.status} ${JSON.stringify(detail)}`);
  const run = detail.runs[0];
  if (run.loadedCount !== CARDS) throw new Error(`loaded ${run.loadedCount} of ${CARDS}: ${run.status}`);
  return { seconds, loaded: run.loadedCount };
}

/** The minimal double-entry transfer of bench/lib/pgbench.mjs, one at a time, in one PGlite. */
async function pgliteMinimalTps() {
  const db = new PGlite();
  await db.exec(`create table bench_accounts (id int primary key, balance bigint not null);
    create table bench_entries (id bigserial primary key, account_id int not null references bench_accounts(id), amount bigint not null, created_at timestamptz not null default now());
    insert into bench_accounts select g, 1000000000 from generate_series(1, 1000) g;`);
  const started = performance.now();
  for (let index = 0; index < PGLITE_MINIMAL_TRANSFERS; index += 1) {
    const target = 2 + (index % 999);
    await db.transaction(async (tx) => {
      await tx.query('select id from bench_accounts where id in (1, $1) order by id for update', [target]);
      await tx.query('update bench_accounts set balance = balance - 1 where id = 1');
      await tx.query('update bench_accounts set balance = balance + 1 where id = $1', [target]);
      await tx.query('insert into bench_entries (account_id, amount) values (1, -1), ($1, 1)', [target]);
    });
  }
  const tps = PGLITE_MINIMAL_TRANSFERS / ((performance.now() - started) / 1000);
  await db.close();
  return tps;
}

async function measure(engine) {
  const server = await startServer(engine, ADMIN_URL);
  try {
    const autoloadId = await prepare(server.baseUrl);
    const run = await runNow(server.baseUrl, autoloadId);
    let minimalTps;
    if (engine === 'postgres') {
      const scripts = await prepareMinimalTransfer(server.databaseUrl);
      minimalTps = runPgbench(server.databaseUrl, {
        script: scripts.hot,
        clients: 1,
        seconds: MINIMAL_SECONDS,
      });
    } else {
      minimalTps = await pgliteMinimalTps();
    }
    const loadsPerSecond = run.loaded / run.seconds;
    const row = {
      engine,
      cards: CARDS,
      seconds: Number(run.seconds.toFixed(2)),
      loadsPerSecond: Number(loadsPerSecond.toFixed(1)),
      minimalTransferTps: Number(minimalTps.toFixed(1)),
      ratio: Number((loadsPerSecond / minimalTps).toFixed(3)),
    };
    console.info(
      `${engine}: ${CARDS} cards in ${row.seconds} s, ${row.loadsPerSecond} loads/s; minimal transfer ${row.minimalTransferTps} tps; ratio ${row.ratio}`,
    );
    return row;
  } finally {
    await server.stop();
  }
}

const engines = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['postgres', 'pglite'];
const rows = [];
for (const engine of engines) rows.push(await measure(engine));
writeFileSync(
  RESULTS,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), cpus: os.cpus().length, rows }, null, 2)}\n`,
);
