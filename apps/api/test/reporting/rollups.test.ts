import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { cardTransactions, reportCardTransactionDays } from '../../src/db/schema/index.ts';
import { networkKit } from '../authorizations/support.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { expectRollupsMatch } from './rollup-checks.ts';
import { backdateEntry, backdateTransaction, expectedCardFigures, newYorkDayOf } from './support.ts';

// The daily rollups the reports read (migration 0024) always equal a recomputation from the rows
// they sum: after authorizations, declines, clearing at another amount, reversals, refunds,
// transactions and journal entries moved across New York midnights and DST days, and multi-row
// statements. Autoload loads, bank transfers and periods: rollups-money-and-transfers.test.ts.

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let net: ReturnType<typeof networkKit>;

beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  net = networkKit(t);
});
afterAll(() => t?.close());

/** A program's card figures by New York day as the rollup holds them: summed over shards. */
async function rolledUpDays(businessId: string) {
  const r = reportCardTransactionDays;
  const rows = await t.database.db
    .select({
      day: sql<string>`${r.day}::text`,
      count: sql<string>`sum(${r.count})::text`,
      approvedCents: sql<string>`sum(${r.approvedCents})::text`,
    })
    .from(r)
    .where(eq(r.businessId, businessId))
    .groupBy(r.day)
    .having(sql`sum(${r.count}) <> 0`)
    .orderBy(r.day);
  return Object.fromEntries(rows.map((row) => [row.day, [Number(row.count), Number(row.approvedCents)]]));
}

/** The same from the program's transactions, with New York days computed by Intl, not SQL. */
async function recountedDays(businessId: string) {
  const rows = await t.database.db
    .select()
    .from(cardTransactions)
    .where(eq(cardTransactions.businessId, businessId));
  const days: Record<string, [number, number]> = {};
  for (const row of rows) {
    const day = newYorkDayOf(row.createdAt);
    const [count, cents] = days[day] ?? [0, 0];
    days[day] = [count + 1, cents + row.approvedCents];
  }
  return Object.fromEntries(Object.entries(days).sort(([a], [b]) => a.localeCompare(b)));
}

async function fundedCard(programId: string, cents: number) {
  await kit.achDeposit(programId, cents);
  const card = await kit.issueCard(programId);
  const loaded = await kit.load(kit.user('admin'), programId, [{ cardId: card.id, amountCents: cents }]);
  expect(loaded.results[0].status).toBe('loaded');
  return { cardId: card.id, entryId: loaded.results[0].entryId as string };
}

