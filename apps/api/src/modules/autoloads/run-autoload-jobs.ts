import type { Database } from '../../db/client.ts';
import { yieldToRequests } from '../../jobs/yield-to-requests.ts';
import type { JobLog } from '../ach/ach-context.ts';
import { type ExecuteContext, executeRunBatch } from './execute-runs.ts';
import { DUE_AUTOLOADS_PER_BATCH, recordDueRuns } from './record-due-runs.ts';

export const AUTOLOAD_JOB_INTERVAL_MS = 15_000;
// One pass ends after this many batches, so stopping never waits long; the next pass goes on.
const BATCHES_PER_PASS_MAX = 500;

/**
 * The worker's autoload loop: every interval it records the runs whose 03:00 New York has come
 * (record-due-runs.ts) and loads their cards batch by batch (execute-runs.ts). Both claim rows with
 * FOR UPDATE SKIP LOCKED, so any number of workers share the work and each run and each card's load
 * happens once. A failing pass is logged and tried again next interval; nothing here ends the process.
 */
export class AutoloadJobRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly context: ExecuteContext & { log: JobLog },
    private readonly options: { intervalMs: number; now?: () => number },
  ) {}

  start() {
    const tick = () => {
      this.running = this.runOnce().finally(() => {
        if (!this.stopped) this.timer = setTimeout(tick, this.options.intervalMs);
      });
    };
    tick();
  }

  /** Starts no further batch and waits for the one under way (its transaction ends). */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }

  /** One pass: record every due run, then load until no running run is left. Never throws. */
  async runOnce(): Promise<void> {
    try {
      for (let batch = 0; batch < BATCHES_PER_PASS_MAX && !this.stopped; batch += 1) {
        if ((await recordDueRuns(this.db, this.context.outbox, this.now())) < DUE_AUTOLOADS_PER_BATCH) break;
        await yieldToRequests();
      }
      for (let batch = 0; batch < BATCHES_PER_PASS_MAX && !this.stopped; batch += 1) {
        if ((await executeRunBatch(this.db, this.context, this.now())) === 0) break;
        await yieldToRequests();
      }
    } catch (error) {
      this.context.log.error('Autoload jobs failed; trying again next run', error);
    }
  }
}
