import { addCalendarDays, autoloadRunAtMs } from '@causeway/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from '../../src/adapters/outbox.ts';
import {
  autoloadRunCards,
  autoloadRuns,
  autoloads,
  cardholders,
  cards,
  communicationPreferences,
  idempotencyKeys,
  outboxMessages,
} from '../../src/db/schema/index.ts';
import { executeRunBatch } from '../../src/modules/autoloads/execute-runs.ts';
import { recordDueRuns } from '../../src/modules/autoloads/record-due-runs.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createUser } from '../tenancy/fixtures.ts';
import { autoloadKit } from './support.ts';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let auto: ReturnType<typeof autoloadKit>;
const outbox = new Outbox({ email: false, sms: false });
beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  auto = autoloadKit(t, kit);
});
afterAll(() => t?.close());

const context = () => ({ outbox, fixedCustomFields: t.config.fixedCustomFields });
/** Everything the worker would do at this instant: record the due runs, load them to the end. */
async function workAt(nowMs: number, executeContext = context()) {
  while ((await recordDueRuns(t.database.db, outbox, nowMs)) > 0) {}
  while ((await executeRunBatch(t.database.db, executeContext, nowMs)) > 0) {}
}
const runsOf = (autoloadId: string) =>
  kit
    .db()
    .select()
    .from(autoloadRuns)
    .where(eq(autoloadRuns.autoloadId, autoloadId))
    .orderBy(autoloadRuns.runDate);
const resultsOf = (runId: string) =>
  kit
    .db()
    .select()
    .from(autoloadRunCards)
    .where(eq(autoloadRunCards.runId, runId))
    .orderBy(autoloadRunCards.position);
const HOUR_MS = 3_600_000;

/** A program of its own with `fundingCents` in its funding account and a daily autoload. */
async function fundedAutoload(fundingCents: number, options: Parameters<typeof auto.dailyAutoload>[1] = {}) {
  const program = (await kit.newProgram()).id;
  if (fundingCents > 0) await kit.achDeposit(program, fundingCents);
  const created = await auto.dailyAutoload(program, options);
  return {
    program,
    ...created,
    id: created.detail.autoload.id as string,
    start: created.detail.autoload.startDate as string,
  };
}

