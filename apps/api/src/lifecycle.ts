import { readFileSync } from 'node:fs';
import path from 'node:path';

/** How long a stopping process may spend finishing in-flight work before it exits anyway. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;
/** How often a process started through npm (`npx causeway …`) checks that npm is still there. */
export const PARENT_CHECK_INTERVAL_MS = 1_000;
/** Long enough never to fire; the interval only keeps the event loop alive until a stop. */
const KEEP_ALIVE_MS = 2 ** 30;

/** A start-up that cannot go on for a reason the operator can fix; printed without a stack trace. */
export class StartupError extends Error {}

type Stop = { name: string; stop: () => Promise<unknown> };

/**
 * A process's life: it runs until a stop is asked for (SIGTERM, SIGINT, or the end of a one-shot
 * command), never ends by itself because nothing is left to do. Stopping waits for the start-up
 * step in progress, then stops what was started in reverse order (the HTTP server finishes its
 * requests, the worker its batch), closes the database, and exits; all within SHUTDOWN_TIMEOUT_MS.
 */
export class Lifecycle {
  private readonly stops: Stop[] = [];
  private startup: Promise<unknown> = Promise.resolve();
  private stopping: Promise<void> | undefined;
  private readonly keepAlive = setInterval(() => undefined, KEEP_ALIVE_MS);

  constructor(
    private readonly options: {
      timeoutMs?: number;
      exit?: (code: number) => void;
      log?: (message: string) => void;
    } = {},
  ) {}

  get isStopping(): boolean {
    return this.stopping !== undefined;
  }

  /** Stops on SIGTERM and SIGINT; a second signal while stopping exits at once. */
  handleSignals(): this {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.on(signal, () => {
        if (this.stopping) {
          this.log(`${signal} again: exiting without waiting.`);
          this.exit(1);
        } else void this.stop(`${signal} received`);
      });
    }
    return this;
  }

  /**
   * npm runs `npx causeway …` as a grandchild (npm → sh → node) and does not pass SIGTERM on, and
   * nothing can pass SIGKILL on: when npm goes away the server would live on as an orphan. Started
   * by npm, the process stops when that npm process is gone (or, without /proc, when its parent
   * changes). Run directly (systemd, bin/causeway) nothing is watched: a server started with `&`
   * from a shell that then exits keeps running.
   */
  followParent(environment: NodeJS.ProcessEnv = process.env): this {
    if (!environment.npm_command) return this;
    const npm = nearestNpmAncestor();
    const parent = process.ppid;
    const gone = npm ? () => processStartTime(npm.pid) !== npm.startTime : () => process.ppid !== parent;
    const timer = setInterval(() => {
      if (gone()) void this.stop(`npm (process ${npm?.pid ?? parent}) is gone`);
    }, PARENT_CHECK_INTERVAL_MS);
    timer.unref();
    return this;
  }

  /**
   * The start-up in progress: a stop asked for meanwhile waits for it (a migration commits, a
   * server that was binding is then closed); the start-up checks `isStopping` between its steps.
   */
  starting<T>(startup: Promise<T>): Promise<T> {
    this.startup = startup.catch(() => undefined);
    return startup;
  }

  /** Registers something to stop; the last registered stops first. */
  onStop(name: string, stop: () => Promise<unknown>): void {
    this.stops.push({ name, stop });
  }

  /**
   * Stops everything and exits with `code` (1 when it did not finish in time); `reason` is printed
   * when given (a signal), a one-shot command that is done stops quietly. Safe to call twice.
   */
  stop(reason?: string, code = 0): Promise<void> {
    this.stopping ??= this.run(reason, code);
    return this.stopping;
  }

  private async run(reason: string | undefined, code: number): Promise<void> {
    const timeoutMs = this.options.timeoutMs ?? SHUTDOWN_TIMEOUT_MS;
    const deadline = setTimeout(() => {
      this.log(`Not stopped after ${timeoutMs / 1000} s: exiting anyway.`);
      clearInterval(this.keepAlive);
      this.exit(1);
    }, timeoutMs);
    if (reason) this.log(`Stopping (${reason}).`);
    await this.startup;
    for (const { name, stop } of this.stops.reverse()) {
      await stop().catch((error: unknown) =>
        this.log(`Stopping the ${name} failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    }
    clearTimeout(deadline);
    clearInterval(this.keepAlive);
    if (reason) this.log('Stopped.');
    this.exit(code);
  }

  private log(message: string) {
    (this.options.log ?? console.info)(message);
  }

  private exit(code: number) {
    (this.options.exit ?? process.exit)(code);
  }
}

/** Linux's /proc/<pid>/stat: the parent and the start time (which tells a reused pid apart). */
function processStat(pid: number): { parent: number; startTime: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state ppid … starttime": the command may hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { parent: Number(fields[1]), startTime: fields[19] ?? '' };
  } catch {
    return undefined;
  }
}

const processStartTime = (pid: number) => processStat(pid)?.startTime;

/** npm names its process after the command ("npm exec causeway api"), or runs as node npm-cli.js. */
function isNpm(pid: number): boolean {
  try {
    const words = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim().split(/\s+/);
    return words.slice(0, 2).some((word) => /^np[mx](-cli\.js)?$/.test(path.basename(word)));
  } catch {
    return false;
  }
}

function nearestNpmAncestor(): { pid: number; startTime: string } | undefined {
  for (let pid = process.ppid; pid > 1; ) {
    const stat = processStat(pid);
    if (!stat) return undefined;
    if (isNpm(pid)) return { pid, startTime: stat.startTime };
    pid = stat.parent;
  }
  return undefined;
}
