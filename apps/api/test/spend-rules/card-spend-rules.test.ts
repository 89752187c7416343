import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganisation } from '../tenancy/fixtures.ts';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let other: Awaited<ReturnType<typeof createOrganisation>>;
let program: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  other = await createOrganisation(t.database.db);
  program = t.demo.cardsProgramId;
});
afterAll(() => t?.close());

async function rule(payload: object, businessId: string) {
  const response = await t.as(kit.user('admin'), {
    method: 'POST',
    url: `/api/businesses/${businessId}/spendRules/spendRule`,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().spendRule as { id: string; name: string; createdAt: string; updatedAt: string };
}
const attach = (ruleId: string, cardId: string, method: 'POST' | 'DELETE' = 'POST') =>
  t.as(kit.user('admin'), { method, url: `/api/cards/spendRules/${ruleId}`, payload: { cardId } });
const rulesOf = (userId: string, cardId: string) => kit.get(userId, `/api/cards/${cardId}/spendRules`);

describe('GET /cards/:id/spendRules', () => {
  it("lists the card's rules in attachment order, each with its type, config and source", async () => {
    const card = await kit.issueCard(program);
    const velocity = await rule(
      { type: 'velocity', name: 'Weekly $200', config: { period: 'week', maxAmountCents: 20_000 } },
      program,
    );
    const block = await rule(
      { type: 'merchant_block', name: 'No gambling', config: { mccs: ['7995'] } },
      t.demo.organizationId,
    );
    await rule({ type: 'merchant_allow', name: 'Not attached', config: { mccs: ['5411'] } }, program);
    expect((await attach(block.id, card.id)).statusCode).toBe(200);
    expect((await attach(velocity.id, card.id)).statusCode).toBe(200);

    const response = await rulesOf(kit.user('viewer'), card.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      cardId: card.id,
      spendRules: [
        {
          id: block.id,
          businessId: t.demo.organizationId,
          name: 'No gambling',
          type: 'merchant_block',
          config: { mccs: ['7995'] },
          source: 'organization',
          attachedAt: expect.any(String),
          createdAt: block.createdAt,
          updatedAt: block.updatedAt,
        },
        {
          id: velocity.id,
          businessId: program,
          name: 'Weekly $200',
          type: 'velocity',
          config: { period: 'week', maxAmountCents: 20_000, maxCount: null },
          source: 'program',
          attachedAt: expect.any(String),
          createdAt: velocity.createdAt,
          updatedAt: velocity.updatedAt,
        },
      ],
    });

    expect((await attach(block.id, card.id, 'DELETE')).statusCode).toBe(200);
    const after = await rulesOf(kit.user('admin'), card.id);
    expect(after.json().spendRules.map((item: { id: string }) => item.id)).toEqual([velocity.id]);
  });

  it('answers an empty list for a card without rules', async () => {
    const card = await kit.issueCard(program);
    const response = await rulesOf(kit.user('caseManager'), card.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ cardId: card.id, spendRules: [] });
  });

  it('is open to every member who may see the card (no permission needed), as card details', async () => {
    const card = await kit.issueCard(program);
    for (const who of ['admin', 'viewer', 'finance', 'caseManager']) {
      const response = await rulesOf(kit.user(who), card.id);
      expect(response.statusCode, `${who}: ${response.body}`).toBe(200);
    }
  });

  it("answers 404 for another organisation's card, an unknown card and a cardholder; 400 for a bad id", async () => {
    const card = await kit.issueCard(program);
    expect((await rulesOf(other.adminUserId, card.id)).statusCode).toBe(404);
    expect((await rulesOf(kit.user('admin'), randomUUID())).statusCode).toBe(404);
    expect((await rulesOf(t.demo.cardholderUserId, card.id)).statusCode).toBe(404);
    const bad = await rulesOf(kit.user('admin'), 'card-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('id');
  });
});
