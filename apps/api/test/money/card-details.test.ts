import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganisation } from '../tenancy/fixtures.ts';
import { moneyKit } from './support.ts';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let other: Awaited<ReturnType<typeof createOrganisation>>;

beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  other = await createOrganisation(t.database.db);
});
afterAll(() => t?.close());

describe('GET /cards/:id/details', () => {
  it('answers the card as the list shows it, with no full number or CVV', async () => {
    const list = await kit.get(kit.user('admin'), `/api/cards/business/${t.demo.cardsProgramId}/cards`);
    const [listed] = list.json().cards;
    const response = await kit.get(kit.user('admin'), `/api/cards/${listed.id}/details`);
    expect(response.statusCode, response.body).toBe(200);
    // The list adds the card's tags to the summary the details answer.
    const { tags, ...summary } = listed;
    expect(tags).toEqual([]);
    expect(response.json()).toEqual({ card: summary });
    expect(response.body).not.toMatch(/\d{13,}/);
    expect(listed.balance).toEqual({ balanceCents: 35_000, heldCents: 0, availableCents: 35_000 });
  });

  it('answers 404 to another organisation and for an unknown card', async () => {
    const [card] = (
      await kit.get(kit.user('admin'), `/api/cards/business/${t.demo.cardsProgramId}/cards`)
    ).json().cards;
    expect((await kit.get(other.adminUserId, `/api/cards/${card.id}/details`)).statusCode).toBe(404);
    expect(
      (await kit.get(kit.user('admin'), '/api/cards/00000000-0000-4000-8000-000000000000/details'))
        .statusCode,
    ).toBe(404);
  });
});
