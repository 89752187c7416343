import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardSpendingWindows,
  cardSpendRules,
  cardTransactions,
  spendRules,
} from '../../src/db/schema/index.ts';
import { networkKit } from '../authorizations/support.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganisation } from '../tenancy/fixtures.ts';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let net: ReturnType<typeof networkKit>;
let program: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  net = networkKit(t);
  program = t.demo.cardsProgramId;
  await kit.achDeposit(program, 1_000_000);
});
afterAll(() => t?.close());

const createRule = (userId: string, businessId: string, payload: object) =>
  t.as(userId, { method: 'POST', url: `/api/businesses/${businessId}/spendRules/spendRule`, payload });
async function rule(payload: object, businessId = program) {
  const response = await createRule(kit.user('admin'), businessId, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().spendRule as { id: string; name: string };
}
const attach = (userId: string, ruleId: string, cardId: string, method: 'POST' | 'DELETE' = 'POST') =>
  t.as(userId, { method, url: `/api/cards/spendRules/${ruleId}`, payload: { cardId } });
async function fundedCard(cents = 100_000) {
  const card = await kit.issueCard(program);
  await kit.load(kit.user('admin'), program, [{ cardId: card.id, amountCents: cents }]);
  return card.id;
}
async function withRules(...ruleIds: string[]) {
  const cardId = await fundedCard();
  for (const id of ruleIds) expect((await attach(kit.user('admin'), id, cardId)).statusCode).toBe(200);
  return cardId;
}

describe('creating, listing and modifying rules', () => {
  it('creates each type and lists them newest first; a program lists its organisation’s too', async () => {
    const listed = (await kit.newProgram(t.demo.organizationId, 'Rules')).id;
    const velocity = await rule(
      { type: 'velocity', name: 'Daily $50', config: { period: 'day', maxAmountCents: 5_000 } },
      listed,
    );
    expect(velocity).toMatchObject({
      type: 'velocity',
      businessId: listed,
      config: { period: 'day', maxAmountCents: 5_000, maxCount: null },
    });
    await rule({ type: 'merchant_block', name: 'No gambling', config: { mccs: ['7995'] } }, listed);
    const orgRule = await rule(
      { type: 'merchant_allow', name: 'Groceries only', config: { mccs: ['5411', '5422'] } },
      t.demo.organizationId,
    );
    const response = await kit.get(kit.user('viewer'), `/api/businesses/${listed}/spendRules`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().spendRules.map((r: { name: string }) => r.name)).toEqual([
      'Groceries only',
      'No gambling',
      'Daily $50',
    ]);
    const paged = await kit.get(kit.user('viewer'), `/api/businesses/${listed}/spendRules?limit=1`);
    expect(paged.json().spendRules).toEqual([expect.objectContaining({ id: orgRule.id })]);
    expect(paged.json().page.nextCursor).toEqual(expect.any(String));
  });

  it.each<[object, string, string, Record<string, string | number> | undefined, string]>([
    [
      { type: 'velocity', name: 'x', config: { period: 'day' } },
      'config.maxAmountCents',
      'spendLimitRequired',
      undefined,
      'Set a maximum amount, a maximum count, or both',
    ],
    [
      { type: 'velocity', name: 'x', config: { period: 'transaction', maxCount: 2 } },
      'config.maxCount',
      'countNeedsPeriod',
      undefined,
      'A count limit needs a day, week or month period',
    ],
    [
      { type: 'velocity', name: 'x', config: { period: 'year', maxCount: 2 } },
      'config.period',
      'oneOf',
      { field: 'period', values: 'transaction, day, week, month' },
      'Period must be one of transaction, day, week, month',
    ],
    [
      { type: 'velocity', name: 'x', config: { period: 'day', maxAmountCents: 0 } },
      'config.maxAmountCents',
      'amountAboveZero',
      undefined,
      'Amount must be greater than zero',
    ],
    [
      { type: 'merchant_block', name: 'x', config: { mccs: [] } },
      'config.mccs',
      'mccsRequired',
      undefined,
      'Choose at least one merchant category',
    ],
    [
      { type: 'merchant_block', name: 'x', config: { mccs: ['54111'] } },
      'config.mccs.0',
      'mccFormat',
      undefined,
      'Merchant category code must be 4 digits',
    ],
    [
      { type: 'merchant_block', name: 'x', config: { mccs: ['5411', '1000'] } },
      'config.mccs.1',
      'mccUnknown',
      { code: '1000' },
      'Unknown merchant category code 1000',
    ],
    [
      { type: 'merchant_allow', name: 'x', config: { mccs: ['5411', '5411'] } },
      'config.mccs',
      'mccsDuplicate',
      undefined,
      'Each merchant category may appear once',
    ],
    [
      { type: 'merchant_allow', name: ' ', config: { mccs: ['5411'] } },
      'name',
      'required',
      { field: 'name' },
      'Name is required',
    ],
    [
      { type: 'limit', name: 'x', config: {} },
      'type',
      'spendRuleTypeInvalid',
      undefined,
      'Type must be velocity, merchant_allow or merchant_block',
    ],
  ])(
    'refuses %j on %s by code %s, with its English, and writes nothing',
    async (payload, field, code, params, message) => {
      const before = await kit.db().select().from(spendRules);
      const response = await createRule(kit.user('admin'), program, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details).toContainEqual(
        params === undefined ? { field, code, message } : { field, code, params, message },
      );
      expect(await kit.db().select().from(spendRules)).toHaveLength(before.length);
    },
  );

  it('modifies name and config within the rule’s type', async () => {
    const velocity = await rule({
      type: 'velocity',
      name: 'Weekly',
      config: { period: 'week', maxCount: 5 },
    });
    const url = `/api/businesses/${program}/spendRules/${velocity.id}`;
    const patch = (userId: string, payload: object) => t.as(userId, { method: 'PATCH', url, payload });
    const renamed = await patch(kit.user('caseManager'), {
      name: 'Weekly cap',
      config: { period: 'week', maxAmountCents: 10_000, maxCount: 7 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().spendRule).toMatchObject({
      name: 'Weekly cap',
      type: 'velocity',
      config: { period: 'week', maxAmountCents: 10_000, maxCount: 7 },
    });
    const wrongType = await patch(kit.user('admin'), { config: { mccs: ['5411'] } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().details).toContainEqual(
      expect.objectContaining({ field: 'config.period', message: expect.any(String) }),
    );
    const [row] = await kit.db().select().from(spendRules).where(eq(spendRules.id, velocity.id));
    expect(row!.config).toEqual({ period: 'week', maxAmountCents: 10_000, maxCount: 7 });
    expect((await patch(kit.user('admin'), {})).statusCode).toBe(400);
    expect((await patch(kit.user('finance'), { name: 'No' })).statusCode).toBe(403);
    const other = await createOrganisation(t.database.db);
    expect((await patch(other.adminUserId, { name: 'No' })).statusCode).toBe(404);
    const elsewhere = `/api/businesses/${t.demo.payoutsProgramId}/spendRules/${velocity.id}`;
    const misplaced = await t.as(kit.user('admin'), {
      method: 'PATCH',
      url: elsewhere,
      payload: { name: 'No' },
    });
    expect(misplaced.statusCode).toBe(404);
  });

  it('needs createSpendRule to create; viewers and finance cannot', async () => {
    const payload = { type: 'merchant_block', name: 'x', config: { mccs: ['7995'] } };
    expect((await createRule(kit.user('viewer'), program, payload)).statusCode).toBe(403);
    expect((await createRule(kit.user('finance'), program, payload)).statusCode).toBe(403);
    expect((await createRule(kit.user('caseManager'), program, payload)).statusCode).toBe(201);
  });
});

describe('attaching and detaching', () => {
  it('attaches and detaches with activity events, once each', async () => {
    const block = await rule({ type: 'merchant_block', name: 'No bars', config: { mccs: ['5813'] } });
    const cardId = await fundedCard();
    const added = await attach(kit.user('caseManager'), block.id, cardId);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ cardId, spendRuleId: block.id, attached: true });
    expect((await attach(kit.user('admin'), block.id, cardId)).statusCode).toBe(409);
    const removed = await attach(kit.user('admin'), block.id, cardId, 'DELETE');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().attached).toBe(false);
    expect((await attach(kit.user('admin'), block.id, cardId, 'DELETE')).statusCode).toBe(404);
    const activities = await kit.get(kit.user('admin'), `/api/cards/${cardId}/activities`);
    // Newest first, after the load that funded the card.
    expect(activities.json().activities.map((a: { type: string }) => a.type)).toEqual([
      'card_spend_rule_removed',
      'card_spend_rule_added',
      'card_funds_loaded',
    ]);
    expect(activities.json().activities[0].details).toEqual({
      spendRuleId: block.id,
      name: 'No bars',
      ruleType: 'merchant_block',
    });
  });

  it('refuses other businesses’ rules, unknown cards, and callers without modifySpendRule', async () => {
    const cardId = await fundedCard();
    const payoutsRule = await rule(
      { type: 'merchant_block', name: 'Other program', config: { mccs: ['5813'] } },
      t.demo.payoutsProgramId,
    );
    expect((await attach(kit.user('admin'), payoutsRule.id, cardId)).statusCode).toBe(404);
    const mine = await rule({ type: 'merchant_block', name: 'Mine', config: { mccs: ['5813'] } });
    expect((await attach(kit.user('finance'), mine.id, cardId)).statusCode).toBe(403);
    expect((await attach(kit.user('admin'), mine.id, crypto.randomUUID())).statusCode).toBe(404);
    const other = await createOrganisation(t.database.db);
    expect((await attach(other.adminUserId, mine.id, cardId)).statusCode).toBe(404);
    const bad = await t.as(kit.user('admin'), {
      method: 'POST',
      url: `/api/cards/spendRules/${mine.id}`,
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    expect(await kit.db().select().from(cardSpendRules).where(eq(cardSpendRules.cardId, cardId))).toEqual([]);
  });
});

describe('the issuer applies the card’s rules', () => {
  it('merchant_block declines its codes with MERCHANT_DECLINE (Invalid Merchant)', async () => {
    const block = await rule({ type: 'merchant_block', name: 'No casinos', config: { mccs: ['7995'] } });
    const cardId = await withRules(block.id);
    const declined = await net.expectDecline(cardId, { amountCents: 500, mcc: '7995' }, 'MERCHANT_DECLINE');
    expect(declined.declineReasonText).toBe('Invalid Merchant');
    expect((await net.authorize(cardId, { amountCents: 500, mcc: '5411' })).transactionEventStatus).toBe(
      'approved',
    );
  });

  it('merchant_allow declines every other code', async () => {
    const allow = await rule({ type: 'merchant_allow', name: 'Food', config: { mccs: ['5411', '5812'] } });
    const cardId = await withRules(allow.id);
    await net.expectDecline(cardId, { amountCents: 500, mcc: '5999' }, 'MERCHANT_DECLINE');
    expect((await net.authorize(cardId, { amountCents: 500, mcc: '5812' })).transactionEventStatus).toBe(
      'approved',
    );
  });

  it('an organisation rule applies to a program card', async () => {
    const orgBlock = await rule(
      { type: 'merchant_block', name: 'Org: no liquor', config: { mccs: ['5921'] } },
      t.demo.organizationId,
    );
    const cardId = await withRules(orgBlock.id);
    await net.expectDecline(cardId, { amountCents: 100, mcc: '5921' }, 'MERCHANT_DECLINE');
  });

  it('velocity per transaction, per day amount and per day count decline with VELOCITY_DECLINE', async () => {
    const perTransaction = await rule({
      type: 'velocity',
      name: '$100 a purchase',
      config: { period: 'transaction', maxAmountCents: 10_000 },
    });
    const daily = await rule({
      type: 'velocity',
      name: '$150 a day',
      config: { period: 'day', maxAmountCents: 15_000 },
    });
    const count = await rule({
      type: 'velocity',
      name: '3 a month',
      config: { period: 'month', maxCount: 3 },
    });
    const cardId = await withRules(perTransaction.id, daily.id, count.id);
    const big = await net.expectDecline(cardId, { amountCents: 10_001 }, 'VELOCITY_DECLINE');
    expect(big.declineReasonText).toBe('Velocity Limit Exceeded');
    const first = await net.authorize(cardId, { amountCents: 10_000 });
    expect(first.transactionEventStatus).toBe('approved');
    await net.expectDecline(cardId, { amountCents: 5_001 }, 'VELOCITY_DECLINE');
    // A reversed purchase no longer counts; a cleared one does.
    await net.reverse(first.id);
    const second = await net.authorize(cardId, { amountCents: 9_000 });
    await net.clear(second.id);
    expect((await net.authorize(cardId, { amountCents: 6_000 })).transactionEventStatus).toBe('approved');
    await net.expectDecline(cardId, { amountCents: 1 }, 'VELOCITY_DECLINE');
    // Declines did not count towards the monthly count: two approved so far, so one more fits.
    const detach = await attach(kit.user('admin'), daily.id, cardId, 'DELETE');
    expect(detach.statusCode).toBe(200);
    expect((await net.authorize(cardId, { amountCents: 1 })).transactionEventStatus).toBe('approved');
    await net.expectDecline(cardId, { amountCents: 1 }, 'VELOCITY_DECLINE');
  });

  it('a clearing at another amount counts its final amount; the running totals match the history', async () => {
    const daily = await rule({
      type: 'velocity',
      name: '$100 a day',
      config: { period: 'day', maxAmountCents: 10_000 },
    });
    const cardId = await withRules(daily.id);
    const tip = await net.authorize(cardId, { amountCents: 8_000 });
    await net.expectDecline(cardId, { amountCents: 2_001 }, 'VELOCITY_DECLINE');
    // The merchant settles for less than it asked: the room left grows by the difference.
    await net.clear(tip.id, 5_000);
    expect((await net.authorize(cardId, { amountCents: 5_000 })).transactionEventStatus).toBe('approved');
    await net.expectDecline(cardId, { amountCents: 1 }, 'VELOCITY_DECLINE');

    // Each window's running total equals the sum over the card's approved and cleared purchases.
    const [history] = await kit
      .db()
      .select({
        cents: sql<number>`coalesce(sum(${cardTransactions.approvedCents}), 0)`.mapWith(Number),
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(cardTransactions)
      .where(
        and(
          eq(cardTransactions.cardId, cardId),
          inArray(cardTransactions.status, ['approved', 'cleared']),
          eq(cardTransactions.kind, 'authorization'),
        ),
      );
    const windows = await kit
      .db()
      .select()
      .from(cardSpendingWindows)
      .where(eq(cardSpendingWindows.cardId, cardId));
    expect(windows.map((row) => row.period).sort()).toEqual(['day', 'month', 'week']);
    for (const row of windows) {
      expect({ cents: row.amountCents, count: row.count }).toEqual({ cents: 10_000, count: 2 });
      expect(history).toEqual({ cents: 10_000, count: 2 });
    }
  });

  it('a card status decline comes before the rules', async () => {
    const block = await rule({ type: 'merchant_block', name: 'Block', config: { mccs: ['5411'] } });
    const cardId = await withRules(block.id);
    await t.as(kit.user('admin'), { method: 'POST', url: `/api/cards/${cardId}/lock` });
    await net.expectDecline(cardId, { amountCents: 100, mcc: '5411' }, 'CARD_LOCKED');
  });
});