describe('card transaction rollups', () => {
  it('follow authorizations, declines, clearing, reversals and refunds', async () => {
    const program = (await kit.newProgram()).id;
    const { cardId } = await fundedCard(program, 100_000);
    await expectRollupsMatch(t.database.db);
    const bread = await net.authorize(cardId, { amountCents: 1_250, mcc: '5411', merchantName: 'Bakery' });
    const fuel = await net.authorize(cardId, { amountCents: 4_000, mcc: '5541', merchantName: 'Fuel Stop' });
    const medicine = await net.authorize(cardId, {
      amountCents: 2_000,
      mcc: '5912',
      merchantName: 'Pharmacy',
    });
    await net.expectDecline(cardId, { amountCents: 900_000 }, 'INSUFFICIENT_FUNDS');
    await expectRollupsMatch(t.database.db);
    // Pending → cleared at a smaller amount, pending → reversed, cleared → partly refunded.
    await net.clear(fuel.id, 3_600);
    await expectRollupsMatch(t.database.db);
    await net.reverse(medicine.id);
    await expectRollupsMatch(t.database.db);
    await net.clear(bread.id);
    await net.refund(bread.id, 500);
    await expectRollupsMatch(t.database.db);
    expect(await rolledUpDays(program)).toEqual(await recountedDays(program));
  });

  it('move with a transaction or an entry across New York midnights and DST days', async () => {
    const program = (await kit.newProgram()).id;
    const { cardId, entryId } = await fundedCard(program, 50_000);
    const instants = [
      new Date('2026-03-08T04:59:59.999Z'), // 23:59:59.999 EST, Mar 7
      new Date('2026-03-08T05:00:00.000Z'), // 00:00 EST, Mar 8 (a 23-hour day)
      new Date('2026-03-09T03:59:59.999Z'), // 23:59:59.999 EDT, Mar 8
      new Date('2026-03-09T04:00:00.000Z'), // 00:00 EDT, Mar 9
      new Date('2026-11-01T05:30:00.000Z'), // 01:30 EDT, Nov 1
      new Date('2026-11-01T06:30:00.000Z'), // 01:30 EST, Nov 1 (the repeated hour)
      new Date('2026-11-02T04:59:59.999Z'), // 23:59:59.999 EST, Nov 1
    ];
    for (const [index, at] of instants.entries()) {
      const purchase = await net.authorize(cardId, { amountCents: 100 + index, mcc: '5812' });
      await backdateTransaction(t, purchase.id, at);
    }
    await backdateEntry(t, entryId, instants[0]!);
    await expectRollupsMatch(t.database.db);
    expect(await rolledUpDays(program)).toEqual({
      '2026-03-07': [1, 100],
      '2026-03-08': [2, 101 + 102],
      '2026-03-09': [1, 103],
      '2026-11-01': [3, 104 + 105 + 106],
    });
    expect(await rolledUpDays(program)).toEqual(await recountedDays(program));
    const loads = rowsOf<{ day: string; count: unknown }>(
      await t.database.db.execute(
        sql`select day::text as day, count from report_card_money_days where business_id = ${program} and count <> 0`,
      ),
    );
    expect(loads.map((row) => [row.day, Number(row.count)])).toEqual([['2026-03-07', 1]]);

    // Reports over months (whole months read monthly, the ends by day) agree with the rows, as the
    // period before does, ending on the day a transaction moved to (Mar 7 / Mar 8 boundary).
    const get = async (call: string, query: string) => {
      const response = await t.as(kit.user('admin'), {
        method: 'GET',
        url: `/api/businesses/${program}/reporting/${call}?${query}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    for (const [from, to] of [
      ['2026-03-08', '2026-11-01'],
      ['2026-02-15', '2026-12-31'],
      ['2026-03-01', '2026-03-07'],
    ] as const) {
      const expected = await expectedCardFigures(t, [program], from, to);
      const body = await get('cards/keyMetrics', `from=${from}&to=${to}`);
      expect(body.total.spent).toEqual(expected.spent);
      const previous = await expectedCardFigures(
        t,
        [program],
        body.previousPeriod.from,
        body.previousPeriod.to,
      );
      expect(body.previousTotal.spent).toEqual(previous.spent);
      const seriesCents = body.series.reduce(
        (sum: number, point: { spentCents: number }) => sum + point.spentCents,
        0,
      );
      expect(seriesCents).toBe(expected.spent.cents);
      const categories = await get('cards/transactionCategories', `from=${from}&to=${to}`);
      expect({ count: categories.total.count, cents: categories.total.spentCents }).toEqual(expected.spent);
      expect({ count: categories.previousTotal.count, cents: categories.previousTotal.spentCents }).toEqual(
        previous.spent,
      );
      const merchantCents = categories.topMerchants.reduce(
        (sum: number, row: { cents: number }) => sum + row.cents,
        0,
      );
      expect(merchantCents).toBe(expected.spent.cents);
    }
  });

  it('follow statements of many rows, and an update that moves no figure touches no rollup row', async () => {
    const program = (await kit.newProgram()).id;
    const { cardId } = await fundedCard(program, 100_000);
    const ids: string[] = [];
    for (const amountCents of [300, 400, 500]) ids.push((await net.authorize(cardId, { amountCents })).id);
    const versions = sql`select coalesce(array_agg(xmin::text order by day, kind, status, shard), '{}') as v
      from report_card_transaction_days where business_id = ${program}`;
    const before = rowsOf<{ v: unknown }>(await t.database.db.execute(versions))[0]!.v;
    await t.database.db
      .update(cardTransactions)
      .set({ updatedAt: new Date() })
      .where(eq(cardTransactions.cardId, cardId));
    expect(rowsOf<{ v: unknown }>(await t.database.db.execute(versions))[0]!.v).toEqual(before);
    await expectRollupsMatch(t.database.db);

    // One statement inserts copies on other days, one clears them all, one deletes the copies.
    await t.database.db.execute(sql`
      insert into card_transactions (card_id, business_id, kind, status, requested_cents, approved_cents,
                                     merchant_name, mcc, merchant_category, country, created_at)
      select card_id, business_id, kind, status, requested_cents, approved_cents, 'Copy ' || merchant_name, mcc,
             merchant_category, country, created_at - interval '1 day' * (1 + approved_cents % 3)
      from card_transactions where card_id = ${cardId} and kind = 'authorization' and status = 'approved'`);
    await expectRollupsMatch(t.database.db);
    await t.database.db.execute(
      sql`update card_transactions set status = 'cleared', approved_cents = approved_cents - 1 where card_id = ${cardId} and merchant_name like 'Copy %'`,
    );
    await expectRollupsMatch(t.database.db);
    await t.database.db.execute(
      sql`delete from card_transactions where card_id = ${cardId} and merchant_name like 'Copy %'`,
    );
    await expectRollupsMatch(t.database.db);
    expect(await rolledUpDays(program)).toEqual(await recountedDays(program));
  });
});

describe('the recomputation', () => {
  it('notices a rollup row that drifts from its transactions', async () => {
    const program = (await kit.newProgram()).id;
    const { cardId } = await fundedCard(program, 10_000);
    await net.authorize(cardId, { amountCents: 700 });
    await expectRollupsMatch(t.database.db);
    const drift = (by: number) =>
      t.database.db.execute(sql`update report_card_transaction_days set approved_cents = approved_cents + ${by}
        where business_id = ${program} and status = 'approved'`);
    await drift(1);
    await expect(expectRollupsMatch(t.database.db)).rejects.toThrow();
    await drift(-1);
    await expectRollupsMatch(t.database.db);
  });
});
