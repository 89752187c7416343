import path from 'node:path';
import { addCalendarDays, autoloadRunAtMs } from '@causeway/domain';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  autoloadRunCards,
  autoloadRuns,
  autoloads,
  cards,
  idempotencyKeys,
  journalEntries,
  postings,
} from '../../src/db/schema/index.ts';
import { moneyKit } from '../money/support.ts';
import { killGroup, type Running, sleep, start, stop } from '../operations/processes.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testEngine } from '../support/test-database.ts';
import { autoloadKit, validStartDate } from './support.ts';

const WORKER = path.join(import.meta.dirname, 'autoload-worker-process.ts');
const DAYS = 31;
const CARDS = 10;
const AMOUNT_CENTS = 1_000;
const DAY_MS = 86_400_000;
/** One simulated month in about 60 s: the 36-hour catch-up window is about 3 s of real time. */
const REAL_MONTH_MS = 60_000;
const SPEED = (DAYS * DAY_MS) / REAL_MONTH_MS;
/**
 * Worker A pauses this long before each batch of loads commits (the failpoint is in the batch's
 * key write), so it is mid-batch most of its time and the kill below lands inside one.
 */
const SLOW_LOAD_MS = 1_000;

let t: TestApp;
let workers: Running[] = [];
beforeAll(async () => {
  if (testEngine === 'postgres') t = await createTestApp();
});
afterEach(() => {
  for (const worker of workers) killGroup(worker);
});
afterAll(() => t?.close());

describe.skipIf(testEngine !== 'postgres')('two autoload workers on one PostgreSQL across a month', () => {
  it('runs each day once and loads each card once per day, though one worker is killed mid-run', {
    timeout: 180_000,
  }, async () => {
    const kit = moneyKit(t);
    const auto = autoloadKit(t, kit);
    const program = (await kit.newProgram()).id;
    await kit.achDeposit(program, DAYS * CARDS * AMOUNT_CENTS);
    const firstDay = validStartDate();
    const lastDay = addCalendarDays(firstDay, DAYS - 1);
    const { detail, cardIds } = await auto.dailyAutoload(program, {
      cards: CARDS,
      amountCents: AMOUNT_CENTS,
      extra: { startDate: firstDay, endDate: lastDay },
    });
    const databaseUrl = (t.database as { url?: string }).url!;
    const epochMs = Date.now() + 5_000; // both workers start their clocks together, after tsx starts
    const environment = (name: string, extra: Record<string, string> = {}) => ({
      DATABASE_URL: `${databaseUrl}?application_name=${name}`,
      CLOCK_START_MS: String(autoloadRunAtMs(firstDay) - 3_600_000),
      CLOCK_EPOCH_MS: String(epochMs),
      CLOCK_SPEED: String(SPEED),
      ...extra,
    });
    const workerA = start(
      [process.execPath, '--import', 'tsx', WORKER],
      environment('autoload-a', { CAUSEWAY_FAILPOINTS: `money.beforeCommit=${SLOW_LOAD_MS}` }),
    );
    const workerB = start([process.execPath, '--import', 'tsx', WORKER], environment('autoload-b'));
    workers = [workerA, workerB];

    // Kill A while it is inside a run's batch: its transaction is open, its loads not committed.
    await sleep(epochMs - Date.now() + 8_000);
    const inBatch = async () =>
      Number(
        (
          (await t.database.db.execute(
            // Idle in a transaction for 200 ms or more: inside the failpoint's pause, not between two
            // statements of a transaction (also "idle in transaction", for a moment).
            sql`select count(*) as open from pg_stat_activity
                where application_name = 'autoload-a' and state like 'idle in transaction%'
                  and now() - state_change > interval '200 milliseconds'`,
          )) as unknown as { rows: { open: string }[] }
        ).rows[0]!.open,
      );
    // The two workers race for each day's run, so A may lose several in a row on a loaded machine:
    // wait for it through most of the month rather than a fixed few seconds.
    const deadline = epochMs + 0.75 * REAL_MONTH_MS;
    let open = await inBatch();
    while (open === 0 && Date.now() < deadline) {
      await sleep(20);
      open = await inBatch();
    }
    expect(open, workerA.output()).toBeGreaterThan(0);
    workerA.child.kill('SIGKILL');
    expect(await workerA.exited).toBe('SIGKILL');

    // B alone finishes the month, the run A held included.
    const finished = async () => {
      const [row] = await kit.db().select().from(autoloads).where(eq(autoloads.id, detail.autoload.id));
      const [open] = await kit
        .db()
        .select({ open: count() })
        .from(autoloadRuns)
        .where(and(eq(autoloadRuns.autoloadId, detail.autoload.id), eq(autoloadRuns.status, 'running')));
      return row!.status === 'ended' && Number(open!.open) === 0;
    };
    const giveUpAt = epochMs + 3 * REAL_MONTH_MS;
    while (!(await finished()) && Date.now() < giveUpAt) await sleep(500);
    expect(await stop(workerB, 'SIGTERM'), workerB.output()).toBe(0);

    const month = await kit
      .db()
      .select()
      .from(autoloadRuns)
      .where(eq(autoloadRuns.autoloadId, detail.autoload.id))
      .orderBy(autoloadRuns.runDate);
    expect(month.map((run) => [run.runDate, run.status])).toEqual(
      Array.from({ length: DAYS }, (_, day) => [addCalendarDays(firstDay, day), 'completed']),
    );
    for (const run of month) {
      const results = await kit
        .db()
        .select()
        .from(autoloadRunCards)
        .where(eq(autoloadRunCards.runId, run.id));
      expect(results.map((row) => row.status)).toEqual(Array(CARDS).fill('loaded'));
    }
    for (const cardId of cardIds) {
      const [card] = await kit.db().select().from(cards).where(eq(cards.id, cardId));
      const [loads] = await kit
        .db()
        .select({ loads: count() })
        .from(postings)
        .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
        .where(and(eq(postings.accountId, card!.accountId), eq(journalEntries.kind, 'card_load')));
      const ran = DAYS;
      expect(Number(loads!.loads)).toBe(ran);
      expect(await kit.cardCents(cardId)).toBe(ran * AMOUNT_CENTS);
      const [keys] = await kit
        .db()
        .select({ keys: count() })
        .from(idempotencyKeys)
        .where(like(idempotencyKeys.key, `autoload-run:%:card:${cardId}`));
      expect(Number(keys!.keys)).toBe(ran);
    }
    await kit.expectConserved(t.demo.organizationId);
  });
});