describe('a run at 03:00 New York', () => {
  it('is recorded once at its time, loads each loadable card once and skips a frozen card with a reason', async () => {
    const { id, cardIds, start, program } = await fundedAutoload(100_000, { cards: 3, amountCents: 2_500 });
    await kit.db().update(cards).set({ status: 'frozen' }).where(eq(cards.id, cardIds[1]!));
    const runAtMs = autoloadRunAtMs(start);

    await workAt(runAtMs - 1);
    expect(await runsOf(id)).toEqual([]);

    await workAt(runAtMs);
    await workAt(runAtMs + 60_000);
    const runs = await runsOf(id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      runDate: start,
      status: 'completed',
      neededCents: 5_000,
      availableCents: 100_000,
    });
    expect((await resultsOf(runs[0]!.id)).map((row) => [row.cardId, row.status, row.reason])).toEqual([
      [cardIds[0], 'loaded', null],
      [cardIds[1], 'skipped', 'card_frozen'],
      [cardIds[2], 'loaded', null],
    ]);
    expect(await kit.cardCents(cardIds[0]!)).toBe(2_500);
    expect(await kit.cardCents(cardIds[1]!)).toBe(0);
    expect(await kit.cardCents(cardIds[2]!)).toBe(2_500);
    expect(await kit.fundingCents(program)).toBe(95_000);
    const keys = await kit
      .db()
      .select()
      .from(idempotencyKeys)
      .where(like(idempotencyKeys.key, `autoload-run:${runs[0]!.id}:%`));
    expect(keys).toHaveLength(2);
    const [row] = await kit.db().select().from(autoloads).where(eq(autoloads.id, id));
    expect(row!.nextRunDate).toBe(addCalendarDays(start, 1));

    const detail = (await auto.get(kit.user('admin'), id)).json();
    expect(detail.runs[0]).toMatchObject({ runDate: start, loadedCount: 2, skippedCount: 1, failedCount: 0 });
    expect(detail.runs[0].results).toHaveLength(3);
    await kit.expectConserved(t.demo.organizationId);
  });

  it('skips the whole run when funds are short and the policy says so, and alerts the members', async () => {
    const { id, cardIds, start } = await fundedAutoload(3_000, { cards: 2, amountCents: 2_500 });
    await workAt(autoloadRunAtMs(start));
    const [run] = await runsOf(id);
    expect(run).toMatchObject({
      status: 'skipped',
      reason: 'insufficient_funds',
      neededCents: 5_000,
      availableCents: 3_000,
    });
    expect((await resultsOf(run!.id)).map((row) => row.status)).toEqual(['skipped', 'skipped']);
    expect(await kit.cardCents(cardIds[0]!)).toBe(0);
    const alerts = await kit
      .db()
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, 'admin@example.org'),
          like(outboxMessages.subject, '%not enough funds%'),
        ),
      );
    expect(alerts.some((alert) => alert.body.includes(start))).toBe(true);
  });

  it('loads in order until the funds end under load_until_funds_end', async () => {
    const { id, cardIds, start, program } = await fundedAutoload(6_000, {
      cards: 3,
      amountCents: 2_500,
      extra: { shortfallPolicy: 'load_until_funds_end' },
    });
    await workAt(autoloadRunAtMs(start));
    const [run] = await runsOf(id);
    expect(run).toMatchObject({ status: 'completed', reason: 'insufficient_funds' });
    expect((await resultsOf(run!.id)).map((row) => [row.cardId, row.status, row.reason])).toEqual([
      [cardIds[0], 'loaded', null],
      [cardIds[1], 'loaded', null],
      [cardIds[2], 'failed', 'insufficient_funds'],
    ]);
    expect(await kit.fundingCents(program)).toBe(1_000);
  });

  it('records a skipped occurrence as skipped, loads nothing, and runs the next day', async () => {
    const { id, cardIds, start } = await fundedAutoload(100_000, { cards: 1 });
    const skip = await auto.patch(kit.user('admin'), id, { skipRunDates: [start] });
    expect(skip.statusCode, skip.body).toBe(200);
    await workAt(autoloadRunAtMs(start));
    await workAt(autoloadRunAtMs(addCalendarDays(start, 1)));
    const runs = await runsOf(id);
    expect(runs.map((run) => [run.runDate, run.status, run.reason])).toEqual([
      [start, 'skipped', 'skipped_by_request'],
      [addCalendarDays(start, 1), 'completed', null],
    ]);
    expect(await kit.cardCents(cardIds[0]!)).toBe(2_500);
  });

  it('catches up runs missed within 36 hours and records older ones as missed', async () => {
    const { id, cardIds, start } = await fundedAutoload(100_000, { cards: 1 });
    const backMs = autoloadRunAtMs(addCalendarDays(start, 3)) + HOUR_MS;
    await workAt(backMs);
    const runs = await runsOf(id);
    expect(runs.map((run) => [run.runDate, run.status])).toEqual([
      [start, 'missed'],
      [addCalendarDays(start, 1), 'missed'],
      [addCalendarDays(start, 2), 'completed'],
      [addCalendarDays(start, 3), 'completed'],
    ]);
    expect(await kit.cardCents(cardIds[0]!)).toBe(5_000);
    const [row] = await kit.db().select().from(autoloads).where(eq(autoloads.id, id));
    expect(row!.nextRunDate).toBe(addCalendarDays(start, 4));
  });

  it('ends a schedule after its end date', async () => {
    const { id, start } = await fundedAutoload(100_000, { cards: 1, extra: {} });
    await auto.patch(kit.user('admin'), id, { endDate: addCalendarDays(start, 1) });
    await workAt(autoloadRunAtMs(addCalendarDays(start, 1)));
    const [row] = await kit.db().select().from(autoloads).where(eq(autoloads.id, id));
    expect(row).toMatchObject({ status: 'ended', nextRunDate: null, nextRunAt: null });
    expect(await runsOf(id)).toHaveLength(2);
  });

  it('after a crash in the middle of a batch, loads every card once and emails the cardholder once', async () => {
    const { id, cardIds, start } = await fundedAutoload(100_000, { cards: 2 });
    const [card] = await kit.db().select().from(cards).where(eq(cards.id, cardIds[0]!));
    const person = await createUser(kit.db());
    await kit
      .db()
      .update(cardholders)
      .set({ userId: person.id })
      .where(eq(cardholders.id, card!.cardholderId));
    await kit
      .db()
      .insert(communicationPreferences)
      .values({ userId: person.id, type: 'card_loads', value: 'email' });
    const [holder] = await kit.db().select().from(cardholders).where(eq(cardholders.id, card!.cardholderId));
    const runAtMs = autoloadRunAtMs(start);

    const crashing = new Outbox({ email: false, sms: false });
    crashing.email = async () => {
      throw new Error('the process died here');
    };
    while ((await recordDueRuns(t.database.db, outbox, runAtMs)) > 0) {}
    await expect(executeRunBatch(t.database.db, { ...context(), outbox: crashing }, runAtMs)).rejects.toThrow(
      'the process died here',
    );
    expect(await kit.cardCents(cardIds[0]!)).toBe(0);
    const [run] = await runsOf(id);
    expect((await resultsOf(run!.id)).map((row) => row.status)).toEqual(['pending', 'pending']);

    await workAt(runAtMs + 1_000);
    await workAt(runAtMs + 2_000);
    expect(await kit.cardCents(cardIds[0]!)).toBe(2_500);
    expect(await kit.cardCents(cardIds[1]!)).toBe(2_500);
    const emails = await kit
      .db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, holder!.email!));
    expect(emails.filter((email) => email.subject?.includes('funds loaded'))).toHaveLength(1);
  });

  it('with several workers at once, records each run once and loads each card once', async () => {
    const { id, cardIds, start } = await fundedAutoload(1_000_000, { cards: 6, amountCents: 1_000 });
    const runAtMs = autoloadRunAtMs(start);
    await Promise.all([workAt(runAtMs), workAt(runAtMs), workAt(runAtMs + 1)]);
    expect(await runsOf(id)).toHaveLength(1);
    for (const cardId of cardIds) expect(await kit.cardCents(cardId)).toBe(1_000);
  });
});

