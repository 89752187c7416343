// `npm run bench [-- card-loads|authorizations]`: every benchmark, or the ones named.
// card-loads: card loads through the HTTP API on PGlite and PostgreSQL at 1, 8 and 32 clients,
// beside PostgreSQL's own ceiling (pgbench tpcb-like and a minimal double-entry transfer) on the
// same server. Writes bench/results/card-loads.json and the table in docs/performance.md.
// authorizations: issuer decisions with three spend rules on the card (bench/authorizations.mjs).
// first-load: the gzip JavaScript of a cardholder's first screens (bench/first-load.mjs).
// lighthouse: Lighthouse mobile performance of /, /login and the cardholder dashboard (bench/lighthouse.mjs).
// ach-file: 10,000 bank transfers through the API cut into one NACHA file (bench/ach-file.mjs).
// With card-loads, authorizations, first-load and lighthouse in one run (all, by default), it also
// writes issue 20's figures in one table (bench/lib/issue-20-figures.mjs).
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { runAchFile } from './ach-file.mjs';
import { runAuthorizations } from './authorizations.mjs';
import { runFirstLoad } from './first-load.mjs';
import { call, measureLoads, prepare } from './lib/card-loads.mjs';
import { writeSection } from './lib/doc-section.mjs';
import { ISSUE_20_BENCHMARKS, issue20Figures } from './lib/issue-20-figures.mjs';
import { initTpcb, ledgerBytes, prepareMinimalTransfer, runPgbench } from './lib/pgbench.mjs';
import { perOperation, probe, probeServerOptions } from './lib/probe-client.mjs';
import { analyzeDatabase, freePort, startServer } from './lib/server.mjs';
import { runLighthouse } from './lighthouse.mjs';

const CLIENTS = [1, 8, 32];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RESULTS = path.join(import.meta.dirname, 'results/card-loads.json');

const SEQUENTIAL_LOADS = 100;

/** Statements per load, one load at a time: how many, their time, and the API process's CPU. */
async function sequentialStatements(baseUrl, probePort, { token, programId, cardIds }) {
  // autocannon stops at its deadline without waiting for the answers in flight: let them end first.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await probe(probePort, 'start');
  const started = performance.now();
  for (let index = 0; index < SEQUENTIAL_LOADS; index += 1)
    await call(baseUrl, token, 'POST', `/api/cards/business/${programId}/load`, {
      loads: [{ cardId: cardIds[index % cardIds.length], amountCents: 1 }],
    });
  const loadMs = (performance.now() - started) / SEQUENTIAL_LOADS;
  const { statements } = await probe(probePort, 'stop');
  return { loads: SEQUENTIAL_LOADS, loadMs, ...perOperation(statements, SEQUENTIAL_LOADS) };
}

async function loadsOn(engine) {
  // The probe counts statements in the API process; between its windows it only counts.
  const probePort = await freePort();
  const server = await startServer(engine, ADMIN_URL, probeServerOptions(probePort));
  try {
    const setup = await prepare(server.baseUrl);
    await measureLoads(server.baseUrl, setup, 8, WARMUP_SECONDS);
    await analyzeDatabase(server);
    const sequential = await sequentialStatements(server.baseUrl, probePort, setup);
    console.info(
      `${engine}: ${sequential.statements.toFixed(1)} statements per load, ${sequential.loadMs.toFixed(1)} ms one at a time`,
    );
    const rows = [];
    for (const clients of CLIENTS) {
      const row = await measureLoads(server.baseUrl, setup, clients, SECONDS);
      console.info(
        `${engine} ${clients} clients: ${row.requestsPerSecond.toFixed(0)} loads/s, p50 ${row.latencyP50Ms} ms, p99 ${row.latencyP99Ms} ms`,
      );
      rows.push(row);
    }
    const storage = server.databaseUrl ? await ledgerBytes(server.databaseUrl) : undefined;
    return { rows, storage, sequential };
  } finally {
    await server.stop();
  }
}

