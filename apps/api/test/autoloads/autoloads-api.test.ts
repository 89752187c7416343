import { AUTOLOAD_PREVIEW_RUNS, addCalendarDays } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoloadCards, autoloads } from '../../src/db/schema/index.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { countRows, createOrganisation } from '../tenancy/fixtures.ts';
import { autoloadKit, validStartDate } from './support.ts';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let auto: ReturnType<typeof autoloadKit>;
let other: Awaited<ReturnType<typeof createOrganisation>>;
let program: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  auto = autoloadKit(t, kit);
  other = await createOrganisation(t.database.db);
  program = (await kit.newProgram()).id;
});
afterAll(() => t?.close());

const body = (cardIds: string[], extra: object = {}) => ({
  name: 'Monthly stipend',
  amountCents: 12_345,
  frequency: 'monthly',
  startDate: validStartDate(3),
  cardIds,
  ...extra,
});

describe('POST /autoloads/business/:businessId/autoload', () => {
  it('creates the schedule with its cards, its next load date and the next 12 runs at 03:00 New York', async () => {
    const cards = [await kit.issueCard(program), await kit.issueCard(program)];
    const startDate = validStartDate(3);
    const response = await auto.create(kit.user('admin'), program, {
      ...body(
        cards.map((card) => card.id),
        { startDate },
      ),
      memo: 'Rent help',
      businessDayRule: 'previous_business_day',
      shortfallPolicy: 'load_until_funds_end',
    });
    expect(response.statusCode, response.body).toBe(201);
    const detail = response.json();
    expect(detail.autoload).toMatchObject({
      businessId: program,
      name: 'Monthly stipend',
      amountCents: 12_345,
      frequency: 'monthly',
      startDate,
      endDate: null,
      businessDayRule: 'previous_business_day',
      shortfallPolicy: 'load_until_funds_end',
      status: 'active',
      memo: 'Rent help',
      cardCount: 2,
      skippedRunDates: [],
    });
    // Newest added first; cards added together in no promised order.
    expect(detail.cards.map((card: { cardId: string }) => card.cardId).sort()).toEqual(
      cards.map((card) => card.id).sort(),
    );
    expect(detail.nextRuns).toHaveLength(AUTOLOAD_PREVIEW_RUNS);
    expect(detail.autoload.nextLoadDate).toBe(detail.nextRuns[0].runDate);
    expect(detail.autoload.nextRunAt).toBe(detail.nextRuns[0].runAt);
    for (const run of detail.nextRuns) {
      const clock = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(run.runAt));
      expect(clock).toBe('03:00');
    }
    expect(detail.runs).toEqual([]);
  });

  // [case, change to the body, the refused field, its code]
  // biome-ignore format: one row per line reads as a table
  const REFUSALS: [string, (cardId: string) => object, string, string][] = [
    ['a start date before the first valid one (today)', () => ({ startDate: addCalendarDays(validStartDate(), -1) }), 'startDate', 'autoloadStartTooEarly'],
    ['an end date not after the start', () => ({ startDate: validStartDate(2), endDate: validStartDate(2) }), 'endDate', 'datesOutOfOrder'],
    ['an amount of $9,999.01', () => ({ amountCents: 999_901 }), 'amountCents', 'loadAmountMax'],
    ['an amount with a fraction of a cent', () => ({ amountCents: 10.5 }), 'amountCents', 'amountWholeCents'],
    ['an unknown frequency', () => ({ frequency: 'hourly' }), 'frequency', 'invalid'],
    ['no cards', () => ({ cardIds: [] }), 'cardIds', 'cardsRequired'],
    ['the same card twice', (cardId) => ({ cardIds: [cardId, cardId] }), 'cardIds', 'cardsDuplicate'],
    ['a month-end schedule ending before the month ends', () => ({ frequency: 'last_of_month', startDate: '2099-05-01', endDate: '2099-05-30' }), 'endDate', 'autoloadNoRuns'],
    ['a custom field the business does not define for loads', () => ({ customFields: { caseNumber: 'A-1' } }), 'customFields.caseNumber', 'unknownCustomField'],
    ['an unknown time zone', () => ({ timeZone: 'Mars/Olympus' }), 'timeZone', 'invalid'],
  ];
  it.each(REFUSALS)('refuses %s with 400 and writes nothing', async (_case, change, field, code) => {
    const card = await kit.issueCard(program);
    const before = await countRows(kit.db(), autoloads);
    const response = await auto.create(kit.user('admin'), program, {
      ...body([card.id]),
      ...change(card.id),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, ...(code === 'invalid' ? {} : { code }) })]),
    );
    expect(await countRows(kit.db(), autoloads)).toBe(before);
  });

  it('refuses a card of another business with 404 and a closed card with 409', async () => {
    const [foreign] = await kit.issueCards(other.adminUserId, other.programId, [
      { firstName: 'Other', lastName: 'Holder', email: 'other-holder@example.net' },
    ]);
    const foreignResponse = await auto.create(kit.user('admin'), program, body([foreign!.id]));
    expect(foreignResponse.statusCode, foreignResponse.body).toBe(404);
    const closed = await kit.issueCard(program);
    await kit.closeCard(closed.id);
    const closedResponse = await auto.create(kit.user('admin'), program, body([closed.id]));
    expect(closedResponse.statusCode, closedResponse.body).toBe(409);
    expect(closedResponse.json().code).toBe('card_closed');
  });

  it.each([
    ['viewer', 403],
    ['finance', 403],
    ['caseManager', 404],
  ])('answers %s (no createAutoload) with %i', async (who, status) => {
    const card = await kit.issueCard(program);
    const response = await auto.create(kit.user(who), program, body([card.id]));
    expect(response.statusCode, response.body).toBe(status);
  });

  it("answers another tenant's admin with 404", async () => {
    const card = await kit.issueCard(program);
    const response = await auto.create(other.adminUserId, program, body([card.id]));
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /autoloads/business/:businessId', () => {
  it('lists newest first, filters by status and frequency, and pages with a cursor', async () => {
    const own = (await kit.newProgram()).id;
    const card = await kit.issueCard(own);
    const ids: string[] = [];
    for (const frequency of ['daily', 'weekly', 'monthly']) {
      const response = await auto.create(kit.user('admin'), own, body([card.id], { frequency }));
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().autoload.id);
    }
    await auto.patch(kit.user('admin'), ids[0]!, { status: 'paused' });
    const all = await auto.list(kit.user('admin'), own);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().autoloads.map((row: { id: string }) => row.id)).toEqual([...ids].reverse());
    const weekly = await auto.list(kit.user('admin'), own, '?frequency=weekly');
    expect(weekly.json().autoloads.map((row: { id: string }) => row.id)).toEqual([ids[1]]);
    const paused = await auto.list(kit.user('admin'), own, '?status=paused');
    expect(paused.json().autoloads.map((row: { id: string }) => row.id)).toEqual([ids[0]]);
    const first = await auto.list(kit.user('admin'), own, '?limit=2');
    expect(first.json().autoloads).toHaveLength(2);
    const second = await auto.list(kit.user('admin'), own, `?limit=2&cursor=${first.json().page.nextCursor}`);
    expect(second.json().autoloads.map((row: { id: string }) => row.id)).toEqual([ids[0]]);
    expect(second.json().page.nextCursor).toBeNull();
    const viewer = await auto.list(kit.user('viewer'), own);
    expect(viewer.statusCode).toBe(200);
    const bad = await auto.list(kit.user('admin'), own, '?status=sleeping');
    expect(bad.statusCode).toBe(400);
    expect((await auto.list(other.adminUserId, own)).statusCode).toBe(404);
  });
});

