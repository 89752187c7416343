import { autoloadRunAtMs } from '@causeway/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Outbox } from '../../src/adapters/outbox.ts';
import { rowsOf } from '../../src/db/client.ts';
import { businesses } from '../../src/db/schema/index.ts';
import { executeRunBatch } from '../../src/modules/autoloads/execute-runs.ts';
import { recordDueRuns } from '../../src/modules/autoloads/record-due-runs.ts';
import { wholeMonthsOf } from '../../src/modules/reporting/report-frame.ts';
import { autoloadKit } from '../autoloads/support.ts';
import { bankKit } from '../bank-transfers/support.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { expectRollupsMatch } from './rollup-checks.ts';

// The money and transfer rollups (autoload loads, bank transfers) equal a recomputation from the
// rows they sum, and a report period splits into whole months and days.

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;

beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
});
afterAll(() => t?.close());

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
    await expectRollupsMatch(t.database.db);
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
    await expectRollupsMatch(t.database.db);
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
    await expectRollupsMatch(t.database.db);
    const sandbox = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url: `/api/sandbox/bank${url}`, ...(payload ? { payload } : {}) });
    expect((await sandbox('/cutFiles')).statusCode).toBe(200);
    await expectRollupsMatch(t.database.db);
    expect((await sandbox(`/entries/${sent[0]}/settle`)).statusCode).toBe(200);
    expect((await sandbox(`/entries/${sent[1]}/settle`)).statusCode).toBe(200);
    await expectRollupsMatch(t.database.db);
    expect((await sandbox(`/entries/${sent[1]}/return`, { code: 'R02' })).statusCode).toBe(200);
    expect((await sandbox(`/entries/${sent[2]}/return`, { code: 'R03' })).statusCode).toBe(200);
    await expectRollupsMatch(t.database.db);
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