describe('POST /sandbox/autoloads/:id/runNow', () => {
  const runNow = (id: string) => t.app.inject({ method: 'POST', url: `/api/sandbox/autoloads/${id}/runNow` });

  it("makes the next run now, loads its cards and moves the schedule on; the worker's keys apply", async () => {
    const { id, cardIds, start } = await fundedAutoload(100_000, { cards: 3 });
    const response = await runNow(id);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail.runs[0]).toMatchObject({ runDate: start, status: 'completed', loadedCount: 3 });
    expect(detail.autoload.nextLoadDate).toBe(addCalendarDays(start, 1));
    for (const cardId of cardIds) expect(await kit.cardCents(cardId)).toBe(2_500);
    // The worker at that run's time finds nothing left to do.
    await workAt(autoloadRunAtMs(start) + 60_000);
    expect(await runsOf(id)).toHaveLength(1);
    for (const cardId of cardIds) expect(await kit.cardCents(cardId)).toBe(2_500);
  });

  it("pages a large autoload: its cards and a run's results past the first 100, each once", async () => {
    const program = (await kit.newProgram()).id;
    await kit.achDeposit(program, 1_000_000);
    const people = Array.from({ length: 105 }, (_, index) => ({
      firstName: 'Paged',
      lastName: `Holder ${index}`,
      email: `paged-${index}-${crypto.randomUUID().slice(0, 6)}@example.net`,
    }));
    const issued = [
      ...(await kit.issueCards(kit.user('admin'), program, people.slice(0, 100))),
      ...(await kit.issueCards(kit.user('admin'), program, people.slice(100))),
    ];
    const { detail } = await auto.dailyAutoload(program, {
      cardIds: issued.map((card) => card.id),
      amountCents: 100,
    });
    const id = detail.autoload.id as string;
    expect(detail.cards).toHaveLength(100);
    expect(detail.autoload.cardCount).toBe(105);
    const rest = await t.as(kit.user('admin'), {
      method: 'GET',
      url: `/api/autoloads/${id}/cards?limit=100&cursor=${detail.cardsPage.nextCursor}`,
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().page.nextCursor).toBeNull();
    const allCards = [...detail.cards, ...rest.json().cards].map((card: { cardId: string }) => card.cardId);
    expect(new Set(allCards)).toEqual(new Set(issued.map((card) => card.id)));

    const ran = (await runNow(id)).json();
    const [run] = ran.runs;
    expect(run).toMatchObject({ loadedCount: 105, failedCount: 0 });
    expect(run.results).toHaveLength(100);
    const more = await t.as(kit.user('admin'), {
      method: 'GET',
      url: `/api/autoloads/${id}/runs/${run.id}/results?afterPosition=${run.nextAfterPosition}`,
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json()).toMatchObject({ nextAfterPosition: null });
    expect(more.json().results).toHaveLength(5);
    // A run of another autoload, or another organisation's reader, is not found.
    const other = await fundedAutoload(100_000, { cards: 1 });
    const foreign = await t.as(kit.user('admin'), {
      method: 'GET',
      url: `/api/autoloads/${other.id}/runs/${run.id}/results`,
    });
    expect(foreign.statusCode).toBe(404);
    const outsider = await createUser(kit.db(), { role: 'admin', scope: 'normal' });
    const hidden = await t.as(outsider.id, { method: 'GET', url: `/api/autoloads/${id}/cards` });
    expect(hidden.statusCode).toBe(404);
  });

  it('refuses a paused autoload with 409 and an unknown one with 404', async () => {
    const { id } = await fundedAutoload(100_000, { cards: 1 });
    await auto.patch(kit.user('admin'), id, { status: 'paused' });
    const paused = await runNow(id);
    expect(paused.statusCode).toBe(409);
    expect(paused.json().code).toBe('autoload_not_active');
    expect(await runsOf(id)).toEqual([]);
    expect((await runNow(crypto.randomUUID())).statusCode).toBe(404);
  });
});
