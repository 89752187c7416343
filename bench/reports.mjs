// The reports benchmark (issue 15): an organisation with 1,000,000 card transactions (13 months),
// 50,000 card loads and 100,000 bank transfers on PostgreSQL, then p50/p99 of each reporting call
// over one month and over one year, and of GET /businesses/{id}/transactions, through the HTTP API.
// `node bench/reports.mjs` (BENCH_DATABASE_URL, default this machine's `test` database; the
// database is dropped afterwards). BENCH_REPORT_TRANSACTIONS / _TRANSFERS / _LOADS scale it,
// BENCH_REPORT_ENGINE=pglite runs the same seed on an in-memory PGlite and times the module functions
// the routes call (PGlite is embedded in the API process); =postgres-direct does that on PostgreSQL;
// =trigger-cost times what the reporting rollup triggers add to an authorization's writes.
//
// The programs, cards and recipient are made through the API; the million rows are written with
// SQL (generate_series) because playing them through the sandbox network would take hours. The
// rows keep every constraint (checks, foreign keys, the journal's zero-sum trigger).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { call } from './lib/card-loads.mjs';
import { startServer } from './lib/server.mjs';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TRANSACTIONS = Number(process.env.BENCH_REPORT_TRANSACTIONS ?? 1_000_000);
const TRANSFERS = Number(process.env.BENCH_REPORT_TRANSFERS ?? 100_000);
const LOADS = Number(process.env.BENCH_REPORT_LOADS ?? 50_000);
const CARDS = 500;
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 100);
const WARMUP = 5;
const DAYS = 395;
const RESULTS = path.join(import.meta.dirname, 'results/reports.json');
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

/** A cards program with CARDS virtual cards and a payouts program with one verified recipient. */
async function prepare(baseUrl) {
  const { token, organizationId } = await signIn(baseUrl);
  const cards = await call(baseUrl, token, 'POST', `/api/businesses/${organizationId}/program`, {
    name: 'Reports Benchmark Cards',
    productType: 'cards',
  });
  const payouts = await call(baseUrl, token, 'POST', `/api/businesses/${organizationId}/program`, {
    name: 'Reports Benchmark Payouts',
    productType: 'bank_transfers',
  });
  for (let issued = 0; issued < CARDS; issued += 100) {
    await call(baseUrl, token, 'POST', `/api/cards/business/${cards.program.id}/virtualCards`, {
      cardholders: Array.from({ length: 100 }, (_, index) => ({
        firstName: 'Bench',
        lastName: `Holder ${issued + index}`,
        email: `bench-report-${issued + index}@example.org`,
      })),
    });
  }
  const { recipient } = await call(baseUrl, token, 'POST', '/api/bankTransfers/recipientWithBankAccount', {
    businessId: payouts.program.id,
    type: 'person',
    name: 'Bench Payee',
    email: 'bench-report-payee@example.org',
    bankAccount: {
      nameOnAccount: 'Bench Payee',
      accountType: 'checking',
      accountNumber: '000123456789',
      routingNumber: '021000021',
    },
  });
  return {
    token,
    organizationId,
    cardsProgramId: cards.program.id,
    payoutsProgramId: payouts.program.id,
    recipientId: recipient.id,
  };
}

