// Loaded into the API process by the benchmark (`node --import bench/lib/probe.mjs …`), never by the
// app itself. It counts the SQL statements the process sends (node-postgres and PGlite) and records
// a V8 CPU profile and the process's CPU time, over a window the benchmark opens and closes through a small HTTP server on
// BENCH_PROBE_PORT (127.0.0.1): POST /start, then POST /stop answers { statements, profile }. Under
// `--processes N` the primary holds the port and sums its API processes' windows.
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const API_PACKAGE = path.join(import.meta.dirname, '../../apps/api/package.json');
const port = Number(process.env.BENCH_PROBE_PORT);

let window = newWindow();

function newWindow() {
  return {
    started: performance.now(),
    cpu: process.cpuUsage(),
    total: 0,
    transactions: 0,
    milliseconds: 0,
    kinds: new Map(),
  };
}

/** "select … from "cards" … for share" → "select cards for share": the statement's verb and table. */
function statementKind(text) {
  const sql = text.trim().toLowerCase();
  const verb = sql.split(/\s+/, 1)[0];
  // A select's own table, not one of a subquery in its columns: the text with every (…) removed.
  let outer = sql;
  while (verb === 'select' && /\([^()]*\)/.test(outer)) outer = outer.replace(/\([^()]*\)/g, '');
  const table =
    sql.match(/^insert into "?(\w+)"?/)?.[1] ??
    (verb === 'select' ? outer.match(/\bfrom "?(\w+)"?/)?.[1] : undefined) ??
    sql.match(/^update "?(\w+)"?/)?.[1] ??
    sql.match(/^delete from "?(\w+)"?/)?.[1] ??
    sql.match(/\bfrom "?(\w+)"?/)?.[1];
  const lock = sql.match(/\bfor (update|share|no key update|key share)\b/)?.[0];
  return [verb, table, lock].filter(Boolean).join(' ');
}

/** Drizzle sends the same few texts over and over: classify each once. */
const kindOfText = new Map();

function record(text, started) {
  let kind = kindOfText.get(text);
  if (kind === undefined) {
    kind = statementKind(text);
    if (kindOfText.size < 10_000) kindOfText.set(text, kind);
  }
  const milliseconds = performance.now() - started;
  window.total += 1;
  window.milliseconds += milliseconds;
  if (kind === 'begin') window.transactions += 1;
  const entry = window.kinds.get(kind) ?? { count: 0, milliseconds: 0 };
  entry.count += 1;
  entry.milliseconds += milliseconds;
  window.kinds.set(kind, entry);
}

/**
 * Wraps a query function: counts it and the time until its answer arrives, whether the answer comes
 * as a promise or to a callback (node-postgres's Pool.query passes one).
 */
function counted(query, textOf) {
  return function countedQuery(...args) {
    const started = performance.now();
    const text = textOf(args[0]);
    const callbackAt = args.findLastIndex((arg) => typeof arg === 'function');
    if (text !== undefined && callbackAt > 0) {
      const callback = args[callbackAt];
      args[callbackAt] = function answered(...answer) {
        record(text, started);
        return callback.apply(this, answer);
      };
    }
    const result = query.apply(this, args);
    if (text !== undefined && callbackAt <= 0 && typeof result?.then === 'function')
      result.then(
        () => record(text, started),
        () => record(text, started),
      );
    return result;
  };
}

function countPostgres() {
  const { Client } = createRequire(API_PACKAGE)('pg');
  Client.prototype.query = counted(Client.prototype.query, (config) =>
    typeof config === 'string' ? config : config?.text,
  );
}

/**
 * The text a batch of protocol messages executes, if it executes one: its Parse messages name texts
 * (kept in `textOfName`, the unnamed one under ''), its Bind says which statement runs, its Execute
 * runs it. Each message is a type byte, then a length that counts itself.
 */
function executedText(message, textOfName) {
  const bytes = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  const cString = (at) => {
    const end = bytes.indexOf(0, at);
    return [bytes.toString('utf8', at, end), end + 1];
  };
  let bound;
  let executes = false;
  for (let at = 0; at + 5 <= bytes.length; at += 1 + bytes.readInt32BE(at + 1)) {
    const type = String.fromCharCode(bytes[at]);
    if (type === 'P') {
      const [name, afterName] = cString(at + 5);
      textOfName.set(name, cString(afterName)[0]);
    } else if (type === 'B') {
      const [, afterPortal] = cString(at + 5);
      bound = cString(afterPortal)[0];
    } else if (type === 'E') executes = true;
  }
  return executes ? textOfName.get(bound ?? '') : undefined;
}

