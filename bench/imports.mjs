// The CSV import benchmark (issue 16): 10,000-row imports of virtual cards, card loads and
// recipients through the API (upload, the server's check, confirm, the worker to the last row), on
// PostgreSQL and PGlite. Prints rows/s end to end and the API process's resident memory: its peak
// during each import, sampled from /proc every 100 ms, and for card loads the same at 1,000 rows,
// so memory that grows with the file shows. Writes bench/results/imports.json.
// Usage: node bench/imports.mjs [pglite|postgres …]  (BENCH_IMPORT_ROWS, BENCH_DATABASE_URL)
// It bundles the API into its own file (apps/api/.bench-imports/main.js) rather than the shared
// dist/, so it never races a build or an end-to-end run that holds dist/.

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import pg from 'pg';
import { freePort } from './lib/server.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const SMALL_ROWS = 1_000;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RESULTS = path.join(import.meta.dirname, 'results/imports.json');
const DEMO_LOGIN = { grantType: 'password', login: 'admin@example.org', password: 'Causeway#2026' };
const POLL_MS = 250;
const SAMPLE_MS = 100;
const IMPORT_TIMEOUT_MS = 30 * 60_000;

const API_ROOT = path.join(import.meta.dirname, '../apps/api');
const BUNDLE = path.join(API_ROOT, '.bench-imports/main.js');
const START_TIMEOUT_MS = 180_000;

/** The API as `npm run build` bundles it (our code inlined, libraries left to node), in a file of its own. */
async function bundleApi() {
  await build({
    entryPoints: [path.join(API_ROOT, 'src/main.ts')],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-libraries',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@causeway/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

/** `causeway all` from the private bundle on a fresh PGlite folder or PostgreSQL database. */
async function startServer(engine) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let databaseUrl;
  let dataDir;
  const name = `causeway_bench_${randomBytes(4).toString('hex')}`;
  if (engine === 'postgres') {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  } else dataDir = mkdtempSync(path.join(tmpdir(), 'causeway-bench-imports-'));
  const child = spawn(process.execPath, [BUNDLE, 'all'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'silent',
      SANDBOX: '1',
      SEED_DEMO: '1',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      ACH_JOB_INTERVAL_MS: '3600000',
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    },
  });
  const started = Date.now();
  for (;;) {
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > START_TIMEOUT_MS) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    baseUrl,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (databaseUrl) {
        const admin = new pg.Client({ connectionString: ADMIN_URL });
        await admin.connect();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function call(baseUrl, token, method, url, body) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status} ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : undefined;
}

/** Resident memory of a process in MiB, from /proc (Linux). */
function residentMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
}

