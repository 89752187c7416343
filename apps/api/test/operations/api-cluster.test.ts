import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiCluster,
  type ApiProcess,
  RESTART_DELAY_MS_MAX,
  RESTART_DELAY_MS_MIN,
  restartDelayMs,
  STABLE_AFTER_MS,
  STOP_MESSAGE,
} from '../../src/cluster/api-cluster.ts';
import { StartupError } from '../../src/lifecycle.ts';

// The primary's bookkeeping with look-alike processes and fake timers; cluster-money.test.ts runs
// the real thing (`causeway api --processes 2` on PostgreSQL).

const ADDRESS = { address: '127.0.0.1', port: 3000, addressType: 4 };

class FakeProcess extends EventEmitter implements ApiProcess {
  readonly received: string[] = [];
  readonly signals: string[] = [];
  readonly process: ApiProcess['process'];

  constructor(pid: number) {
    super();
    this.process = {
      pid,
      kill: (signal) => {
        this.signals.push(signal ?? 'SIGTERM');
        return true;
      },
    };
  }

  send(message: string, callback: (error: Error | null) => void) {
    this.received.push(message);
    callback(null);
    return true;
  }

  listen() {
    this.emit('listening', ADDRESS);
  }

  exit(code: number, signal: string | null = null) {
    this.emit('exit', code, signal);
  }
}

let forked: FakeProcess[];
let logged: string[];
const clusterOf = (processes: number, killAfterMs?: number) =>
  new ApiCluster({
    processes,
    killAfterMs,
    log: (message) => logged.push(message),
    fork: () => {
      const child = new FakeProcess(1000 + forked.length);
      forked.push(child);
      return child;
    },
  });

beforeEach(() => {
  forked = [];
  logged = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('restartDelayMs: doubling, then capped', () => {
  it('starts at the minimum and never exceeds the maximum', () => {
    expect([0, 1, 2, 3].map(restartDelayMs)).toEqual([500, 1000, 2000, 4000]);
    expect(restartDelayMs(0)).toBe(RESTART_DELAY_MS_MIN);
    expect(restartDelayMs(20)).toBe(RESTART_DELAY_MS_MAX);
  });
});

describe('ApiCluster: the primary of `causeway api --processes N`', () => {
  it('forks N processes and is started once every one of them listens', async () => {
    const cluster = clusterOf(3);
    let started = false;
    const starting = cluster.start().then((address) => {
      started = true;
      return address;
    });
    expect(forked).toHaveLength(3);
    forked[0]!.listen();
    forked[1]!.listen();
    await Promise.resolve();
    expect(started).toBe(false);
    forked[2]!.listen();
    expect(await starting).toEqual(ADDRESS);
    expect(cluster.pids()).toEqual([1000, 1001, 1002]);
  });

  it('replaces a process that dies, after a delay that doubles while the replacements keep dying', async () => {
    const cluster = clusterOf(2);
    const starting = cluster.start();
    for (const child of forked) child.listen();
    await starting;

    forked[0]!.exit(0, 'SIGKILL');
    expect(logged).toContain(
      'API process 1000 ended unexpectedly (signal SIGKILL); starting another in 500 ms.',
    );
    vi.advanceTimersByTime(499);
    expect(forked).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(forked).toHaveLength(3);
    expect(cluster.pids()).toEqual([1001, 1002]);

    // The replacement dies before it listens (say the database is down): the next one waits longer.
    forked[2]!.exit(1);
    vi.advanceTimersByTime(999);
    expect(forked).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(forked).toHaveLength(4);

    // One that served long enough was healthy: its replacement waits the shortest delay again.
    forked[3]!.listen();
    vi.advanceTimersByTime(STABLE_AFTER_MS);
    forked[3]!.exit(1);
    vi.advanceTimersByTime(RESTART_DELAY_MS_MIN);
    expect(forked).toHaveLength(5);
  });

  it('fails the start, without restarting, when a process ends before it ever listened', async () => {
    const cluster = clusterOf(2);
    const starting = cluster.start();
    forked[0]!.listen();
    forked[1]!.exit(1);
    await expect(starting).rejects.toThrow(StartupError);
    await expect(starting).rejects.toThrow('API process 1001 ended before it was listening (exit code 1)');
    vi.advanceTimersByTime(RESTART_DELAY_MS_MAX);
    expect(forked).toHaveLength(2);
  });

  it('stop asks every process to finish (a message, not a signal) and waits for all to exit', async () => {
    const cluster = clusterOf(2);
    const starting = cluster.start();
    for (const child of forked) child.listen();
    await starting;
    // One is waiting to be replaced when the stop comes: it is not replaced.
    forked[0]!.exit(0, 'SIGKILL');
    let stopped = false;
    const stopping = cluster.stop().then(() => {
      stopped = true;
    });
    expect(forked[1]!.received).toEqual([STOP_MESSAGE]);
    expect(forked[1]!.signals).toEqual([]);
    await Promise.resolve();
    expect(stopped).toBe(false);
    forked[1]!.exit(0);
    await stopping;
    vi.advanceTimersByTime(RESTART_DELAY_MS_MAX);
    expect(forked).toHaveLength(2);
    expect(cluster.stop()).toBe(cluster.stop());
  });

  it('kills a process that has not stopped by the deadline', async () => {
    const cluster = clusterOf(1, 5_000);
    const starting = cluster.start();
    forked[0]!.listen();
    await starting;
    const stopping = cluster.stop();
    vi.advanceTimersByTime(5_000);
    expect(forked[0]!.signals).toEqual(['SIGKILL']);
    expect(logged).toContain('API process 1000 did not stop in time: killing it.');
    forked[0]!.exit(0, 'SIGKILL');
    await stopping;
  });
});