describe('GET and PATCH /autoloads/:autoloadProfileId', () => {
  it('reads the autoload for any member of its business and 404 for another tenant or an unknown id', async () => {
    const { detail } = await auto.dailyAutoload(program);
    expect((await auto.get(kit.user('viewer'), detail.autoload.id)).statusCode).toBe(200);
    expect((await auto.get(other.adminUserId, detail.autoload.id)).statusCode).toBe(404);
    expect((await auto.get(kit.user('admin'), crypto.randomUUID())).statusCode).toBe(404);
    expect((await auto.get(kit.user('admin'), 'not-a-uuid')).statusCode).toBe(400);
  });

  it('edits the amount, the name and the schedule, and recomputes the next runs', async () => {
    const { detail } = await auto.dailyAutoload(program);
    const startDate = validStartDate(10);
    const response = await auto.patch(kit.user('admin'), detail.autoload.id, {
      amountCents: 999_900,
      name: 'Weekly food',
      frequency: 'weekly',
      startDate,
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json();
    expect(updated.autoload).toMatchObject({
      amountCents: 999_900,
      name: 'Weekly food',
      frequency: 'weekly',
    });
    expect(updated.nextRuns.slice(0, 2).map((run: { runDate: string }) => run.runDate)).toEqual([
      startDate,
      addCalendarDays(startDate, 7),
    ]);
    expect(updated.autoload.nextLoadDate).toBe(startDate);
  });

  it('skips one occurrence and un-skips it; refuses a date that is not an upcoming run', async () => {
    const { detail } = await auto.dailyAutoload(program);
    const second = detail.nextRuns[1].runDate;
    const skipped = await auto.patch(kit.user('admin'), detail.autoload.id, { skipRunDates: [second] });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json().autoload.skippedRunDates).toEqual([second]);
    expect(skipped.json().nextRuns[1]).toMatchObject({ runDate: second, skipped: true });
    const unknown = await auto.patch(kit.user('admin'), detail.autoload.id, { skipRunDates: ['2020-01-01'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0]).toMatchObject({
      field: 'skipRunDates',
      code: 'autoloadRunDateUnknown',
    });
    const back = await auto.patch(kit.user('admin'), detail.autoload.id, { unskipRunDates: [second] });
    expect(back.json().autoload.skippedRunDates).toEqual([]);
  });

  it('pauses and resumes', async () => {
    const { detail } = await auto.dailyAutoload(program);
    const paused = await auto.patch(kit.user('admin'), detail.autoload.id, { status: 'paused' });
    expect(paused.json().autoload.status).toBe('paused');
    const resumed = await auto.patch(kit.user('admin'), detail.autoload.id, { status: 'active' });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().autoload).toMatchObject({
      status: 'active',
      nextLoadDate: detail.autoload.nextLoadDate,
    });
  });

  it('lets sifh_finance cancel (cancelAutoload) but not edit; a cancelled autoload changes no more', async () => {
    const { detail, cardIds } = await auto.dailyAutoload(program);
    const edit = await auto.patch(kit.user('finance'), detail.autoload.id, { amountCents: 100 });
    expect(edit.statusCode).toBe(403);
    const cancelAndEdit = await auto.patch(kit.user('finance'), detail.autoload.id, {
      status: 'cancelled',
      amountCents: 100,
    });
    expect(cancelAndEdit.statusCode).toBe(403);
    const cancelled = await auto.patch(kit.user('finance'), detail.autoload.id, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().autoload).toMatchObject({
      status: 'cancelled',
      nextLoadDate: null,
      nextRunAt: null,
    });
    expect(cancelled.json().nextRuns).toEqual([]);
    const again = await auto.patch(kit.user('admin'), detail.autoload.id, { status: 'active' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('autoload_cancelled');
    expect((await auto.addCards(kit.user('admin'), detail.autoload.id, [cardIds[0]!])).statusCode).toBe(409);
  });

  it.each([
    ['viewer', { amountCents: 100 }, 403],
    ['viewer', { status: 'cancelled' }, 403],
    ['caseManager', { amountCents: 100 }, 404],
  ])('refuses %s %j with %i', async (who, change, status) => {
    const { detail } = await auto.dailyAutoload(program);
    const response = await auto.patch(kit.user(who), detail.autoload.id, change);
    expect(response.statusCode, response.body).toBe(status);
    const [row] = await kit.db().select().from(autoloads).where(eq(autoloads.id, detail.autoload.id));
    expect(row!.status).toBe('active');
    expect(row!.amountCents).toBe(2_500);
  });

  it('refuses an empty change, an end date before the start and another tenant', async () => {
    const { detail } = await auto.dailyAutoload(program);
    expect((await auto.patch(kit.user('admin'), detail.autoload.id, {})).statusCode).toBe(400);
    const early = await auto.patch(kit.user('admin'), detail.autoload.id, {
      endDate: addCalendarDays(detail.autoload.startDate, -1),
    });
    expect(early.statusCode).toBe(400);
    expect((await auto.patch(other.adminUserId, detail.autoload.id, { amountCents: 1 })).statusCode).toBe(
      404,
    );
  });
});

describe('POST and DELETE /autoloads/:id/members', () => {
  it('adds cards once and removes them; the runs keep their results', async () => {
    const { detail, cardIds } = await auto.dailyAutoload(program, { cards: 1 });
    const added = await kit.issueCard(program);
    const response = await auto.addCards(kit.user('admin'), detail.autoload.id, [cardIds[0]!, added.id]);
    expect(response.statusCode, response.body).toBe(200);
    // Newest added first: the card added now, then the one the autoload began with.
    expect(response.json().cards.map((card: { cardId: string }) => card.cardId)).toEqual([
      added.id,
      cardIds[0],
    ]);
    const removed = await auto.removeCards(kit.user('finance'), detail.autoload.id, [cardIds[0]!]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().cards.map((card: { cardId: string }) => card.cardId)).toEqual([added.id]);
    const rows = await kit
      .db()
      .select()
      .from(autoloadCards)
      .where(eq(autoloadCards.autoloadId, detail.autoload.id));
    expect(rows.map((row) => row.cardId)).toEqual([added.id]);
  });

  it('refuses adding without addCardsToAutoload, removing without deleteCardsFromAutoload, and foreign cards', async () => {
    const { detail, cardIds } = await auto.dailyAutoload(program, { cards: 1 });
    const card = await kit.issueCard(program);
    expect((await auto.addCards(kit.user('finance'), detail.autoload.id, [card.id])).statusCode).toBe(403);
    expect((await auto.removeCards(kit.user('viewer'), detail.autoload.id, cardIds)).statusCode).toBe(403);
    expect((await auto.addCards(other.adminUserId, detail.autoload.id, [card.id])).statusCode).toBe(404);
    const [foreign] = await kit.issueCards(other.adminUserId, other.programId, [
      { firstName: 'Far', lastName: 'Away', email: 'far-away@example.net' },
    ]);
    expect((await auto.addCards(kit.user('admin'), detail.autoload.id, [foreign!.id])).statusCode).toBe(404);
    const closed = await kit.issueCard(program);
    await kit.closeCard(closed.id);
    expect((await auto.addCards(kit.user('admin'), detail.autoload.id, [closed.id])).statusCode).toBe(409);
    const rows = await kit
      .db()
      .select()
      .from(autoloadCards)
      .where(eq(autoloadCards.autoloadId, detail.autoload.id));
    expect(rows.map((row) => row.cardId)).toEqual(cardIds);
  });
});
