import { count } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardTransactions, webhookEvents } from '../../src/db/schema/index.ts';
import { authorizePurchase } from '../../src/modules/authorizations/authorize.ts';
import { clearAuthorization } from '../../src/modules/authorizations/settlement.ts';
import { networkKit } from '../authorizations/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testEngine } from '../support/test-database.ts';
import { webhookKit } from './webhook-kit.ts';

// A card purchase's state changes are webhook events (issue 17), written in the transaction of the
// change: authorized, declined, cleared, reversed, refunded.
let t: TestApp;
let w: ReturnType<typeof webhookKit>;
let network: ReturnType<typeof networkKit>;
let program: string;
let cardId: string;
let endpointSecret: string;

const TRANSACTION_TYPES = [
  'card_transaction_authorized',
  'card_transaction_declined',
  'card_transaction_cleared',
  'card_transaction_reversed',
  'card_transaction_refunded',
];

type Event = {
  type: string;
  data: { transactionId?: string; cardId?: string; actor: unknown; details: Record<string, unknown> };
};

beforeAll(async () => {
  t = await createTestApp();
  w = webhookKit(t);
  network = networkKit(t);
  program = (await w.kit.newProgram(t.demo.organizationId, 'Purchases')).id;
  await w.kit.achDeposit(program, 20_000);
  cardId = (await w.kit.issueCard(program)).id;
  await w.kit.load(w.admin(), program, [{ cardId, amountCents: 10_000 }]);
  // The organisation listens: a program's events reach its organisation's endpoints too.
  const endpoint = await w.createEndpoint(t.demo.organizationId, { eventTypes: TRANSACTION_TYPES });
  endpointSecret = await w.secretOf(t.demo.organizationId, endpoint.id);
});
afterAll(() => t?.close());

/** The events of one transaction, in the order they were written. */
async function eventsOf(transactionId: string) {
  const rows = await t.database.db.select().from(webhookEvents);
  return rows
    .map((row) => row.payload as Event)
    .filter((payload) => payload.data.transactionId === transactionId);
}

describe(`card transaction webhook events (${testEngine})`, () => {
  it('writes authorized, cleared and refunded with the change, and delivers them signed', async () => {
    const purchase = await network.authorize(cardId, { amountCents: 2_500 });
    expect((await eventsOf(purchase.id)).map((event) => event.type)).toEqual(['card_transaction_authorized']);
    await network.clear(purchase.id, 2_400);
    const cleared = (await eventsOf(purchase.id)).find((event) => event.type === 'card_transaction_cleared');
    expect(cleared?.data).toMatchObject({
      cardId,
      actor: { type: 'system', id: null },
      details: {
        status: 'cleared',
        requestedCents: 2_500,
        approvedCents: 2_400,
        merchantName: 'Corner Grocery',
      },
    });
    const refund = await network.refund(purchase.id, 400);
    expect(await eventsOf(refund.id)).toEqual([
      expect.objectContaining({
        type: 'card_transaction_refunded',
        data: expect.objectContaining({
          details: expect.objectContaining({ approvedCents: 400, parentTransactionId: purchase.id }),
        }),
      }),
    ]);

    w.sent.length = 0;
    await w.runner.runOnce();
    const delivered = w.sent.map(
      (request) => (new Webhook(endpointSecret).verify(request.body, request.headers) as Event).type,
    );
    expect(delivered).toEqual(
      expect.arrayContaining([
        'card_transaction_authorized',
        'card_transaction_cleared',
        'card_transaction_refunded',
      ]),
    );
  });

  it('writes declined and reversed', async () => {
    const declined = await network.authorize(cardId, { amountCents: 999_999 });
    expect(declined.transactionEventStatus).toBe('declined');
    expect(await eventsOf(declined.id)).toEqual([
      expect.objectContaining({
        type: 'card_transaction_declined',
        data: expect.objectContaining({
          details: expect.objectContaining({ declineReason: 'INSUFFICIENT_FUNDS', approvedCents: 0 }),
        }),
      }),
    ]);
    const held = await network.authorize(cardId, { amountCents: 1_000 });
    await network.reverse(held.id);
    expect((await eventsOf(held.id)).map((event) => event.type)).toEqual([
      'card_transaction_authorized',
      'card_transaction_reversed',
    ]);
  });

  it('writes nothing for a refused change (clearing a reversed purchase)', async () => {
    const held = await network.authorize(cardId, { amountCents: 500 });
    await network.reverse(held.id);
    const again = await network.send(`/${held.id}/clear`, {});
    expect(again.statusCode).toBe(409);
    expect((await eventsOf(held.id)).map((event) => event.type)).toEqual([
      'card_transaction_authorized',
      'card_transaction_reversed',
    ]);
  });

  it('writes no event when the change rolls back', async () => {
    const db = t.database.db;
    const total = async () => (await db.select({ total: count() }).from(webhookEvents))[0]!.total;
    const transactionsBefore = (await db.select({ total: count() }).from(cardTransactions))[0]!.total;
    const before = await total();
    const held = await network.authorize(cardId, { amountCents: 700 });
    const afterAuthorize = await total();
    expect(afterAuthorize).toBe(before + 1);
    await expect(
      db.transaction(async (tx) => {
        await authorizePurchase(tx, {
          cardId,
          amountCents: 300,
          merchantName: 'Rolled Back Store',
          mcc: '5411',
          merchantCategory: 'Grocery Stores, Supermarkets',
          country: 'US',
        });
        await clearAuthorization(tx, held.id);
        // Inside the transaction both events exist…
        expect((await tx.select({ total: count() }).from(webhookEvents))[0]!.total).toBe(afterAuthorize + 2);
        throw new Error('the change fails after its events were written');
      }),
    ).rejects.toThrow('the change fails');
    // …and after the rollback neither does, nor the purchase.
    expect(await total()).toBe(afterAuthorize);
    expect((await eventsOf(held.id)).map((event) => event.type)).toEqual(['card_transaction_authorized']);
    expect((await db.select({ total: count() }).from(cardTransactions))[0]!.total).toBe(
      transactionsBefore + 1,
    );
  });
});