/** The million rows, written in the database's own loops. */
async function seed(client, setup) {
  const started = performance.now();
  const { cardsProgramId, payoutsProgramId, recipientId, organizationId } = setup;
  await client.query('begin');
  // CARDS cards in the program, however many the set-up made (the in-process runs start from the
  // demo's few): copies of one card, each with its own card account, so purchases spread over
  // cards as they do in life (and over the rollups' shards, which are keyed by card).
  await client.query(
    `with missing as (
       select greatest(0, $2::int - (select count(*) from cards where business_id = $1)) as n
     ), accounts as (
       insert into ledger_accounts (business_id, kind)
       select $1, 'card' from generate_series(1, (select n from missing)) returning id
     ), numbered as (
       select id, row_number() over (order by id) as n from accounts
     )
     insert into cards (reference, business_id, cardholder_id, account_id, form, status, last4,
                        number_encrypted, cvv_encrypted, expiry_month, expiry_year)
     select 'BR' || lpad(numbered.n::text, 8, '0'), c.business_id, c.cardholder_id, numbered.id, c.form,
            c.status, c.last4, c.number_encrypted, c.cvv_encrypted, c.expiry_month, c.expiry_year
     from numbered cross join (select * from cards where business_id = $1 order by created_at limit 1) c`,
    [cardsProgramId, CARDS],
  );
  await client.query(
    `create temp table bench_cards on commit drop as
       select row_number() over (order by id) as n, id, account_id from cards where business_id = $1`,
    [cardsProgramId],
  );
  await client.query(
    `insert into card_transactions (card_id, business_id, kind, status, requested_cents, approved_cents,
                                    decline_reason, merchant_name, mcc, merchant_category, country, created_at, updated_at)
     select c.id, $1, case when r < 0.05 then 'refund' else 'authorization' end,
            case when r < 0.05 then 'refunded' when r < 0.13 then 'declined' when r < 0.15 then 'reversed'
                 when r < 0.20 then 'approved' else 'cleared' end,
            amount, case when r >= 0.05 and r < 0.13 then 0 else amount end,
            case when r >= 0.05 and r < 0.13
                 then (array['INSUFFICIENT_FUNDS','MERCHANT_DECLINE','VELOCITY_DECLINE','CARD_LOCKED'])[1 + (g % 4)] end,
            'Merchant ' || (g % 400), (array['5411','5912','4111','5541','7011','5812','6011','4900','5651','5311'])[1 + (g % 10)],
            'Benchmark', 'US', at, at
     from (select g, random() as r, 100 + (g::bigint * 7919) % 20000 as amount,
                  now() - (random() * interval '${DAYS} days') as at
           from generate_series(1, $2::int) as g) s
     join bench_cards c on c.n = 1 + (s.g % (select count(*) from bench_cards))`,
    [cardsProgramId, TRANSACTIONS],
  );
  const [funding] = (
    await client.query(`select id from ledger_accounts where business_id = $1 and kind = 'funding'`, [
      cardsProgramId,
    ])
  ).rows;
  const fundingId =
    funding?.id ??
    (
      await client.query(
        `insert into ledger_accounts (business_id, kind) values ($1, 'funding') returning id`,
        [cardsProgramId],
      )
    ).rows[0].id;
  // Loads: an entry and its two postings each (the journal's zero-sum trigger checks at commit).
  await client.query(
    `with seeded as (
       select g, 1000 + (g % 50) * 100 as amount, now() - (random() * interval '${DAYS} days') as at,
              c.account_id
       from generate_series(1, $2::int) g join bench_cards c on c.n = 1 + (g % (select count(*) from bench_cards))
     ), entries as (
       insert into journal_entries (organization_id, kind, amount_cents, custom_fields, created_at)
       select $1, 'card_load', amount,
              jsonb_build_object('fundingSource', (array['Grant A','Grant B','Private'])[1 + (g % 3)]), at
       from seeded order by g
       returning id, amount_cents, created_at
     ), numbered as (
       select e.*, row_number() over (order by e.created_at, e.id) as n from entries e
     ), accounts as (
       select s.account_id, row_number() over (order by s.at, s.g) as n from seeded s
     )
     insert into postings (entry_id, account_id, amount_cents, balance_after_cents, created_at)
     select id, $3::uuid, -amount_cents, 0, created_at from numbered
     union all
     select n.id, a.account_id, n.amount_cents, n.amount_cents, n.created_at from numbered n join accounts a using (n)`,
    [organizationId, LOADS, fundingId],
  );
  const [bankAccount] = (
    await client.query(`select id from recipient_bank_accounts where recipient_id = $1`, [recipientId])
  ).rows;
  const payoutFunding =
    (
      await client.query(
        `insert into ledger_accounts (business_id, kind) values ($1, 'funding')
                        on conflict do nothing returning id`,
        [payoutsProgramId],
      )
    ).rows[0]?.id ??
    (
      await client.query(`select id from ledger_accounts where business_id = $1 and kind = 'funding'`, [
        payoutsProgramId,
      ])
    ).rows[0].id;
  const debit = (
    await client.query(
      `insert into journal_entries (organization_id, kind, amount_cents) values ($1, 'bank_transfer', 1) returning id`,
      [organizationId],
    )
  ).rows[0].id;
  await client.query(
    `insert into postings (entry_id, account_id, amount_cents, balance_after_cents) values ($1, $2, -1, 0), ($1, $2, 1, 0)`,
    [debit, payoutFunding],
  );
  await client.query(
    `insert into bank_transfers (business_id, recipient_id, bank_account_id, amount_cents, speed, status,
                                 failure_reason, failure_code, cutoff_at, effective_date, expected_by_date,
                                 debit_entry_id, created_at, updated_at, completed_at, failed_at, custom_fields)
     select $1, $2, $3, 1000 + (g::bigint * 104729) % 200000,
            (array['ach','sameday_ach','instant'])[1 + (g % 3)],
            case when r < 0.85 then 'completed' when r < 0.93 then 'failed' else 'processing' end,
            case when r >= 0.85 and r < 0.93 then (array['account_closed','invalid_account_number','owner_deceased'])[1 + (g % 3)] end,
            case when r >= 0.85 and r < 0.93 then 'R02' end,
            at, (at at time zone 'America/New_York')::date, (at at time zone 'America/New_York')::date + 2,
            $4, at, at,
            case when r < 0.85 or (r >= 0.90 and r < 0.93) then at + interval '1 day' * (1 + g % 2) end,
            case when r >= 0.85 and r < 0.93 then at + interval '2 days' end,
            jsonb_build_object('fundingSource', (array['Grant A','Grant B','Private'])[1 + (g % 3)])
     from (select g, random() as r, now() - (random() * interval '${DAYS} days') as at
           from generate_series(1, $5::int) g) s`,
    [payoutsProgramId, recipientId, bankAccount.id, debit, TRANSFERS],
  );
  await client.query('commit');
  await client.query('vacuum analyze');
  // Write the seed's dirty pages out now, not during the first cells timed after it (PostgreSQL
  // only; PGlite has no checkpointer to wait for).
  if (client instanceof pg.Client) await client.query('checkpoint');
  return (performance.now() - started) / 1000;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(baseUrl, token, url) {
  const times = [];
  for (let run = 0; run < WARMUP + RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} → ${response.status}`);
    if (run >= WARMUP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: Number(percentile(times, 50).toFixed(1)), p99Ms: Number(percentile(times, 99).toFixed(1)) };
}

const newYorkDay = (ms) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(ms));

function periodsNow() {
  const today = newYorkDay(Date.now());
  return {
    month: { from: newYorkDay(Date.now() - 29 * 86_400_000), to: today },
    year: { from: newYorkDay(Date.now() - 364 * 86_400_000), to: today },
  };
}

async function timeRuns(run) {
  const times = [];
  for (let index = 0; index < WARMUP + RUNS; index += 1) {
    const started = performance.now();
    await run();
    if (index >= WARMUP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: Number(percentile(times, 50).toFixed(1)), p99Ms: Number(percentile(times, 99).toFixed(1)) };
}

/**
 * PGlite runs inside the API process, so its cells call the same module functions the routes call
 * (no HTTP), on an in-memory database migrated and seeded with the demo organisation.
 */
async function directRows(engine) {
  const api = (file) => tsImport(`../apps/api/src/${file}`, import.meta.url);
  const { openPglite, openPostgres } = await api('db/client.ts');
  const { seedDemo } = await api('seed/demo.ts');
  const { Outbox } = await api('adapters/outbox.ts');
  const { loadCallerContext, reachBusiness } = await api('modules/tenancy/access.ts');
  const { cardKeyMetrics } = await api('modules/reporting/card-key-metrics.ts');
  const { transactionCategories } = await api('modules/reporting/transaction-categories.ts');
  const { bankTransferKeyMetrics } = await api('modules/reporting/bank-transfer-key-metrics.ts');
  const { businessTransactions } = await api('modules/authorizations/transaction-lists.ts');
  const database = engine === 'postgres' ? await createBenchDatabase() : undefined;
  const handle = database ? await openPostgres(database.url) : await openPglite(undefined);
  await handle.migrate();
  const demo = await seedDemo(handle.db, {
    outbox: new Outbox({ email: false, sms: false }),
    masterKey: Buffer.alloc(32, 7),
    publicUrl: 'http://localhost',
  });
  // One connection for the seed (its begin and commit must share it); PGlite is one connection.
  const client = database ? new pg.Client({ connectionString: database.url }) : handle.db.$client;
  if (database) await client.connect();
  const [recipient] = (
    await client.query(
      `select r.id from recipients r join recipient_bank_accounts a on a.recipient_id = r.id where r.business_id = $1 limit 1`,
      [demo.payoutsProgramId],
    )
  ).rows;
  const setup = {
    organizationId: demo.organizationId,
    cardsProgramId: demo.cardsProgramId,
    payoutsProgramId: demo.payoutsProgramId,
    recipientId: recipient.id,
  };
  const seedSeconds = await seed(client, setup);
  if (database) await client.end();
  const userId = demo.users.admin;
  const config = { hideTransactionDataBusinessIds: [], superFundingAccountBusinessIds: [] };
  const rows = [];
  for (const [span, period] of Object.entries(periodsNow())) {
    // Each cell reaches the business as a request does (the caller's roles read once per call).
    const reach = async () => {
      const context = await loadCallerContext(handle.db, userId);
      return {
        access: await reachBusiness(handle.db, context, setup.organizationId),
        actor: { userId, context, config },
      };
    };
    const filter = { ...period, fieldName: 'fundingSource', fieldValue: 'Grant A' };
    const cells = {
      'cards/keyMetrics': async () => cardKeyMetrics(handle.db, (await reach()).access, period),
      'cards/transactionCategories': async () => {
        const { access, actor } = await reach();
        return transactionCategories(handle.db, actor, access, period);
      },
      'bankTransfers/keyMetrics': async () =>
        bankTransferKeyMetrics(handle.db, (await reach()).access, period),
      'cards/keyMetrics (funding filter)': async () =>
        cardKeyMetrics(handle.db, (await reach()).access, filter),
      transactions: async () => {
        const { access, actor } = await reach();
        return businessTransactions(handle.db, actor, access, { ...period, limit: 50 });
      },
    };
    for (const [name, run] of Object.entries(cells)) {
      const figures = await timeRuns(run);
      console.info(`${engine} in process ${name} ${span}: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`);
      rows.push({ call: name, period: span, ...figures });
    }
  }
  await handle.close();
  await database?.drop();
  return { rows, seedSeconds };
}

/** A fresh PostgreSQL database for the in-process run, dropped afterwards. */
async function createBenchDatabase() {
  const name = `causeway_bench_reports_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: ADMIN_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * What the rollup triggers add to a write on the authorization path (PostgreSQL): single-statement
 * transactions on one program's cards, as an authorization (insert, approved) and a clearing
 * (update, approved → cleared) write them, before and after migration 0024 (rounds alternate the
 * states, so the machine's load drifts over all alike), with one client and with TRIGGER_CLIENTS
 * clients on different cards of the same business and day (the case the shards are for).
 */
const TRIGGER_ROUNDS = 4;
const TRIGGER_OPS = Number(process.env.BENCH_REPORT_TRIGGER_OPS ?? 500);
const TRIGGER_CLIENTS = 8;

async function triggerCostRows() {
  const api = (file) => tsImport(`../apps/api/src/${file}`, import.meta.url);
  const { openPostgres } = await api('db/client.ts');
  const { seedDemo } = await api('seed/demo.ts');
  const { Outbox } = await api('adapters/outbox.ts');
  const database = await createBenchDatabase();
  const handle = await openPostgres(database.url);
  await handle.migrate();
  const demo = await seedDemo(handle.db, {
    outbox: new Outbox({ email: false, sms: false }),
    masterKey: Buffer.alloc(32, 7),
    publicUrl: 'http://localhost',
  });
  await handle.close();
  const clients = await Promise.all(
    Array.from({ length: TRIGGER_CLIENTS }, async () => {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      return client;
    }),
  );
  const cardIds = (
    await clients[0].query('select id from cards where business_id = $1 order by id', [demo.cardsProgramId])
  ).rows.map((row) => row.id);
  if (cardIds.length === 0) throw new Error('the demo cards program has no cards');
  // Three states: before (migration 0019: the covering index, no triggers), after (0024: the
  // triggers, index dropped) and the triggers with the index kept (the triggers' own cost).
  const INDEX = `card_transactions_report_day_idx`;
  const STATES = {
    before: { triggers: false, index: true },
    after: { triggers: true, index: false },
    'triggers and index': { triggers: true, index: true },
  };
  const setState = async ({ triggers, index }) => {
    const toggle = triggers ? 'enable' : 'disable';
    await clients[0].query(
      `alter table card_transactions ${toggle} trigger card_transactions_report_insert;
       alter table card_transactions ${toggle} trigger card_transactions_report_update`,
    );
    await clients[0].query(
      index
        ? `create index if not exists ${INDEX} on card_transactions (business_id, ((created_at at time zone 'America/New_York')::date))
             include (created_at, kind, status, approved_cents, requested_cents, decline_reason, mcc, merchant_name)`
        : `drop index if exists ${INDEX}`,
    );
  };
  /** OPS authorizations then OPS clearings of them, by `client` on `cardId`; each one's milliseconds. */
  async function play(client, cardId, times) {
    const ids = [];
    for (let index = 0; index < TRIGGER_OPS; index += 1) {
      const started = performance.now();
      const { rows } = await client.query(
        `insert into card_transactions (card_id, business_id, kind, status, requested_cents, approved_cents,
                                        merchant_name, mcc, merchant_category, country)
         values ($1, $2, 'authorization', 'approved', $3, $3, 'Bench Grocer', '5411', 'Grocery Stores', 'US')
         returning id`,
        [cardId, demo.cardsProgramId, 100 + index],
      );
      times.insert.push(performance.now() - started);
      ids.push(rows[0].id);
    }
    for (const id of ids) {
      const started = performance.now();
      await client.query(
        `update card_transactions set status = 'cleared', updated_at = now() where id = $1`,
        [id],
      );
      times.update.push(performance.now() - started);
    }
  }
  const cells = {};
  const order = Object.keys(STATES);
  for (let round = 0; round < TRIGGER_ROUNDS; round += 1) {
    // Rotate the order each round, so no state always runs first after a change.
    for (const state of [...order.slice(round % order.length), ...order.slice(0, round % order.length)]) {
      await setState(STATES[state]);
      for (const parallel of [1, TRIGGER_CLIENTS]) {
        const key = `${state}, ${parallel} client${parallel > 1 ? 's' : ''}`;
        cells[key] ??= { insert: [], update: [], seconds: 0, operations: 0 };
        const started = performance.now();
        await Promise.all(
          clients
            .slice(0, parallel)
            .map((client, index) => play(client, cardIds[index % cardIds.length], cells[key])),
        );
        cells[key].seconds += (performance.now() - started) / 1000;
        cells[key].operations += 2 * TRIGGER_OPS * parallel;
      }
    }
  }
  await setState(STATES.after);
  await Promise.all(clients.map((client) => client.end()));
  await database.drop();
  const figures = (times) => {
    const sorted = [...times].sort((a, b) => a - b);
    return {
      p50Ms: Number(percentile(sorted, 50).toFixed(2)),
      p99Ms: Number(percentile(sorted, 99).toFixed(2)),
    };
  };
  return Object.entries(cells).map(([cell, times]) => {
    const row = {
      cell,
      authorizationInsert: figures(times.insert),
      clearingUpdate: figures(times.update),
      statementsPerSecond: Math.round(times.operations / times.seconds),
    };
    console.info(`trigger cost ${cell}: ${JSON.stringify(row)}`);
    return row;
  });
}

async function postgresRows() {
  const server = await startServer('postgres', ADMIN_URL);
  try {
    const setup = await prepare(server.baseUrl);
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    const seedSeconds = await seed(client, setup);
    await client.end();
    const id = setup.organizationId;
    const calls = {
      'cards/keyMetrics': (p) => `/api/businesses/${id}/reporting/cards/keyMetrics?from=${p.from}&to=${p.to}`,
      'cards/transactionCategories': (p) =>
        `/api/businesses/${id}/reporting/cards/transactionCategories?from=${p.from}&to=${p.to}`,
      'bankTransfers/keyMetrics': (p) =>
        `/api/businesses/${id}/reporting/bankTransfers/keyMetrics?from=${p.from}&to=${p.to}`,
      'cards/keyMetrics (funding filter)': (p) =>
        `/api/businesses/${id}/reporting/cards/keyMetrics?from=${p.from}&to=${p.to}&fieldName=fundingSource&fieldValue=Grant%20A`,
      transactions: (p) => `/api/businesses/${id}/transactions?from=${p.from}&to=${p.to}&limit=50`,
    };
    const rows = [];
    for (const [name, urlOf] of Object.entries(calls)) {
      for (const [span, period] of Object.entries(periodsNow())) {
        const figures = await measure(server.baseUrl, setup.token, urlOf(period));
        console.info(`postgres ${name} ${span}: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`);
        rows.push({ call: name, period: span, ...figures });
      }
    }
    return { rows, seedSeconds };
  } finally {
    await server.stop();
  }
}

async function main() {
  const engine = process.env.BENCH_REPORT_ENGINE ?? 'postgres';
  if (engine === 'trigger-cost') {
    const rows = await triggerCostRows();
    const result = {
      engine: 'postgres',
      through: 'single SQL statements, one per transaction',
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
      loadAverage: os.loadavg().map((load) => Number(load.toFixed(1))),
      operationsPerClientAndRound: TRIGGER_OPS,
      rounds: TRIGGER_ROUNDS,
      rows,
      measuredAt: new Date().toISOString(),
    };
    writeFileSync(RESULTS.replace('.json', '-trigger-cost.json'), `${JSON.stringify(result, null, 2)}\n`);
    return;
  }
  // postgres: through the HTTP API (builds and starts the server); postgres-direct and pglite: the
  // module functions the routes call, in this process (no build, so no shared dist is touched).
  const { rows, seedSeconds } =
    engine === 'postgres'
      ? await postgresRows()
      : await directRows(engine === 'pglite' ? 'pglite' : 'postgres');
  console.info(
    `seeded ${TRANSACTIONS} transactions, ${LOADS} loads, ${TRANSFERS} transfers in ${seedSeconds.toFixed(0)} s`,
  );
  const result = {
    engine,
    through: engine === 'postgres' ? 'HTTP API' : 'module functions in process',
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    transactions: TRANSACTIONS,
    loads: LOADS,
    transfers: TRANSFERS,
    runsPerCell: RUNS,
    // The machine is shared: the load while the cells ran says how far apart runs can be compared.
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(1))),
    seedSeconds: Math.round(seedSeconds),
    rows,
    measuredAt: new Date().toISOString(),
  };
  writeFileSync(RESULTS.replace('.json', `-${engine}.json`), `${JSON.stringify(result, null, 2)}\n`);
}

await main();
