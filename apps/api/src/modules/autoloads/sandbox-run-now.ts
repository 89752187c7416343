import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { autoloadRuns, autoloads } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { autoloadDetail } from './autoload-views.ts';
import { type ExecuteContext, executeRunBatch } from './execute-runs.ts';
import { recordDueRuns } from './record-due-runs.ts';

/**
 * The sandbox's clock move for one schedule: its next run is recorded as if its 03:00 had come and
 * loaded to the end, through the same code and keys as the worker's, so a person can watch a run.
 */
export async function runAutoloadNow(db: Database, context: ExecuteContext, autoloadId: string) {
  const [row] = await db.select().from(autoloads).where(eq(autoloads.id, autoloadId));
  if (!row) throw notFound('Autoload');
  if (row.status !== 'active' || !row.nextRunAt || !row.nextRunDate)
    throw conflict(
      'autoload_not_active',
      'This autoload is paused, cancelled or ended: it has no run to make now.',
    );
  await recordDueRuns(db, context.outbox, Math.max(row.nextRunAt.getTime(), Date.now() - 1), { autoloadId });
  const running = await db
    .select({ id: autoloadRuns.id })
    .from(autoloadRuns)
    .where(and(eq(autoloadRuns.autoloadId, autoloadId), eq(autoloadRuns.status, 'running')));
  for (const run of running) await loadToTheEnd(db, context, run.id);
  const [updated] = await db.select().from(autoloads).where(eq(autoloads.id, autoloadId));
  return autoloadDetail(db, updated!);
}

const WAIT_FOR_OTHER_WORKER_MS = 50;

/** Loads the run's cards; while a worker holds a batch of it (SKIP LOCKED), waits for that batch. */
async function loadToTheEnd(db: Database, context: ExecuteContext, runId: string) {
  for (;;) {
    if ((await executeRunBatch(db, context, Date.now(), { runId })) > 0) continue;
    const [run] = await db
      .select({ status: autoloadRuns.status })
      .from(autoloadRuns)
      .where(eq(autoloadRuns.id, runId));
    if (run?.status !== 'running') return;
    await new Promise((resolve) => setTimeout(resolve, WAIT_FOR_OTHER_WORKER_MS));
  }
}