/** Uploads a file, confirms it and waits for the worker's last row; answers rows/s and the memory peak. */
async function runImport(server, token, businessId, kind, csv, rowCount) {
  let peakMiB = residentMiB(server.pid);
  const sampler = setInterval(() => {
    peakMiB = Math.max(peakMiB, residentMiB(server.pid));
  }, SAMPLE_MS);
  const started = performance.now();
  try {
    const uploaded = await call(server.baseUrl, token, 'POST', `/api/businesses/${businessId}/imports`, {
      kind,
      fileName: `${kind}-${rowCount}.csv`,
      csv,
    });
    const checkedMs = performance.now() - started;
    const id = uploaded.import.id;
    if (uploaded.import.invalidRowCount !== 0)
      throw new Error(`${kind}: ${uploaded.import.invalidRowCount} rows refused`);
    await call(server.baseUrl, token, 'POST', `/api/businesses/${businessId}/imports/${id}/confirm`, {});
    for (;;) {
      const { import: record } = await call(
        server.baseUrl,
        token,
        'GET',
        `/api/businesses/${businessId}/imports/${id}`,
      );
      if (record.status === 'completed') {
        if (record.succeededCount !== rowCount) throw new Error(`${kind}: ${record.failedCount} rows failed`);
        break;
      }
      if (performance.now() - started > IMPORT_TIMEOUT_MS) throw new Error(`${kind}: timed out`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      kind,
      rows: rowCount,
      seconds,
      rowsPerSecond: rowCount / seconds,
      checkSeconds: checkedMs / 1000,
      peakMiB,
    };
  } finally {
    clearInterval(sampler);
  }
}

const people = (count, prefix) =>
  Array.from({ length: count }, (_, index) => ['Bench', `Holder ${index}`, `${prefix}-${index}@example.org`]);
const csvOf = (header, rows) => [header.join(','), ...rows.map((row) => row.join(','))].join('\r\n');

async function importsOn(engine) {
  const server = await startServer(engine);
  try {
    const session = await (
      await fetch(`${server.baseUrl}/api/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_LOGIN),
      })
    ).json();
    const token = session.accessToken;
    const me = await call(server.baseUrl, token, 'GET', `/api/users/${session.userId}`);
    const organizationId = me.businesses[0].topLevelBusinessId;
    const { program } = await call(
      server.baseUrl,
      token,
      'POST',
      `/api/businesses/${organizationId}/program`,
      {
        name: 'Import Benchmark',
        productType: 'cards',
      },
    );
    const deposit = await fetch(`${server.baseUrl}/api/sandbox/achDeposits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ businessId: program.id, amountCents: 100_000_000 }),
    });
    if (deposit.status !== 201) throw new Error(`deposit → ${deposit.status}`);
    const idleMiB = residentMiB(server.pid);
    const results = [];
    const report = (result) => {
      console.info(
        `${engine} ${result.kind} ${result.rows} rows: ${result.seconds.toFixed(1)} s (${result.rowsPerSecond.toFixed(0)} rows/s, upload and check ${result.checkSeconds.toFixed(1)} s), API memory peak ${result.peakMiB.toFixed(0)} MiB`,
      );
      results.push(result);
    };

    const cardsCsv = csvOf(['firstName', 'lastName', 'email'], people(ROWS, `bench-${engine}`));
    report(await runImport(server, token, program.id, 'virtual_cards', cardsCsv, ROWS));
    const cardIds = [];
    let cursor;
    do {
      const page = await call(
        server.baseUrl,
        token,
        'GET',
        `/api/cards/business/${program.id}/cards?limit=200${cursor ? `&cursor=${cursor}` : ''}`,
      );
      cardIds.push(...page.cards.map((card) => card.id));
      cursor = page.page.nextCursor;
    } while (cursor);
    const loads = (ids, cents) =>
      csvOf(
        ['cardId', 'amount'],
        ids.map((id) => [id, cents]),
      );
    report(
      await runImport(
        server,
        token,
        program.id,
        'card_loads',
        loads(cardIds.slice(0, SMALL_ROWS), '1.00'),
        SMALL_ROWS,
      ),
    );
    report(
      await runImport(server, token, program.id, 'card_loads', loads(cardIds.slice(0, ROWS), '2.00'), ROWS),
    );
    const recipients = csvOf(
      ['type', 'name', 'email', 'nameOnAccount', 'accountType', 'accountNumber', 'routingNumber'],
      Array.from({ length: ROWS }, (_, index) => [
        'person',
        'Bench Payee',
        `bench-payee-${engine}-${index}@example.org`,
        'Bench Payee',
        'checking',
        String(700_000_000 + index),
        '021000021',
      ]),
    );
    report(await runImport(server, token, program.id, 'recipients', recipients, ROWS));
    return { engine, idleMiB, results };
  } finally {
    await server.stop();
  }
}

const engines = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['postgres', 'pglite'];
await bundleApi();
const runs = [];
try {
  for (const engine of engines) runs.push(await importsOn(engine));
} finally {
  rmSync(path.dirname(BUNDLE), { recursive: true, force: true });
}
writeFileSync(
  RESULTS,
  `${JSON.stringify({ date: new Date().toISOString(), machine: `${os.cpus().length} × ${os.cpus()[0]?.model}`, loadAverage: os.loadavg()[0], rows: ROWS, runs }, null, 2)}\n`,
);
