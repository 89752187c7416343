// Starts `causeway all` as a child process on a fresh database and stops it.
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

/**
 * engine: 'pglite' | 'postgres'. Answers { baseUrl, databaseUrl?, stop() }. `nodeArgs` go before
 * the entry (e.g. `--import` of bench/lib/probe.mjs), `env` is added to the child's environment.
 */
export async function startServer(engine, adminUrl, { nodeArgs = [], env = {} } = {}) {
  buildOnce();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = engine === 'postgres' ? await createDatabase(adminUrl) : undefined;
  const dataDir = engine === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'causeway-bench-')) : undefined;
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, ENTRY, 'all'], {
    stdio: process.env.BENCH_SERVER_OUTPUT ? 'inherit' : 'ignore',
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
  const started = Date.now();
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
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await database?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
