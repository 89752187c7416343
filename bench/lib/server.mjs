// Starts `causeway all` as a child process on a fresh database and stops it. On PostgreSQL it runs
// one API process unless BENCH_PROCESSES (or the `processes` option) asks for more
// (`causeway all --processes N`: the primary migrates, seeds and runs the jobs, N processes serve);
// one by default, so the figures stay comparable with earlier runs and `server.pid` is the server.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const BUILD = path.join(import.meta.dirname, '../../apps/api/scripts/build.mjs');
// The benchmarks' own bundle: a build or an end-to-end run holding apps/api/dist never swaps it.
const OUTDIR = path.join(import.meta.dirname, '../../apps/api/.bench-build');
const ENTRY = path.join(OUTDIR, 'main.js');
// PGlite migrates and seeds in process: on a loaded machine that takes minutes.
const START_TIMEOUT_MS = 180_000;
let built = false;

/** Bundles the API from the sources being measured, once per run, as `npm run build` does. */
function buildOnce() {
  if (built) return;
  const result = spawnSync(process.execPath, [BUILD, `--outdir=${OUTDIR}`], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building the API failed');
  built = true;
}

export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function createDatabase(adminUrl) {
  const name = `causeway_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** BENCH_PROCESSES: a whole number of API processes, 1 when unset. */
function processesFromEnvironment() {
  const text = process.env.BENCH_PROCESSES ?? '1';
  if (!/^[1-9]\d*$/.test(text)) throw new Error(`BENCH_PROCESSES must be a whole number ≥ 1, not "${text}"`);
  return Number(text);
}

/**
 * engine: 'pglite' | 'postgres'. Answers { baseUrl, databaseUrl?, processes, stop() }. `nodeArgs` go
 * before the entry (e.g. `--import` of bench/lib/probe.mjs; with several processes every one of them
 * loads it), `env` is added to the child's environment. `processes` (PostgreSQL only; PGlite is one
 * process's database) defaults to BENCH_PROCESSES.
 */
export async function startServer(
  engine,
  adminUrl,
  { nodeArgs = [], env = {}, processes = processesFromEnvironment() } = {},
) {
  const apiProcesses = engine === 'postgres' ? processes : 1;
  buildOnce();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = engine === 'postgres' ? await createDatabase(adminUrl) : undefined;
  const dataDir = engine === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'causeway-bench-')) : undefined;
  const argv = ['--enable-source-maps', ...nodeArgs, ENTRY, 'all', '--processes', String(apiProcesses)];
  const shown = process.env.BENCH_SERVER_OUTPUT ? 'inherit' : 'ignore';
  const child = spawn(process.execPath, argv, {
    stdio: ['ignore', 'pipe', shown],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'silent',
      SANDBOX: '1',
      SEED_DEMO: '1',
      RATE_LIMIT_PER_MINUTE: '100000000',
      ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir }),
      ...env,
    },
  });
  let exitCode;
  child.once('exit', (code, signal) => {
    exitCode = code ?? signal;
  });
  // The server says it is running once every API process listens (health answers from the first).
  let running = false;
  let tail = '';
  child.stdout.on('data', (chunk) => {
    if (shown === 'inherit') process.stdout.write(chunk);
    tail = (tail + chunk.toString()).slice(-1_000);
    running ||= tail.includes('Causeway is running at');
  });
  const started = Date.now();
  while (Date.now() - started < START_TIMEOUT_MS && !running) {
    if (exitCode !== undefined)
      throw new Error(
        `causeway all ended with ${exitCode} before it was healthy (BENCH_SERVER_OUTPUT=1 shows why)`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  while (Date.now() - started < START_TIMEOUT_MS) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    databaseUrl: database?.url,
    processes: apiProcesses,
    pid: child.pid,
    async stop() {
      if (exitCode === undefined) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await database?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Brings the planner's statistics up to date, as autovacuum does within a minute of a table's
 * growth on a running server (PostgreSQL only; PGlite has no autovacuum). A benchmark's database is
 * minutes old: without this, plans made on its first rows (a sequential scan of journal_entries in
 * the rollup trigger) stayed cached while the tables grew, and the loads slowed cell by cell
 * (docs/performance.md, "Statistics of a new database"). pgbench's own `-i` analyzes its tables too.
 */
export async function analyzeDatabase(server) {
  if (!server.databaseUrl) return;
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    await client.query('analyze');
  } finally {
    await client.end();
  }
}
