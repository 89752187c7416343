// The CSV import benchmark (issue 16): 10,000-row imports of virtual cards, card loads and
// recipients through the API (upload, the server's check, confirm, the worker to the last row), on
// PostgreSQL and PGlite. Prints rows/s end to end and the API process's resident memory: its peak
// during each import, sampled from /proc every 100 ms, and for card loads the same at 1,000 rows,
// so memory that grows with the file shows. Writes bench/results/imports.json.
// Usage: node bench/imports.mjs [pglite|postgres …]  (BENCH_IMPORT_ROWS, BENCH_DATABASE_URL)
// The API runs from the benchmarks' own bundle (lib/server.mjs).

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startServer } from './lib/server.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const SMALL_ROWS = 1_000;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RESULTS = path.join(import.meta.dirname, 'results/imports.json');
const DEMO_LOGIN = { grantType: 'password', login: 'admin@example.org', password: 'Causeway#2026' };
const POLL_MS = 250;
const SAMPLE_MS = 100;
const IMPORT_TIMEOUT_MS = 30 * 60_000;

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
  const server = await startServer(engine, ADMIN_URL, {
    env: { ACCESS_TOKEN_TTL_SECONDS: '86400', ACH_JOB_INTERVAL_MS: '3600000' },
  });
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
// Each engine's run replaces that engine's earlier one in the results file, so the engines can be
// measured one at a time and the file still holds both.
const earlier = existsSync(RESULTS) ? (JSON.parse(readFileSync(RESULTS, 'utf8')).runs ?? []) : [];
const runs = earlier.filter((run) => !engines.includes(run.engine));
for (const engine of engines) {
  const run = await importsOn(engine);
  runs.push({ ...run, date: new Date().toISOString(), loadAverage: os.loadavg()[0] });
  writeFileSync(
    RESULTS,
    `${JSON.stringify({ machine: `${os.cpus().length} × ${os.cpus()[0]?.model}`, rows: ROWS, runs }, null, 2)}\n`,
  );
}