/**
 * The app's statements go to PGlite as protocol messages (apps/api/src/db/pglite-statements.ts): a
 * statement is counted when its Execute is sent, timed from that call to its answer (a first run's
 * Parse, sent in a call before, is not in its time). PGlite's own query() sends its statements the
 * same way, so they are counted there too; exec() sends simple queries (no Execute) and is counted
 * itself. PGlite runs BEGIN and COMMIT inside transaction().
 */
async function countPglite() {
  // The ESM build, as the app imports it (require.resolve would name the CommonJS build, a
  // different class).
  const { PGlite } = await import('@electric-sql/pglite');
  const textOf = (query) => (typeof query === 'string' ? query : undefined);
  PGlite.prototype.exec = counted(PGlite.prototype.exec, textOf);
  const textOfName = new Map();
  PGlite.prototype.execProtocolStream = counted(PGlite.prototype.execProtocolStream, (message) =>
    executedText(message, textOfName),
  );
  const transaction = PGlite.prototype.transaction;
  PGlite.prototype.transaction = async function countedTransaction(callback) {
    const started = performance.now();
    let ending = started;
    try {
      return await transaction.call(this, async (tx) => {
        record('begin', started);
        tx.exec = counted(tx.exec, textOf);
        try {
          return await callback(tx);
        } finally {
          ending = performance.now();
        }
      });
    } finally {
      record('commit', ending);
    }
  };
}

if (process.env.DATABASE_URL) countPostgres();
else await countPglite();

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 1000 });

const statementsOf = (closed) => ({
  seconds: (performance.now() - closed.started) / 1000,
  cpuMilliseconds:
    Object.values(process.cpuUsage(closed.cpu)).reduce((sum, micros) => sum + micros, 0) / 1000,
  total: closed.total,
  transactions: closed.transactions,
  milliseconds: closed.milliseconds,
  kinds: Object.fromEntries([...closed.kinds].sort((a, b) => b[1].count - a[1].count)),
});

let profiling = false;

/** This process's window: start it, or close it and answer what it counted. */
async function local(action) {
  if (action === 'start') {
    if (profiling) await session.post('Profiler.stop');
    await session.post('Profiler.start');
    profiling = true;
    window = newWindow();
    return undefined;
  }
  const statements = statementsOf(window);
  const { profile } = profiling ? await session.post('Profiler.stop') : { profile: null };
  profiling = false;
  return { statements, profile };
}

/** Several API processes' windows as one: counts and CPU summed, the first process's profile. */
function merged(answers) {
  const kinds = {};
  for (const { statements } of answers)
    for (const [kind, { count, milliseconds }] of Object.entries(statements.kinds)) {
      kinds[kind] ??= { count: 0, milliseconds: 0 };
      kinds[kind].count += count;
      kinds[kind].milliseconds += milliseconds;
    }
  const sum = (name) => answers.reduce((total, { statements }) => total + statements[name], 0);
  return {
    statements: {
      seconds: Math.max(...answers.map(({ statements }) => statements.seconds)),
      cpuMilliseconds: sum('cpuMilliseconds'),
      total: sum('total'),
      transactions: sum('transactions'),
      milliseconds: sum('milliseconds'),
      processes: answers.length,
      kinds: Object.fromEntries(Object.entries(kinds).sort((a, b) => b[1].count - a[1].count)),
    },
    profile: answers[0]?.profile ?? null,
  };
}

// `causeway api|all --processes N` (node:cluster): the primary serves no requests, its API
// processes do. The primary keeps the control port and asks every API process over the cluster's
// channel; each answers its own window.
const cluster = (await import('node:cluster')).default;
const PROBE_MESSAGE = 'bench-probe';
let asked = 0;

function askWorkers(action) {
  const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker?.isConnected());
  return Promise.all(
    workers.map(
      (worker) =>
        new Promise((resolve) => {
          const id = ++asked;
          const answered = (message) => {
            if (message?.type !== PROBE_MESSAGE || message.id !== id) return;
            worker.off('message', answered);
            resolve(message.answer);
          };
          worker.on('message', answered);
          worker.send({ type: PROBE_MESSAGE, id, action });
        }),
    ),
  );
}

async function control(action) {
  const workers = cluster.isPrimary ? Object.keys(cluster.workers ?? {}).length : 0;
  if (workers === 0) return local(action);
  const answers = await askWorkers(action);
  return action === 'start' ? undefined : merged(answers);
}

if (cluster.isWorker) {
  process.on('message', async (message) => {
    if (message?.type !== PROBE_MESSAGE) return;
    process.send({ type: PROBE_MESSAGE, id: message.id, answer: await local(message.action) });
  });
} else {
  createServer(async (request, response) => {
    try {
      if (request.method === 'POST' && (request.url === '/start' || request.url === '/stop')) {
        const answer = await control(request.url.slice(1));
        if (answer === undefined) response.writeHead(204).end();
        else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      } else {
        response.writeHead(404).end();
      }
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  })
    .listen(port, '127.0.0.1')
    .unref();
}