async function databaseCeiling() {
  const name = `causeway_pgbench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    initTpcb(url.toString());
    const scripts = await prepareMinimalTransfer(url.toString());
    const rows = [];
    for (const clients of CLIENTS) {
      const row = {
        clients,
        tpcbLike: runPgbench(url.toString(), { builtin: 'tpcb-like', clients, seconds: SECONDS }),
        minimalRandom: runPgbench(url.toString(), { script: scripts.random, clients, seconds: SECONDS }),
        minimalHotSource: runPgbench(url.toString(), { script: scripts.hot, clients, seconds: SECONDS }),
      };
      console.info(
        `pgbench ${clients} clients: tpcb-like ${row.tpcbLike.toFixed(0)}, minimal ${row.minimalRandom.toFixed(0)}, minimal hot ${row.minimalHotSource.toFixed(0)} tps`,
      );
      rows.push(row);
    }
    return rows;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const format = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

function table(results) {
  const lines = [
    `Measured ${results.date} on ${results.machine} (${SECONDS} s per cell; loads of 1 cent onto one of 50 cards, all from one program funding account).`,
    '',
    '| clients | PGlite loads/s | p50 / p99 ms | PostgreSQL loads/s | p50 / p99 ms | pgbench tpcb-like tps | minimal transfer tps (random / hot source) | ours ÷ minimal (random / hot) |',
    '|---|---|---|---|---|---|---|---|',
  ];
  CLIENTS.forEach((clients, index) => {
    const lite = results.pglite.rows[index];
    const postgres = results.postgres.rows[index];
    const ceiling = results.pgbench[index];
    lines.push(
      `| ${clients} | ${format(lite.requestsPerSecond)} | ${lite.latencyP50Ms} / ${lite.latencyP99Ms} | ${format(postgres.requestsPerSecond)} | ${postgres.latencyP50Ms} / ${postgres.latencyP99Ms} | ${format(ceiling.tpcbLike)} | ${format(ceiling.minimalRandom)} / ${format(ceiling.minimalHotSource)} | ${format(postgres.requestsPerSecond / ceiling.minimalRandom, 2)} / ${format(postgres.requestsPerSecond / ceiling.minimalHotSource, 2)} |`,
    );
  });
  const once = (engine) => {
    const { statements, loadMs, sqlMs, cpuMs } = results[engine].sequential;
    return `${format(statements, 1)} statements, ${format(loadMs, 1)} ms as the client sees it, ${format(sqlMs, 1)} ms waiting for SQL, ${format(cpuMs, 1)} ms of the API process's CPU`;
  };
  const kinds = (engine) =>
    results[engine].sequential.kinds
      .map(({ kind, perOperation, meanMs }) => `${kind} ${format(perOperation, 2)} × ${format(meanMs, 1)} ms`)
      .join('; ');
  lines.push(
    '',
    `One load at a time (${SEQUENTIAL_LOADS} loads, statements counted in the API process by bench/lib/probe.mjs): PGlite ${once('pglite')}; PostgreSQL ${once('postgres')}.`,
    '',
    `PostgreSQL's statements per load: ${kinds('postgres')}.`,
  );
  const storage = results.postgres.storage;
  if (storage)
    lines.push(
      '',
      `Bytes stored per card load (journal entry + 2 postings + idempotency key, with indexes): ${format(storage.bytes / storage.cardLoads)} (${storage.cardLoads} loads).`,
    );
  return lines.join('\n');
}

async function runCardLoads() {
  const results = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    pglite: await loadsOn('pglite'),
    postgres: await loadsOn('postgres'),
    pgbench: await databaseCeiling(),
  };
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  writeSection('card-loads', 'Card loads through the API', table(results));
  console.info(`\n${table(results)}`);
}

const BENCHMARKS = {
  'card-loads': runCardLoads,
  authorizations: () =>
    runAuthorizations({ adminUrl: ADMIN_URL, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS }),
  'first-load': () => runFirstLoad({ adminUrl: ADMIN_URL }),
  'ach-file': () => runAchFile({ adminUrl: ADMIN_URL }),
  lighthouse: () => runLighthouse({ adminUrl: ADMIN_URL }),
};
const selected = process.argv.slice(2);
const unknown = selected.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0) {
  console.error(
    `unknown benchmark ${unknown.join(', ')}; usage: npm run bench [-- ${Object.keys(BENCHMARKS).join('|')} …]`,
  );
  process.exit(2);
}
const running = selected.length > 0 ? selected : Object.keys(BENCHMARKS);
for (const name of running) await BENCHMARKS[name]();
// Issue 20's table only from results of this run: never rows measured on different days.
if (ISSUE_20_BENCHMARKS.every((name) => running.includes(name))) {
  writeSection('issue-20', "Issue 20's figures", issue20Figures());
  console.info(`\n${issue20Figures()}`);
}
