import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganisation, createUser } from '../tenancy/fixtures.ts';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let other: Awaited<ReturnType<typeof createOrganisation>>;
let third: Awaited<ReturnType<typeof createOrganisation>>;
type Card = { id: string; last4: string };
let person: { id: string; email: string };
let ours: Card;
let theirs: Card;

const validate = (callerId: string, userId: string) =>
  kit.get(callerId, `/api/cards/cardholders/${userId}/validate`);
const LOOKUP_FAILED = {
  code: 'cardholderLookupFailed',
  message: 'There was an error looking up the card holder ID.',
};

beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  other = await createOrganisation(t.database.db, 'Second Tenant');
  third = await createOrganisation(t.database.db, 'Third Tenant');
  // One person with an account and a card in two organisations (found by the account's email).
  const account = await createUser(kit.db());
  person = { id: account.id, email: account.email! };
  const holder = { firstName: 'Amina', lastName: 'Yusuf', email: person.email };
  ours = (await kit.issueCards(kit.user('admin'), t.demo.cardsProgramId, [holder]))[0]!;
  theirs = (await kit.issueCards(other.adminUserId, other.programId, [holder]))[0]!;
});
afterAll(() => t?.close());

describe('GET /cards/cardholders/:id/validate', () => {
  it('answers the person themself with all their cards, and no more than id, last4, form, status, business', async () => {
    const response = await validate(person.id, person.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      userId: person.id,
      isCardholder: true,
      cards: [
        {
          id: ours.id,
          last4: ours.last4,
          form: 'virtual',
          status: 'active',
          businessId: t.demo.cardsProgramId,
        },
        {
          id: theirs.id,
          last4: theirs.last4,
          form: 'virtual',
          status: 'active',
          businessId: other.programId,
        },
      ],
    });
  });

  it("shows staff only the cards in their own organisation's businesses", async () => {
    for (const who of ['admin', 'viewer', 'caseManager']) {
      const response = await validate(kit.user(who), person.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().cards.map((card: { id: string }) => card.id)).toEqual([ours.id]);
    }
    const second = await validate(other.adminUserId, person.id);
    expect(second.json().cards.map((card: { id: string }) => card.id)).toEqual([theirs.id]);
  });

  it('answers the lookup error (404) when the caller may not see any card of the person', async () => {
    const thirdAdmin = await validate(third.adminUserId, person.id);
    expect(thirdAdmin.statusCode).toBe(404);
    expect(thirdAdmin.json()).toMatchObject(LOOKUP_FAILED);
    // Another cardholder may not look a person up.
    const cardholder = await validate(t.demo.cardholderUserId, person.id);
    expect(cardholder.statusCode).toBe(404);
    expect(cardholder.json()).toMatchObject(LOOKUP_FAILED);
  });

  it('answers the same lookup error for an unknown user and for a user without cards', async () => {
    for (const userId of [randomUUID(), kit.user('viewer')]) {
      const response = await validate(kit.user('admin'), userId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject(LOOKUP_FAILED);
    }
    const withoutCards = await createUser(kit.db());
    expect((await validate(withoutCards.id, withoutCards.id)).json()).toMatchObject(LOOKUP_FAILED);
  });

  it('includes closed cards with their status', async () => {
    const holder = await createUser(kit.db());
    const [card] = await kit.issueCards(kit.user('admin'), t.demo.cardsProgramId, [
      { firstName: 'Closed', lastName: 'Card', email: holder.email! },
    ]);
    await kit.closeCard(card!.id);
    expect((await validate(holder.id, holder.id)).json().cards).toEqual([
      expect.objectContaining({ id: card!.id, status: 'closed' }),
    ]);
  });

  it('is described in OpenAPI', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = spec.paths['/api/cards/cardholders/{id}/validate'].get;
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '401', '403', '404']);
  });

  it('answers 400 for an id that is not a UUID and 401 without a token', async () => {
    const bad = await validate(kit.user('admin'), 'someone');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('id');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/cards/cardholders/${person.id}/validate`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
