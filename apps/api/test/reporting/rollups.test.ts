import { autoloadRunAtMs } from '@causeway/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from '../../src/adapters/outbox.ts';
import { businesses, cardTransactions, reportCardTransactionDays } from '../../src/db/schema/index.ts';
import { executeRunBatch } from '../../src/modules/autoloads/execute-runs.ts';
import { recordDueRuns } from '../../src/modules/autoloads/record-due-runs.ts';
import { wholeMonthsOf } from '../../src/modules/reporting/report-frame.ts';
import { networkKit } from '../authorizations/support.ts';
import { autoloadKit } from '../autoloads/support.ts';
import { bankKit } from '../bank-transfers/support.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { backdateEntry, backdateTransaction, expectedCardFigures, newYorkDayOf } from './support.ts';

// The daily rollups the reports read (migration 0024) always equal a recomputation from the rows
// they sum: after authorizations, declines, clearing at another amount, reversals, refunds,
// transactions and journal entries moved across New York midnights and DST days, autoload runs,
// bank transfers that settle, fail or come back, and multi-row statements.

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let net: ReturnType<typeof networkKit>;

beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  net = networkKit(t);
});
afterAll(() => t?.close());

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

// Each rollup and its recomputation from the base tables, as sorted text rows (engines return
// bigint and numeric differently). Both sides are read in one statement: one snapshot.
const CHECKS = {
  transactionDays: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, day, kind, status, decline_reason, shard, count, approved_cents, requested_cents) as line
      from report_card_transaction_days where count <> 0 or approved_cents <> 0 or requested_cents <> 0) r`,
  transactionDaysExpected: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, (created_at at time zone 'America/New_York')::date, kind, status,
                       coalesce(decline_reason, ''), hashtext(card_id::text) & 7, count(*), sum(approved_cents), sum(requested_cents)) as line
      from card_transactions group by business_id, (created_at at time zone 'America/New_York')::date, kind, status,
                                      coalesce(decline_reason, ''), hashtext(card_id::text) & 7) e`,
  transactionMonths: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, month, kind, status, decline_reason, shard, count, approved_cents, requested_cents) as line
      from report_card_transaction_months where count <> 0 or approved_cents <> 0 or requested_cents <> 0) r`,
  transactionMonthsExpected: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, date_trunc('month', created_at at time zone 'America/New_York')::date, kind, status,
                       coalesce(decline_reason, ''), hashtext(card_id::text) & 7, count(*), sum(approved_cents), sum(requested_cents)) as line
      from card_transactions group by business_id, date_trunc('month', created_at at time zone 'America/New_York')::date, kind, status,
                                      coalesce(decline_reason, ''), hashtext(card_id::text) & 7) e`,
  spendCodeMonths: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, month, mcc, shard, count, cents) as line
      from report_card_spend_code_months where count <> 0 or cents <> 0) r`,
  spendCodeMonthsExpected: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, date_trunc('month', created_at at time zone 'America/New_York')::date, mcc,
                       hashtext(card_id::text) & 7, count(*), sum(approved_cents)) as line
      from card_transactions where kind = 'authorization' and status in ('approved', 'cleared')
      group by business_id, date_trunc('month', created_at at time zone 'America/New_York')::date, mcc, hashtext(card_id::text) & 7) e`,
  spendCodes: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, day, mcc, shard, count, cents) as line
      from report_card_spend_code_days where count <> 0 or cents <> 0) r`,
  spendCodesExpected: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, (created_at at time zone 'America/New_York')::date, mcc, hashtext(card_id::text) & 7,
                       count(*), sum(approved_cents)) as line
      from card_transactions where kind = 'authorization' and status in ('approved', 'cleared')
      group by business_id, (created_at at time zone 'America/New_York')::date, mcc, hashtext(card_id::text) & 7) e`,
  merchants: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, day, merchant_name, mcc, shard, count, cents) as line
      from report_card_merchant_days where count <> 0 or cents <> 0) r`,
  merchantsExpected: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, (created_at at time zone 'America/New_York')::date, merchant_name, mcc,
                       hashtext(card_id::text) & 7, count(*), sum(approved_cents)) as line
      from card_transactions where kind = 'authorization' and status in ('approved', 'cleared')
      group by business_id, (created_at at time zone 'America/New_York')::date, merchant_name, mcc, hashtext(card_id::text) & 7) e`,
  merchantMonths: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, month, merchant_name, mcc, shard, count, cents) as line
      from report_card_merchant_months where count <> 0 or cents <> 0) r`,
  merchantMonthsExpected: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, date_trunc('month', created_at at time zone 'America/New_York')::date,
                       merchant_name, mcc, hashtext(card_id::text) & 7, count(*), sum(approved_cents)) as line
      from card_transactions where kind = 'authorization' and status in ('approved', 'cleared')
      group by business_id, date_trunc('month', created_at at time zone 'America/New_York')::date, merchant_name, mcc,
               hashtext(card_id::text) & 7) e`,
  money: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, day, kind, automatic, count, cents) as line
      from report_card_money_days where count <> 0 or cents <> 0) r`,
  moneyExpected: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, day, kind, automatic, count(*), sum(cents)) as line from (
        select c.business_id, (e.created_at at time zone 'America/New_York')::date as day, e.kind,
               exists (select 1 from autoload_run_cards a where a.entry_id = e.id) as automatic,
               abs(p.amount_cents) as cents
        from journal_entries e join postings p on p.entry_id = e.id join cards c on c.account_id = p.account_id
        where e.kind in ('card_load', 'card_withdrawal')) x
      group by business_id, day, kind, automatic) e`,
  transfers: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, day, speed, outcome, reason, count, cents, round(seconds_to_complete, 3)) as line
      from report_bank_transfer_days where count <> 0 or cents <> 0 or seconds_to_complete <> 0) r`,
  transfersExpected: sql`
    select coalesce(array_agg(line order by line), '{}') from (
      select concat_ws('|', business_id, day, speed, outcome, reason, count(*), sum(amount_cents), round(sum(seconds), 3)) as line from (
        select business_id, (created_at at time zone 'America/New_York')::date as day, speed,
               case when status = 'completed' then 'completed'
                    when status = 'failed' and completed_at is not null then 'returned'
                    when status = 'failed' then 'failed' else 'inFlight' end as outcome,
               case when status <> 'failed' then '' when failure_reason is not null then failure_reason
                    when failure_code = 'rejected' then 'rejected' else 'other' end as reason,
               amount_cents,
               case when status = 'completed' then extract(epoch from completed_at - created_at) else 0 end as seconds
        from bank_transfers) x
      group by business_id, day, speed, outcome, reason) e`,
};

/** Every rollup equals its recomputation from the base tables, read in one snapshot. */
async function expectRollupsMatch() {
  const names = Object.keys(CHECKS) as (keyof typeof CHECKS)[];
  const columns = sql.join(
    names.map((name) => sql`(${CHECKS[name]}) as ${sql.identifier(name)}`),
    sql`, `,
  );
  const [row] = rowsOf<Record<string, unknown>>(await t.database.db.execute(sql`select ${columns}`));
  const lines = (name: keyof typeof CHECKS) => {
    const value = row![name];
    // node-postgres parses text[]; PGlite may hand back the literal.
    return Array.isArray(value)
      ? value.map(String)
      : String(value).replace(/^{|}$/g, '').split(',').filter(Boolean);
  };
  expect(lines('transactionDays')).toEqual(lines('transactionDaysExpected'));
  expect(lines('transactionMonths')).toEqual(lines('transactionMonthsExpected'));
  expect(lines('spendCodes')).toEqual(lines('spendCodesExpected'));
  expect(lines('spendCodeMonths')).toEqual(lines('spendCodeMonthsExpected'));
  expect(lines('merchants')).toEqual(lines('merchantsExpected'));
  expect(lines('merchantMonths')).toEqual(lines('merchantMonthsExpected'));
  expect(lines('money')).toEqual(lines('moneyExpected'));
  expect(lines('transfers')).toEqual(lines('transfersExpected'));
  return row;
}

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
    await expectRollupsMatch();
    const bread = await net.authorize(cardId, { amountCents: 1_250, mcc: '5411', merchantName: 'Bakery' });
    const fuel = await net.authorize(cardId, { amountCents: 4_000, mcc: '5541', merchantName: 'Fuel Stop' });
    const medicine = await net.authorize(cardId, {
      amountCents: 2_000,
      mcc: '5912',
      merchantName: 'Pharmacy',
    });
    await net.expectDecline(cardId, { amountCents: 900_000 }, 'INSUFFICIENT_FUNDS');
    await expectRollupsMatch();
    // Pending → cleared at a smaller amount, pending → reversed, cleared → partly refunded.
    await net.clear(fuel.id, 3_600);
    await expectRollupsMatch();
    await net.reverse(medicine.id);
    await expectRollupsMatch();
    await net.clear(bread.id);
    await net.refund(bread.id, 500);
    await expectRollupsMatch();
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
    await expectRollupsMatch();
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
    await expectRollupsMatch();

    // One statement inserts copies on other days, one clears them all, one deletes the copies.
    await t.database.db.execute(sql`
      insert into card_transactions (card_id, business_id, kind, status, requested_cents, approved_cents,
                                     merchant_name, mcc, merchant_category, country, created_at)
      select card_id, business_id, kind, status, requested_cents, approved_cents, 'Copy ' || merchant_name, mcc,
             merchant_category, country, created_at - interval '1 day' * (1 + approved_cents % 3)
      from card_transactions where card_id = ${cardId} and kind = 'authorization' and status = 'approved'`);
    await expectRollupsMatch();
    await t.database.db.execute(
      sql`update card_transactions set status = 'cleared', approved_cents = approved_cents - 1 where card_id = ${cardId} and merchant_name like 'Copy %'`,
    );
    await expectRollupsMatch();
    await t.database.db.execute(
      sql`delete from card_transactions where card_id = ${cardId} and merchant_name like 'Copy %'`,
    );
    await expectRollupsMatch();
    expect(await rolledUpDays(program)).toEqual(await recountedDays(program));
  });
});

describe('the recomputation', () => {
  it('notices a rollup row that drifts from its transactions', async () => {
    const program = (await kit.newProgram()).id;
    const { cardId } = await fundedCard(program, 10_000);
    await net.authorize(cardId, { amountCents: 700 });
    await expectRollupsMatch();
    const drift = (by: number) =>
      t.database.db.execute(sql`update report_card_transaction_days set approved_cents = approved_cents + ${by}
        where business_id = ${program} and status = 'approved'`);
    await drift(1);
    await expect(expectRollupsMatch()).rejects.toThrow();
    await drift(-1);
    await expectRollupsMatch();
  });
});

describe('card money rollups', () => {
  it('count an autoload run as automatic once the run names its entry', async () => {
    const program = (await kit.newProgram()).id;
    await kit.achDeposit(program, 100_000);
    const { detail } = await autoloadKit(t, kit).dailyAutoload(program, { cards: 2, amountCents: 2_500 });
    const outbox = new Outbox({ email: false, sms: false });
    const context = { outbox, fixedCustomFields: t.config.fixedCustomFields };
    const runAtMs = autoloadRunAtMs(detail.autoload.startDate);
    while ((await recordDueRuns(t.database.db, outbox, runAtMs)) > 0) {}
    while ((await executeRunBatch(t.database.db, context, runAtMs)) > 0) {}
    await expectRollupsMatch();
    const automatic = rowsOf<{ automatic: unknown; count: unknown; cents: unknown }>(
      await t.database.db.execute(sql`select automatic, sum(count)::text as count, sum(cents)::text as cents
        from report_card_money_days where business_id = ${program} group by automatic having sum(count) <> 0`),
    );
    expect(automatic.map((row) => [String(row.automatic), Number(row.count), Number(row.cents)])).toEqual([
      [expect.stringMatching(/^(true|t)$/), 2, 5_000],
    ]);
    // A run card that lets go of its entry makes the load manual again.
    await t.database.db.execute(
      sql`update autoload_run_cards set entry_id = null where entry_id = (
        select a.entry_id from autoload_run_cards a join cards c on c.id = a.card_id
        where c.business_id = ${program} and a.entry_id is not null limit 1)`,
    );
    await expectRollupsMatch();
    const manual = rowsOf<{ count: unknown }>(
      await t.database.db.execute(sql`select sum(count)::text as count from report_card_money_days
        where business_id = ${program} and not automatic`),
    );
    expect(Number(manual[0]!.count)).toBe(1);
  });
});

describe('bank transfer rollups', () => {
  it('follow transfers that are sent, settle, fail and come back', async () => {
    const [payouts] = await t.database.db
      .insert(businesses)
      .values({ name: 'Rollup Payouts', parentId: t.demo.organizationId, productType: 'bank_transfers' })
      .returning();
    const program = payouts!.id;
    await kit.achDeposit(program, 1_000_000);
    const bank = bankKit(t);
    const recipient = await bank.recipientWithAccount(kit.user('admin'), program);
    const sent: string[] = [];
    for (const [amountCents, speed] of [
      [10_000, 'ach'],
      [20_000, 'sameday_ach'],
      [30_000, 'ach'],
    ] as const) {
      const response = await bank.transfer(kit.user('admin'), program, recipient.id, amountCents, speed);
      expect(response.statusCode, response.body).toBe(201);
      sent.push(response.json().transfer.id);
    }
    await expectRollupsMatch();
    const sandbox = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url: `/api/sandbox/bank${url}`, ...(payload ? { payload } : {}) });
    expect((await sandbox('/cutFiles')).statusCode).toBe(200);
    await expectRollupsMatch();
    expect((await sandbox(`/entries/${sent[0]}/settle`)).statusCode).toBe(200);
    expect((await sandbox(`/entries/${sent[1]}/settle`)).statusCode).toBe(200);
    await expectRollupsMatch();
    expect((await sandbox(`/entries/${sent[1]}/return`, { code: 'R02' })).statusCode).toBe(200);
    expect((await sandbox(`/entries/${sent[2]}/return`, { code: 'R03' })).statusCode).toBe(200);
    await expectRollupsMatch();
    const outcomes = rowsOf<{ outcome: string; count: unknown }>(
      await t.database.db.execute(sql`select outcome, sum(count)::text as count from report_bank_transfer_days
        where business_id = ${program} group by outcome having sum(count) <> 0 order by outcome`),
    );
    expect(outcomes.map((row) => [row.outcome, Number(row.count)])).toEqual([
      ['completed', 1],
      ['failed', 1],
      ['returned', 1],
    ]);
  });
});

describe('a period in whole months and days', () => {
  it.each([
    [{ from: '2026-03-01', to: '2026-03-31' }, { from: '2026-03-01', to: '2026-03-01' }, []],
    [{ from: '2026-03-08', to: '2026-03-20' }, null, [{ from: '2026-03-08', to: '2026-03-20' }]],
    [
      { from: '2026-01-31', to: '2026-03-01' },
      { from: '2026-02-01', to: '2026-02-01' },
      [
        { from: '2026-01-31', to: '2026-01-31' },
        { from: '2026-03-01', to: '2026-03-01' },
      ],
    ],
    [
      { from: '2025-11-27', to: '2026-11-26' },
      { from: '2025-12-01', to: '2026-10-01' },
      [
        { from: '2025-11-27', to: '2025-11-30' },
        { from: '2026-11-01', to: '2026-11-26' },
      ],
    ],
    [{ from: '2024-02-01', to: '2024-02-29' }, { from: '2024-02-01', to: '2024-02-01' }, []],
    [{ from: '2024-02-01', to: '2024-02-28' }, null, [{ from: '2024-02-01', to: '2024-02-28' }]],
  ])('%o → months %o and days %o', (period, months, days) => {
    expect(wholeMonthsOf(period)).toEqual({ months, days });
  });
});
