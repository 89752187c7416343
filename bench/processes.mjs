// API processes (issue 20, "All cores"): card loads through the HTTP API on PostgreSQL at 8 clients,
// with `causeway all --processes 1` and with `--processes 2` (node:cluster: the processes share the
// port). Rounds alternate the two, so a change in the machine's load (it is shared) falls on both.
// Usage: node bench/processes.mjs [N …] (process counts, default 1 2). BENCH_SECONDS sets each
// measurement (default 10), BENCH_ROUNDS the rounds (default 2).
// Writes bench/results/processes.json and the "API processes" block of docs/performance.md.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureLoads, prepare } from './lib/card-loads.mjs';
import { writeSection } from './lib/doc-section.mjs';
import { startServer } from './lib/server.mjs';

const CLIENTS = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARMUP_SECONDS = 3;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RESULTS = path.join(import.meta.dirname, 'results/processes.json');
const CLOCK_TICKS_PER_SECOND = 100;

const counts = process.argv.slice(2).map(Number);
if (counts.some((count) => !Number.isInteger(count) || count < 1)) {
  console.error('usage: node bench/processes.mjs [processes …]   (whole numbers ≥ 1, default 1 2)');
  process.exit(2);
}
const PROCESS_COUNTS = counts.length > 0 ? counts : [1, 2];

/** Linux /proc: a process's parent and its user+system CPU in clock ticks. */
function statOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by the server: its process and the API processes it forked. */
function serverCpuSeconds(pid) {
  let ticks = statOf(pid)?.ticks ?? 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(Number(entry));
    if (stat?.parent === pid) ticks += stat.ticks;
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}

async function measure(processes) {
  const server = await startServer('postgres', ADMIN_URL, { processes });
  try {
    const setup = await prepare(server.baseUrl);
    await measureLoads(server.baseUrl, setup, CLIENTS, WARMUP_SECONDS);
    const loadAverage = os.loadavg()[0];
    const cpuBefore = serverCpuSeconds(server.pid);
    const row = await measureLoads(server.baseUrl, setup, CLIENTS, SECONDS);
    const serverCpu = serverCpuSeconds(server.pid) - cpuBefore;
    const result = {
      processes,
      ...row,
      serverCpuMsPerLoad: (serverCpu * 1000) / row.total,
      loadAverageAtStart: loadAverage,
    };
    console.info(
      `--processes ${processes}: ${row.requestsPerSecond.toFixed(0)} loads/s, p50 ${row.latencyP50Ms} ms, p99 ${row.latencyP99Ms} ms, ${result.serverCpuMsPerLoad.toFixed(2)} ms server CPU per load, non-2xx ${row.non2xx}, load average ${loadAverage.toFixed(1)}`,
    );
    return result;
  } finally {
    await server.stop();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function table(results) {
  const lines = [
    `Measured ${results.date} on ${results.machine}, PostgreSQL on the same machine; ${CLIENTS} clients, ${SECONDS} s per run after ${WARMUP_SECONDS} s of warm-up, ${ROUNDS} rounds alternating the process counts (\`node bench/processes.mjs\`). Card loads of 1 cent onto one of 50 cards from one program funding account, each with its own Idempotency-Key (lib/card-loads.mjs). Server CPU counts the primary and its API processes.`,
    '',
    '| `--processes` | loads/s (median) | each run | p50 / p99 ms (median) | server CPU ms per load | non-2xx | load average at start |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const processes of PROCESS_COUNTS) {
    const runs = results.runs.filter((run) => run.processes === processes);
    lines.push(
      `| ${processes} | ${median(runs.map((run) => run.requestsPerSecond)).toFixed(0)} | ${runs.map((run) => run.requestsPerSecond.toFixed(0)).join(', ')} | ${median(runs.map((run) => run.latencyP50Ms))} / ${median(runs.map((run) => run.latencyP99Ms))} | ${median(runs.map((run) => run.serverCpuMsPerLoad)).toFixed(2)} | ${runs.reduce((sum, run) => sum + run.non2xx, 0)} | ${runs.map((run) => run.loadAverageAtStart.toFixed(1)).join(', ')} |`,
    );
  }
  return lines.join('\n');
}

const results = {
  date: new Date().toISOString().slice(0, 10),
  machine: `${os.availableParallelism()} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  runs: [],
};
for (let round = 0; round < ROUNDS; round += 1)
  for (const processes of PROCESS_COUNTS) results.runs.push(await measure(processes));
writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
console.info(`\n${table(results)}`);
if (process.env.BENCH_WRITE_DOC !== '0') writeSection('api-processes', 'API processes', table(results));
