import { isWithinCatchUpWindow, nextAutoloadOccurrence } from '@causeway/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Outbox } from '../../adapters/outbox.ts';
import type { Database } from '../../db/client.ts';
import { autoloadCards, autoloadRunCards, autoloadRuns, autoloads, cards } from '../../db/schema/index.ts';
import { accountBalance, businessAccountId } from '../../ledger/accounts.ts';
import { alertShortfall } from './autoload-notices.ts';
import { type AutoloadRow, scheduleOf } from './autoload-views.ts';

/** Autoloads claimed per transaction; a worker takes the next batch at once. */
export const DUE_AUTOLOADS_PER_BATCH = 20;
// Statuses a load would go to and the cardholder could not use, or that refuse funds.
const UNLOADABLE_CARD_STATUSES = new Set(['closed', 'frozen', 'locked']);
const RUN_CARDS_PER_INSERT = 1_000;
// A schedule down for longer than this many occurrences records them over several passes.
const OCCURRENCES_PER_AUTOLOAD_PER_PASS = 400;

type RunOutcome = { status: 'running' | 'completed' | 'skipped' | 'missed'; reason: string | null };

/**
 * Claims autoloads whose next run time has come (FOR UPDATE SKIP LOCKED: any number of workers),
 * records each due run under its unique key (autoload, New York run date) with one row per card, and
 * moves the autoload to its next occurrence, all in one transaction. A crash before the commit
 * leaves the autoload due; after it, the run exists exactly once and executeRunBatch loads it.
 * Answers how many autoloads it claimed.
 */
export async function recordDueRuns(
  db: Database,
  outbox: Outbox,
  nowMs: number,
  options: { autoloadId?: string } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(autoloads)
      .where(
        and(
          eq(autoloads.status, 'active'),
          lte(autoloads.nextRunAt, new Date(nowMs)),
          options.autoloadId ? eq(autoloads.id, options.autoloadId) : undefined,
        ),
      )
      .orderBy(asc(autoloads.nextRunAt))
      .limit(DUE_AUTOLOADS_PER_BATCH)
      .for('update', { skipLocked: true });
    for (const row of due) await recordRunsOf(tx, outbox, row, nowMs);
    return due.length;
  });
}

async function recordRunsOf(tx: Database, outbox: Outbox, row: AutoloadRow, nowMs: number) {
  let runDate = row.nextRunDate;
  let runAt = row.nextRunAt;
  for (let pass = 0; runDate && runAt && runAt.getTime() <= nowMs; pass += 1) {
    if (pass === OCCURRENCES_PER_AUTOLOAD_PER_PASS) break;
    await recordRun(tx, outbox, row, runDate, runAt, nowMs);
    const next = nextAutoloadOccurrence(scheduleOf(row), runDate);
    runDate = next?.runDate ?? null;
    runAt = next ? new Date(next.runAtMs) : null;
  }
  await tx
    .update(autoloads)
    .set({
      nextRunDate: runDate,
      nextRunAt: runAt,
      status: runDate ? row.status : 'ended',
      skippedRunDates: row.skippedRunDates.filter((date) => runDate !== null && date >= runDate),
    })
    .where(eq(autoloads.id, row.id));
}

async function recordRun(
  tx: Database,
  outbox: Outbox,
  row: AutoloadRow,
  runDate: string,
  runAt: Date,
  nowMs: number,
) {
  const base = { autoloadId: row.id, runDate, runAt, startedAt: new Date(nowMs) };
  const finished = { ...base, finishedAt: new Date(nowMs) };
  if (row.skippedRunDates.includes(runDate)) {
    await insertRun(tx, { ...finished, status: 'skipped', reason: 'skipped_by_request' });
    return;
  }
  if (!isWithinCatchUpWindow(runAt.getTime(), nowMs)) {
    await insertRun(tx, { ...finished, status: 'missed', reason: 'catch_up_window_passed' });
    return;
  }
  const members = await tx
    .select({ cardId: cards.id, status: cards.status })
    .from(autoloadCards)
    .innerJoin(cards, eq(cards.id, autoloadCards.cardId))
    .where(eq(autoloadCards.autoloadId, row.id))
    .orderBy(asc(autoloadCards.addedAt), asc(autoloadCards.cardId));
  const loadable = members.filter((member) => !UNLOADABLE_CARD_STATUSES.has(member.status));
  const neededCents = loadable.length * row.amountCents;
  const fundingId = await businessAccountId(tx, row.businessId, 'funding');
  const { availableCents } = await accountBalance(tx, fundingId);
  const short = neededCents > availableCents;
  const skipAll = short && row.shortfallPolicy === 'skip_run';
  const outcome: RunOutcome = skipAll
    ? { status: 'skipped', reason: 'insufficient_funds' }
    : loadable.length === 0
      ? { status: 'completed', reason: members.length === 0 ? 'no_cards' : null }
      : { status: 'running', reason: null };
  const runId = await insertRun(tx, {
    ...(outcome.status === 'running' ? base : finished),
    ...outcome,
    neededCents,
    availableCents,
  });
  if (!runId) return;
  const runCards = members.map((member, position) => {
    const unloadable = UNLOADABLE_CARD_STATUSES.has(member.status);
    return {
      runId,
      cardId: member.cardId,
      position,
      amountCents: row.amountCents,
      status: unloadable || skipAll ? 'skipped' : 'pending',
      reason: unloadable ? `card_${member.status}` : skipAll ? 'insufficient_funds' : null,
      processedAt: unloadable || skipAll ? new Date(nowMs) : null,
    };
  });
  for (let start = 0; start < runCards.length; start += RUN_CARDS_PER_INSERT)
    await tx.insert(autoloadRunCards).values(runCards.slice(start, start + RUN_CARDS_PER_INSERT));
  if (short)
    await alertShortfall(tx, outbox, {
      businessId: row.businessId,
      autoloadName: row.name,
      runDate,
      neededCents,
      availableCents,
      policy: row.shortfallPolicy,
    });
}

/** The run's id, or undefined when its key (autoload, run date) is already recorded. */
async function insertRun(tx: Database, run: typeof autoloadRuns.$inferInsert) {
  const [inserted] = await tx
    .insert(autoloadRuns)
    .values(run)
    .onConflictDoNothing({ target: [autoloadRuns.autoloadId, autoloadRuns.runDate] })
    .returning({ id: autoloadRuns.id });
  return inserted?.id;
}
