import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { importRows, imports } from '../../db/schema/index.ts';
import { yieldToRequests } from '../../jobs/yield-to-requests.ts';
import type { ImportJobContext } from './import-row-actions.ts';
import { runImportRows } from './run-import-rows.ts';

/**
 * How long a worker holds an import between batches by default (IMPORT_LEASE_MS configures it); a
 * crashed worker's import is taken up after it.
 */
export const IMPORT_LEASE_MS = 60_000;
/** Rows per batch: the lease is renewed and other imports get a turn between batches. */
export const IMPORT_BATCH_ROWS = 100;

type Log = { error: (message: string, error: unknown) => void };

/**
 * Takes the oldest confirmed import no live worker holds (FOR UPDATE SKIP LOCKED, then a lease),
 * so any number of workers share the queue and a crashed one's import is resumed once its lease
 * runs out, from its cursor.
 */
export async function claimImport(db: Database, nowMs: number, leaseMs = IMPORT_LEASE_MS) {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: imports.id })
      .from(imports)
      .where(
        and(
          inArray(imports.status, ['queued', 'running']),
          or(isNull(imports.leaseExpiresAt), lt(imports.leaseExpiresAt, new Date(nowMs))),
        ),
      )
      .orderBy(asc(imports.confirmedAt), asc(imports.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(imports)
      .set({ status: 'running', leaseExpiresAt: new Date(nowMs + leaseMs) })
      .where(eq(imports.id, due.id))
      .returning();
    return claimed;
  });
}

/** Unexpected batch failures in a row after which the import's rows run one by one, each failing alone. */
export const IMPORT_BATCH_TRIES_MAX = 3;

/**
 * Gives the import back after a batch: completed when no row waits, else free for the next turn.
 * A cancelled import stays cancelled.
 */
async function releaseImport(db: Database, importId: string, rowsLeft: boolean) {
  const [pending] = rowsLeft
    ? [{ importId }]
    : await db
        .select({ importId: importRows.importId })
        .from(importRows)
        .where(and(eq(importRows.importId, importId), eq(importRows.status, 'pending')))
        .limit(1);
  await db
    .update(imports)
    .set(
      pending
        ? { leaseExpiresAt: null }
        : { status: 'completed', completedAt: new Date(), leaseExpiresAt: null },
    )
    .where(and(eq(imports.id, importId), eq(imports.status, 'running')));
}

/**
 * The worker's import loop, after run-ach-jobs.ts: every interval it works through confirmed
 * imports batch by batch until none is due. A failing batch is logged and its import left to its
 * lease, so it resumes later from its cursor; nothing here ends the process.
 */
export class ImportJobRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly context: ImportJobContext & { log: Log },
    private readonly options: {
      intervalMs: number;
      batchRows?: number;
      leaseMs?: number;
      now?: () => number;
    },
  ) {}

  start() {
    const tick = () => {
      this.running = this.runOnce()
        .then(() => undefined)
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.options.intervalMs);
        });
    };
    tick();
  }

  /** Starts no further batch and waits for the one under way. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Batches until no import is due (or `batchesMax` ran); never throws. Answers the batches run. */
  async runOnce(batchesMax = Number.POSITIVE_INFINITY): Promise<number> {
    let batches = 0;
    while (!this.stopped && batches < batchesMax) {
      const nowMs = (this.options.now ?? Date.now)();
      let claimed: Awaited<ReturnType<typeof claimImport>>;
      try {
        claimed = await claimImport(this.db, nowMs, this.options.leaseMs);
      } catch (error) {
        this.context.log.error('Imports: claiming an import failed; trying again next run', error);
        return batches;
      }
      if (!claimed) return batches;
      batches += 1;
      try {
        const rowsLeft = await runImportRows(
          this.db,
          this.context,
          claimed,
          this.options.batchRows ?? IMPORT_BATCH_ROWS,
          { isolateErrors: claimed.batchFailures >= IMPORT_BATCH_TRIES_MAX },
        );
        await releaseImport(this.db, claimed.id, rowsLeft);
        await yieldToRequests();
      } catch (error) {
        // Its lease stays: another run takes it up from the cursor once the lease runs out, with
        // its rows one by one after IMPORT_BATCH_TRIES_MAX failures, so a row that always fails
        // fails alone instead of holding the import back for ever.
        this.context.log.error(`Imports: a batch of import ${claimed.id} failed; it resumes later`, error);
        await this.db
          .update(imports)
          .set({ batchFailures: sql`${imports.batchFailures} + 1` })
          .where(eq(imports.id, claimed.id))
          .catch((counting: unknown) =>
            this.context.log.error('Imports: counting a failed batch failed', counting),
          );
        return batches;
      }
    }
    return batches;
  }
}
