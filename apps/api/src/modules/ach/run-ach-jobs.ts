import type { Database } from '../../db/client.ts';
import type { AchContext } from './ach-context.ts';
import { cutDueAchFiles, publishStagedFiles } from './cut-ach-files.ts';
import { ingestReturnFiles } from './ingest-return-files.ts';
import { verifyQuietPrenotes } from './prenote-outcomes.ts';
import { sendInstantPayments } from './send-instant-payments.ts';
import { settleDueTransfers } from './settle-due-transfers.ts';

type Step = { name: string; run: (nowMs: number) => Promise<unknown> };

/**
 * The worker's bank-transfer loop: every interval it publishes files a crash left staged, cuts the
 * due NACHA file, sends instant payments, reads the bank's return and NOC files, settles what is
 * due and verifies the accounts whose prenote came back quiet. Each step has its own transactions and its own try: one failing step is logged and the others
 * still run; nothing here ends the process. Safe with any number of workers (SKIP LOCKED and the
 * numbering lock).
 */
export class AchJobRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly steps: Step[];

  constructor(
    db: Database,
    private readonly context: AchContext,
    private readonly options: { intervalMs: number; now?: () => number },
  ) {
    this.steps = [
      { name: 'publishing staged ACH files', run: () => publishStagedFiles(db, context.bank) },
      { name: 'cutting the ACH file', run: (nowMs) => cutDueAchFiles(db, context, nowMs) },
      { name: 'sending instant payments', run: (nowMs) => sendInstantPayments(db, context, nowMs) },
      { name: 'reading return and NOC files', run: () => ingestReturnFiles(db, context) },
      { name: 'settling ACH transfers', run: (nowMs) => settleDueTransfers(db, nowMs) },
      { name: 'verifying quiet prenotes', run: (nowMs) => verifyQuietPrenotes(db, context.outbox, nowMs) },
    ];
  }

  start() {
    if (!this.context.rail)
      this.context.log.warn('No INSTANT_RAIL_URL: instant transfers wait in `created` until one is set.');
    const tick = () => {
      this.running = this.runOnce().finally(() => {
        if (!this.stopped) this.timer = setTimeout(tick, this.options.intervalMs);
      });
    };
    tick();
  }

  /** Starts no further run and waits for the one under way (its transactions end). */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass over every step; never throws. */
  async runOnce(): Promise<void> {
    for (const step of this.steps) {
      // Stopping: the step under way ends its transaction, the rest wait for the next start.
      if (this.stopped) return;
      try {
        await step.run((this.options.now ?? Date.now)());
      } catch (error) {
        this.context.log.error(`ACH jobs: ${step.name} failed; trying again next run`, error);
      }
    }
  }
}
