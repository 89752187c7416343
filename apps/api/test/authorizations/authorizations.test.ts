import { eq, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cardHolds, cards, cardTransactions } from '../../src/db/schema/index.ts';
import { cardDecisionTurns } from '../../src/lib/row-turns.ts';
import { recentReadCount } from '../../src/modules/authorizations/recent-reads.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testEngine } from '../support/test-database.ts';
import { watchTurns } from '../support/watch-turns.ts';
import { networkKit } from './support.ts';

const dialect = new PgDialect();
let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let net: ReturnType<typeof networkKit>;
let program: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  net = networkKit(t);
  program = (await kit.newProgram(t.demo.organizationId, 'Purchases')).id;
  await kit.achDeposit(program, 1_000_000);
});
afterAll(() => t?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

async function fundedCard(cents = 10_000, businessId = program) {
  const card = await kit.issueCard(businessId);
  await kit.load(kit.user('admin'), businessId, [{ cardId: card.id, amountCents: cents }]);
  return card.id;
}
async function balance(cardId: string) {
  const response = await kit.get(kit.user('admin'), `/api/cards/${cardId}/balance`);
  return response.json().balance;
}
const setStatus = (cardId: string, status: string) =>
  kit.db().update(cards).set({ status }).where(eq(cards.id, cardId));

describe('issuer decision: declines', () => {
  it.each([
    ['locked', 'CARD_LOCKED', 'Card Locked'],
    ['frozen', 'CARD_FROZEN', 'Card Frozen'],
    ['closed', 'CARD_CLOSED', 'Card Closed'],
    ['inactive', 'CARD_INACTIVE', 'Card Inactive'],
  ])('a %s card declines with %s', async (status, reason, text) => {
    const cardId = await fundedCard();
    await setStatus(cardId, status);
    const transaction = await net.expectDecline(cardId, { amountCents: 1_000 }, reason);
    expect(transaction.declineReasonText).toBe(text);
    expect(transaction.displayAmountCents).toBe(-1_000);
    expect(await balance(cardId)).toEqual({ balanceCents: 10_000, heldCents: 0, availableCents: 10_000 });
  });

  it('declines a purchase above the available balance, holds included', async () => {
    const cardId = await fundedCard(5_000);
    await net.authorize(cardId, { amountCents: 3_000 });
    const declined = await net.expectDecline(cardId, { amountCents: 2_001 }, 'INSUFFICIENT_FUNDS');
    expect(declined.declineReasonText).toBe('Insufficient Funds');
    const exact = await net.authorize(cardId, { amountCents: 2_000 });
    expect(exact.transactionEventStatus).toBe('approved');
    expect(await balance(cardId)).toEqual({ balanceCents: 5_000, heldCents: 5_000, availableCents: 0 });
    const [hold] = await kit.db().select().from(cardHolds).where(eq(cardHolds.transactionId, exact.id));
    expect(hold).toMatchObject({ amountCents: 2_000, status: 'pending' });
  });

  it('a locked card declines, and transacts again once unlocked', async () => {
    const cardId = await fundedCard();
    await t.as(kit.user('admin'), { method: 'POST', url: `/api/cards/${cardId}/lock` });
    await net.expectDecline(cardId, { amountCents: 100 }, 'CARD_LOCKED');
    await t.as(kit.user('admin'), { method: 'POST', url: `/api/cards/${cardId}/unlock` });
    expect((await net.authorize(cardId, { amountCents: 100 })).transactionEventStatus).toBe('approved');
  });
});

describe('issuer decision: one card at a time', () => {
  it("decides one card's parallel purchases one after another, each on what the one before wrote", async () => {
    const cardId = await fundedCard(10_000);
    const turns = watchTurns(cardDecisionTurns);
    // A decision whose write found the card changed since its read runs again in a transaction.
    const transaction = vi.spyOn(kit.db(), 'transaction');
    const execute = vi.spyOn(kit.db(), 'execute');
    const statementsNaming = (text: string) =>
      execute.mock.calls.filter(([query]) => dialect.sqlToQuery(query as SQL).sql.includes(text)).length;
    const decided = await Promise.all(
      Array.from({ length: 10 }, () => net.authorize(cardId, { amountCents: 100 })),
    );
    expect(decided.map((purchase) => purchase.transactionEventStatus)).toEqual(Array(10).fill('approved'));
    expect(turns.rowsNamed).toEqual(Array(10).fill([cardId]));
    expect(turns.inFlightMax).toBe(1);
    expect(transaction).not.toHaveBeenCalled();
    // Ten writes; a decision queued behind another decides on what that one left, without a read.
    // (PGlite answers one statement at a time, so there a decision seldom finds another queued.)
    expect(statementsNaming('card_authorization_write')).toBe(10);
    expect(statementsNaming('card_decision_read')).toBeLessThanOrEqual(testEngine === 'postgres' ? 5 : 10);
    expect(cardDecisionTurns.size).toBe(0);
    expect(recentReadCount()).toBe(0);
    expect(await balance(cardId)).toEqual({ balanceCents: 10_000, heldCents: 1_000, availableCents: 9_000 });
  });
});

describe('issuer decision: queued purchases', () => {
  it('approves a queued card’s purchases until its funds end, then declines, holding no more than it has', async () => {
    const cardId = await fundedCard(500);
    const decided = await Promise.all(
      Array.from({ length: 10 }, () => net.authorize(cardId, { amountCents: 100 })),
    );
    const statuses = decided.map((purchase) => purchase.transactionEventStatus);
    expect(statuses.filter((status) => status === 'approved')).toHaveLength(5);
    const declined = decided.filter((purchase) => purchase.transactionEventStatus === 'declined');
    expect(declined.map((purchase) => purchase.declineReason)).toEqual(Array(5).fill('INSUFFICIENT_FUNDS'));
    expect(await balance(cardId)).toEqual({ balanceCents: 500, heldCents: 500, availableCents: 0 });
    // A load between purchases: the next decision sees it, whatever it was handed.
    await kit.load(kit.user('admin'), program, [{ cardId, amountCents: 300 }]);
    const after = await Promise.all(
      Array.from({ length: 4 }, () => net.authorize(cardId, { amountCents: 100 })),
    );
    expect(after.filter((purchase) => purchase.transactionEventStatus === 'approved')).toHaveLength(3);
    expect(await balance(cardId)).toEqual({ balanceCents: 800, heldCents: 800, availableCents: 0 });
  });
});

describe('approve, clear, reverse, refund', () => {
  it('approves with a hold, then clears for a different final amount', async () => {
    const cardId = await fundedCard(10_000);
    const approved = await net.authorize(cardId, { amountCents: 4_000 });
    expect(approved).toMatchObject({
      transactionEventStatus: 'approved',
      requestedAmount: { value: 4_000 },
      approvedAmount: { value: 4_000 },
      displayAmountCents: -4_000,
      declineReason: null,
      merchant: { name: 'Corner Grocery', mcc: '5411', country: 'US' },
    });
    expect(await balance(cardId)).toEqual({ balanceCents: 10_000, heldCents: 4_000, availableCents: 6_000 });
    const cleared = await net.clear(approved.id, 4_550);
    expect(cleared).toMatchObject({
      transactionEventStatus: 'cleared',
      requestedAmount: { value: 4_000 },
      approvedAmount: { value: 4_550 },
    });
    expect(await balance(cardId)).toEqual({ balanceCents: 5_450, heldCents: 0, availableCents: 5_450 });
    const [hold] = await kit.db().select().from(cardHolds).where(eq(cardHolds.transactionId, approved.id));
    expect(hold!.status).toBe('posted');
    const again = await net.send(`/${approved.id}/clear`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invalid_transaction_state');
  });

  it.each([
    ['no body at all', {}],
    ['a JSON null body', { payload: 'null', headers: { 'content-type': 'application/json' } }],
  ])('clears at the authorized amount with %s (its body is optional)', async (_case, body) => {
    const cardId = await fundedCard(10_000);
    const approved = await net.authorize(cardId, { amountCents: 1_000 });
    const cleared = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/authorizations/${approved.id}/clear`,
      ...body,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().transaction.approvedAmount).toEqual({ value: 1_000 });
  });

  it('clears at the authorized amount when none is given', async () => {
    const cardId = await fundedCard(10_000);
    const approved = await net.authorize(cardId, { amountCents: 1_234 });
    expect((await net.clear(approved.id)).approvedAmount).toEqual({ value: 1_234 });
    expect(await kit.cardCents(cardId)).toBe(8_766);
  });

  it('refuses a clearing the card cannot pay and changes nothing', async () => {
    const cardId = await fundedCard(1_000);
    const approved = await net.authorize(cardId, { amountCents: 800 });
    const response = await net.send(`/${approved.id}/clear`, { amountCents: 1_001 });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('insufficient_funds');
    expect(await balance(cardId)).toEqual({ balanceCents: 1_000, heldCents: 800, availableCents: 200 });
    const [row] = await kit.db().select().from(cardTransactions).where(eq(cardTransactions.id, approved.id));
    expect(row!.status).toBe('approved');
  });

  it('reverses an approved purchase, releasing its hold', async () => {
    const cardId = await fundedCard(10_000);
    const approved = await net.authorize(cardId, { amountCents: 7_000 });
    const reversed = await net.reverse(approved.id);
    expect(reversed.transactionEventStatus).toBe('reversed');
    expect(await balance(cardId)).toEqual({ balanceCents: 10_000, heldCents: 0, availableCents: 10_000 });
    expect((await net.send(`/${approved.id}/reverse`)).statusCode).toBe(409);
    expect((await net.send(`/${approved.id}/clear`, {})).statusCode).toBe(409);
  });

  it('refunds a cleared purchase in parts, never more than was cleared', async () => {
    const cardId = await fundedCard(10_000);
    const approved = await net.authorize(cardId, { amountCents: 6_000 });
    expect((await net.send(`/${approved.id}/refund`, { amountCents: 100 })).statusCode).toBe(409);
    await net.clear(approved.id);
    const refund = await net.refund(approved.id, 2_500);
    expect(refund).toMatchObject({
      kind: 'refund',
      parentId: approved.id,
      transactionEventStatus: 'refunded',
      approvedAmount: { value: 2_500 },
      displayAmountCents: 2_500,
    });
    expect(await kit.cardCents(cardId)).toBe(6_500);
    const tooMuch = await net.send(`/${approved.id}/refund`, { amountCents: 3_501 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details).toEqual([
      expect.objectContaining({ field: 'amountCents', message: expect.any(String) }),
    ]);
    await net.refund(approved.id, 3_500);
    expect(await kit.cardCents(cardId)).toBe(10_000);
  });

  it('answers 404 for unknown cards and transactions, 400 for bad input, writing nothing', async () => {
    const before = await kit.db().select().from(cardTransactions);
    expect((await net.authorizeRaw(crypto.randomUUID(), { amountCents: 100 })).statusCode).toBe(404);
    expect((await net.send(`/${crypto.randomUUID()}/clear`, {})).statusCode).toBe(404);
    const cardId = await fundedCard();
    const bad = await net.authorizeRaw(cardId, { amountCents: -5, mcc: '54', country: 'usa' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((detail: { field: string }) => detail.field)
        .sort(),
    ).toEqual(['amountCents', 'country', 'mcc']);
    expect(await kit.db().select().from(cardTransactions)).toHaveLength(before.length);
  });
});

describe('GET transactions', () => {
  it('lists a card and a business, filtered by status, card and dates, page by page', async () => {
    const program = (await kit.newProgram(t.demo.organizationId, 'Listed')).id;
    await kit.achDeposit(program, 100_000);
    const cardA = await fundedCard(10_000, program);
    const cardB = await fundedCard(10_000, program);
    const first = await net.authorize(cardA, { amountCents: 100 });
    await net.clear(first.id);
    await net.authorize(cardA, { amountCents: 200 });
    await net.expectDecline(cardA, { amountCents: 999_999 }, 'INSUFFICIENT_FUNDS');
    await net.authorize(cardB, { amountCents: 300 });

    const card = await kit.get(kit.user('viewer'), `/api/cards/${cardA}/transactions`);
    expect(card.statusCode, card.body).toBe(200);
    expect(
      card.json().transactions.map((tx: { requestedAmount: { value: number } }) => tx.requestedAmount.value),
    ).toEqual([999_999, 200, 100]);
    const pending = await kit.get(
      kit.user('admin'),
      `/api/businesses/${program}/transactions?status=approved`,
    );
    expect(
      pending
        .json()
        .transactions.map((tx: { cardId: string }) => tx.cardId)
        .sort(),
    ).toEqual([cardA, cardB].sort());
    const byCard = await kit.get(
      kit.user('admin'),
      `/api/businesses/${t.demo.organizationId}/transactions?cardId=${cardB}`,
    );
    expect(byCard.json().transactions).toHaveLength(1);

    const pages = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const response = await kit.get(
        kit.user('admin'),
        `/api/businesses/${program}/transactions?limit=2${query}`,
      );
      pages.push(...response.json().transactions);
      cursor = response.json().page.nextCursor;
    } while (cursor);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(new Set(pages.map((tx) => tx.id)).size).toBe(pages.length);

    const future = await kit.get(
      kit.user('admin'),
      `/api/businesses/${program}/transactions?from=2999-01-01`,
    );
    expect(future.json().transactions).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    const todays = await kit.get(
      kit.user('admin'),
      `/api/businesses/${program}/transactions?from=${today}&to=${today}&cardId=${cardB}`,
    );
    expect(todays.json().transactions).toHaveLength(1);
    const backwards = await kit.get(
      kit.user('admin'),
      `/api/businesses/${program}/transactions?from=2026-02-01&to=2026-01-01`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details).toEqual([
      expect.objectContaining({ field: 'to', message: 'The end date must not be before the start date' }),
    ]);
  });

  it("hides another organisation's transactions", async () => {
    const { createOrganisation } = await import('../tenancy/fixtures.ts');
    const other = await createOrganisation(t.database.db);
    const cardId = await fundedCard();
    expect((await kit.get(other.adminUserId, `/api/cards/${cardId}/transactions`)).statusCode).toBe(404);
    expect((await kit.get(other.adminUserId, `/api/businesses/${program}/transactions`)).statusCode).toBe(
      404,
    );
  });
});
