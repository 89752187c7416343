// The benchmark's side of bench/lib/probe.mjs: the API process loads the probe with `--import` and
// BENCH_PROBE_PORT; the benchmark opens a counting window, runs its requests, and closes it.
import path from 'node:path';

export const PROBE = path.join(import.meta.dirname, 'probe.mjs');

/** POST /start opens the window; POST /stop closes it and answers { statements, profile }. */
export async function probe(port, action) {
  const response = await fetch(`http://127.0.0.1:${port}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`probe ${action} → ${response.status} ${await response.text()}`);
  return action === 'stop' ? response.json() : undefined;
}

/** The node arguments and environment that load the probe into a server of bench/lib/server.mjs. */
export const probeServerOptions = (port) => ({
  nodeArgs: ['--import', PROBE],
  env: { BENCH_PROBE_PORT: String(port) },
});

/** A closed window's counts per operation (a load, a decision): statements, their time, CPU, kinds. */
export function perOperation(statements, operations) {
  return {
    statements: statements.total / operations,
    cpuMs: statements.cpuMilliseconds / operations,
    sqlMs: statements.milliseconds / operations,
    kinds: Object.entries(statements.kinds).map(([kind, { count, milliseconds }]) => ({
      kind,
      perOperation: count / operations,
      meanMs: milliseconds / count,
    })),
  };
}
