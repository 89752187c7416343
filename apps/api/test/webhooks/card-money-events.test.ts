import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testEngine } from '../support/test-database.ts';
import { webhookKit } from './webhook-kit.ts';

// A card's money moves (load, card-to-card, withdrawal) are activities of the spec (§3): each is on
// the card's activity feed and becomes a signed webhook event in the same transaction.
let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let w: ReturnType<typeof webhookKit>;
let program: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  w = webhookKit(t);
  program = (await kit.newProgram(t.demo.organizationId, 'Program Events')).id;
  await kit.achDeposit(program, 100_000);
}, 60_000);
afterAll(() => t?.close());

const admin = () => kit.user('admin');
const feedOf = async (cardId: string) =>
  (await kit.get(admin(), `/api/cards/${cardId}/activities`)).json().activities as {
    type: string;
    details: Record<string, unknown>;
  }[];

describe(`card money events (${testEngine})`, () => {
  it('records a load, a card-to-card move and a withdrawal on the cards, and sends each signed', async () => {
    const endpoint = await w.createEndpoint(t.demo.organizationId, {
      eventTypes: ['card_funds_loaded', 'card_funds_transferred', 'card_funds_withdrawn_to_funding_account'],
    });
    const secret = await w.secretOf(t.demo.organizationId, endpoint.id);
    const [first, second] = [await kit.issueCard(program), await kit.issueCard(program)];
    await kit.load(admin(), program, [
      { cardId: first!.id, amountCents: 1_500 },
      { cardId: second!.id, amountCents: 700 },
    ]);
    const moved = await kit.post(admin(), `/api/cards/business/${program}/cardToCardTransfer`, {
      fromCardId: first!.id,
      toCardId: second!.id,
      amountCents: 200,
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const withdrawn = await kit.post(admin(), `/api/cards/${second!.id}/withdrawFunds`, { amountCents: 100 });
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);

    expect((await feedOf(first!.id)).map((event) => [event.type, event.details.amountCents])).toEqual([
      ['card_funds_transferred', 200],
      ['card_funds_loaded', 1_500],
    ]);
    expect((await feedOf(second!.id)).map((event) => [event.type, event.details.amountCents])).toEqual([
      ['card_funds_withdrawn_to_funding_account', 100],
      ['card_funds_transferred', 200],
      ['card_funds_loaded', 700],
    ]);

    await w.runner.runOnce();
    const sent = w.sent.map(
      (request) =>
        new Webhook(secret).verify(request.body, request.headers) as {
          type: string;
          data: { cardId: string; details: { amountCents: number } };
        },
    );
    expect(sent.map((event) => [event.type, event.data.cardId, event.data.details.amountCents])).toEqual(
      expect.arrayContaining([
        ['card_funds_loaded', first!.id, 1_500],
        ['card_funds_loaded', second!.id, 700],
        ['card_funds_transferred', first!.id, 200],
        ['card_funds_transferred', second!.id, 200],
        ['card_funds_withdrawn_to_funding_account', second!.id, 100],
      ]),
    );
    expect(sent).toHaveLength(5);
  });

  it('records nothing for a card the load refused', async () => {
    const card = await kit.issueCard(program);
    await kit.closeCard(card.id);
    const answer = await kit.load(admin(), program, [{ cardId: card.id, amountCents: 100 }]);
    expect(answer.results[0]).toMatchObject({ status: 'failed', code: 'card_closed' });
    expect(await feedOf(card.id)).toEqual([]);
  });
});
