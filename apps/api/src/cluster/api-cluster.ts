import cluster from 'node:cluster';
import { SHUTDOWN_TIMEOUT_MS, StartupError } from '../lifecycle.ts';

/** What the primary sends an API process to have it stop as on SIGTERM: finish requests, then exit. */
export const STOP_MESSAGE = 'causeway:stop';
/** An API process's own stop deadline, inside the primary's, so the whole cluster stops in SHUTDOWN_TIMEOUT_MS. */
export const API_PROCESS_SHUTDOWN_TIMEOUT_MS = SHUTDOWN_TIMEOUT_MS - 1_500;
/** After this the primary SIGKILLs an API process that has not stopped. */
const KILL_AFTER_MS = SHUTDOWN_TIMEOUT_MS - 1_000;
export const RESTART_DELAY_MS_MIN = 500;
export const RESTART_DELAY_MS_MAX = 30_000;
/** A process that served this long before it ended was healthy: its replacement waits the shortest delay. */
export const STABLE_AFTER_MS = 30_000;

export type ListeningAddress = { address: string; port: number; addressType?: number | string };

/** The part of a cluster worker the primary uses (a test can hand in look-alikes). */
export interface ApiProcess {
  readonly process: { readonly pid?: number | undefined; kill(signal?: NodeJS.Signals): boolean };
  send(message: string, callback: (error: Error | null) => void): boolean;
  once(event: 'listening', listener: (address: ListeningAddress) => void): unknown;
  once(event: 'exit', listener: (code: number, signal: string | null) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * The delay before a dead API process is replaced: doubling with each failure in a row, so a
 * process that cannot start (database down) is retried calmly instead of in a tight loop.
 */
export function restartDelayMs(failuresInARow: number): number {
  return Math.min(RESTART_DELAY_MS_MIN * 2 ** failuresInARow, RESTART_DELAY_MS_MAX);
}

type Slot = {
  listeningAtMs: number | undefined;
  failuresInARow: number;
  restart: NodeJS.Timeout | undefined;
};

/**
 * The primary of `causeway api --processes N` (node:cluster): forks N API processes that share the
 * port, replaces one that dies unexpectedly (after restartDelayMs), and on stop asks each to finish
 * its requests and exit. It serves no requests itself. A process that ends before it ever listened
 * during the first start fails the whole start (a port in use, a bad setting): restarting would
 * only hide why.
 */
export class ApiCluster {
  private readonly slots: Slot[];
  private state: 'idle' | 'starting' | 'running' | 'failed' | 'stopping' = 'idle';
  private readonly live = new Set<ApiProcess>();
  private stopping: Promise<void> | undefined;
  private started:
    | { resolve: (address: ListeningAddress) => void; reject: (error: Error) => void }
    | undefined;
  private address: ListeningAddress | undefined;

  constructor(
    private readonly options: {
      processes: number;
      fork?: () => ApiProcess;
      log?: (message: string) => void;
      killAfterMs?: number;
    },
  ) {
    this.slots = Array.from({ length: options.processes }, () => ({
      listeningAtMs: undefined,
      failuresInARow: 0,
      restart: undefined,
    }));
  }

  /** Forks every API process; resolves with the shared address once all of them listen. */
  start(): Promise<ListeningAddress> {
    if (this.state !== 'idle') throw new Error('an ApiCluster starts once');
    this.state = 'starting';
    const started = new Promise<ListeningAddress>((resolve, reject) => {
      this.started = { resolve, reject };
    });
    for (const slot of this.slots) this.fork(slot);
    return started;
  }

  /** The pids of the API processes alive now. */
  pids(): number[] {
    return [...this.live].flatMap((child) => (child.process.pid ? [child.process.pid] : []));
  }

  /** Asks every API process to stop and waits until all have exited (SIGKILL after KILL_AFTER_MS). */
  stop(): Promise<void> {
    this.stopping ??= this.stopAll();
    return this.stopping;
  }

  private async stopAll(): Promise<void> {
    this.state = 'stopping';
    for (const slot of this.slots) clearTimeout(slot.restart);
    const children = [...this.live];
    const exited = children.map((child) => new Promise((resolve) => child.once('exit', resolve)));
    for (const child of children) {
      child.send(STOP_MESSAGE, (error) => {
        // The channel is already gone (the process is ending): a signal says the same.
        if (error) child.process.kill('SIGTERM');
      });
    }
    const deadline = setTimeout(() => {
      for (const child of this.live) {
        this.log(`API process ${child.process.pid} did not stop in time: killing it.`);
        child.process.kill('SIGKILL');
      }
    }, this.options.killAfterMs ?? KILL_AFTER_MS);
    await Promise.all(exited);
    clearTimeout(deadline);
    this.started?.resolve(this.address ?? { address: '', port: 0 });
  }

  private fork(slot: Slot) {
    const child = (this.options.fork ?? (() => cluster.fork()))();
    const pid = child.process.pid;
    slot.listeningAtMs = undefined;
    this.live.add(child);
    child.on('error', (error) => this.log(`API process ${pid}: ${error.message}`));
    child.once('listening', (address) => {
      slot.listeningAtMs = Date.now();
      this.address ??= address;
      this.log(`API process ${pid} is listening.`);
      if (this.state === 'starting' && this.slots.every((each) => each.listeningAtMs !== undefined)) {
        this.state = 'running';
        this.started?.resolve(address);
      }
    });
    child.once('exit', (code, signal) => {
      this.live.delete(child);
      this.exited(slot, pid, signal ? `signal ${signal}` : `exit code ${code}`);
    });
  }

  private exited(slot: Slot, pid: number | undefined, how: string) {
    if (this.state === 'stopping' || this.state === 'failed') return;
    if (this.state === 'starting' && slot.listeningAtMs === undefined) {
      this.state = 'failed';
      this.started?.reject(
        new StartupError(`API process ${pid} ended before it was listening (${how}); see its message above.`),
      );
      return;
    }
    const servedMs = slot.listeningAtMs === undefined ? 0 : Date.now() - slot.listeningAtMs;
    if (servedMs >= STABLE_AFTER_MS) slot.failuresInARow = 0;
    const delayMs = restartDelayMs(slot.failuresInARow);
    slot.failuresInARow += 1;
    this.log(`API process ${pid} ended unexpectedly (${how}); starting another in ${delayMs} ms.`);
    slot.restart = setTimeout(() => {
      slot.restart = undefined;
      if (this.state !== 'stopping') this.fork(slot);
    }, delayMs);
  }

  private log(message: string) {
    (this.options.log ?? console.info)(message);
  }
}
