// Runs the built `causeway` bin (test/support/build-server.ts builds it before the API projects) as
// real processes, the way an operator does, and watches them start, answer and stop.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../src/seed/demo.ts';
import { migratedPgliteFolder, testEngine } from '../support/test-database.ts';

export const REPOSITORY = path.join(import.meta.dirname, '../../../..');
export const BIN = path.join(import.meta.dirname, '../../bin/causeway.mjs');
/**
 * Under a loaded machine a start can be slow (a `causeway api` cluster loads the server in the
 * primary and in each API process); this bounds the wait, it asserts no speed.
 */
export const START_TIMEOUT_MS = 60_000;
/** For tests and hooks that start processes: a few starts and stops, each within START_TIMEOUT_MS. */
export const PROCESS_TEST_TIMEOUT_MS = 180_000;
export const STOP_TIMEOUT_MS = 15_000;
export const KEY_A = randomBytes(32).toString('base64');
export const KEY_B = randomBytes(32).toString('base64');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Whether anything accepts connections on 127.0.0.1:port. */
export const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Polls until the port is closed; answers false if it is still open at the deadline. */
export async function portClosesWithin(port: number, milliseconds: number): Promise<boolean> {
  const deadline = Date.now() + milliseconds;
  while (Date.now() < deadline) {
    if (!(await portOpen(port))) return true;
    await sleep(200);
  }
  return !(await portOpen(port));
}

export const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

export type Running = {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
};

/**
 * Starts `causeway <command>` (or any command line, e.g. npx) with the environment given on top of
 * a quiet one. The child is a process-group leader, so `killGroup` also ends anything it left.
 */
export function start(
  argv: string[],
  environment: Record<string, string | undefined>,
  options: { port?: number; cwd?: string } = {},
): Running {
  const port = options.port ?? 0;
  const child = spawn(argv[0]!, argv.slice(1), {
    cwd: options.cwd ?? REPOSITORY,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST_DIR: '/nonexistent',
      ...environment,
    },
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, output: () => text, exited };
}

export const causeway = (command: string, environment: Record<string, string | undefined>, port?: number) =>
  start([process.execPath, BIN, command], environment, { port });

/**
 * Waits until the server is fully started: GET /api/health answers 200 and it printed "Causeway is
 * running" (a cluster prints it once every API process listens; health answers from the first). Throws
 * with its output when the process ends first or the time is up.
 */
export async function healthy(running: Running, milliseconds = START_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + milliseconds;
  let ended = false;
  void running.exited.then(() => {
    ended = true;
  });
  while (Date.now() < deadline && !ended) {
    try {
      const started = running.output().includes('Causeway is running at');
      if (started && (await fetch(`${running.baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`causeway did not become healthy on ${running.baseUrl}:\n${running.output()}`);
}

/** Waits for the output to contain `text` (a process that logs when it is ready). */
export async function printed(
  running: Running,
  text: string,
  milliseconds = START_TIMEOUT_MS,
): Promise<void> {
  const deadline = Date.now() + milliseconds;
  while (Date.now() < deadline && running.child.exitCode === null) {
    if (running.output().includes(text)) return;
    await sleep(200);
  }
  if (!running.output().includes(text)) throw new Error(`never printed "${text}":\n${running.output()}`);
}

/** The exit code, or 'timeout' when it has not ended within STOP_TIMEOUT_MS. */
export async function exitCode(running: Running, milliseconds = STOP_TIMEOUT_MS): Promise<number | string> {
  return Promise.race([running.exited, sleep(milliseconds).then(() => 'timeout')]);
}

export async function stop(running: Running, signal: NodeJS.Signals = 'SIGTERM') {
  if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill(signal);
  return exitCode(running);
}

/** The pids whose parent is `pid` (Linux /proc), e.g. the API processes a cluster's primary forked. */
export function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (command) state ppid …": the command may hold spaces and parentheses.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // ended while we looked
    }
  }
  return children.sort((a, b) => a - b);
}

/** Whether a process with this pid is running: an ended one waiting to be reaped (a zombie) is not. */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Ends the whole process group (the child and anything it left behind); for clean-up only. */
export function killGroup(running: Running | undefined) {
  if (!running?.child.pid) return;
  try {
    process.kill(-running.child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/**
 * Where a process keeps its data on this engine: a new PostgreSQL database (dropped by `drop`), or a
 * new PGlite folder. `environment` holds what every process on it needs (the same PUBLIC_URL and
 * ENCRYPTION_KEY for all, as the README says).
 */
export async function freshStore(options: { encryptionKey?: string } = {}) {
  const shared = { PUBLIC_URL: 'http://causeway.test', ENCRYPTION_KEY: options.encryptionKey ?? KEY_A };
  if (testEngine === 'pglite') {
    const dataDir = await migratedPgliteFolder('causeway-ops-');
    return {
      environment: { ...shared, DATA_DIR: dataDir } as Record<string, string>,
      async drop() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `causeway_ops_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    environment: { ...shared, DATABASE_URL: url.toString() } as Record<string, string>,
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** `causeway migrate` on PostgreSQL (a deploy step); PGlite migrates in every process. */
export async function migrate(environment: Record<string, string>) {
  if (testEngine === 'pglite') return;
  const running = causeway('migrate', environment);
  const code = await exitCode(running, START_TIMEOUT_MS);
  if (code !== 0) throw new Error(`causeway migrate ended with ${code}:\n${running.output()}`);
}

/** POST /api/auth/token with a demo sign-in. */
export async function signIn(baseUrl: string, login = 'admin@example.org') {
  const response = await fetch(`${baseUrl}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grantType: 'password', login, password: DEMO_PASSWORD }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { accessToken: string; userId: string },
  };
}
