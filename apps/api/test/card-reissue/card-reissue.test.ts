import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardActivities } from '../../src/db/schema/index.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;

const post = (userId: string, url: string, key?: string) =>
  t.as(userId, { method: 'POST', url, headers: key ? { 'idempotency-key': key } : {} });

async function issue(email: string) {
  const response = await t.as(admin, {
    method: 'POST',
    url: `/api/cards/business/${t.demo.cardsProgramId}/virtualCards`,
    headers: { 'idempotency-key': `issue-${email}` },
    payload: { cardholders: [{ firstName: 'Rahel', lastName: 'Tesfaye', email }] },
  });
  return response.json().cards[0] as { id: string; last4: string };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = t.demo.users.admin!;
});
afterAll(() => t.close());

describe('POST /cards/:id/reissueVirtualCard', () => {
  it('gives the holder a new number with the funds, closes the old card, and records it', async () => {
    const card = await issue('rahel@example.org');
    const loaded = await t.as(admin, {
      method: 'POST',
      url: `/api/cards/business/${t.demo.cardsProgramId}/load`,
      headers: { 'idempotency-key': 'reissue-load' },
      payload: { loads: [{ cardId: card.id, amountCents: 12_345 }] },
    });
    expect(loaded.statusCode).toBe(200);

    const response = await post(admin, `/api/cards/${card.id}/reissueVirtualCard`, 'reissue-1');
    expect(response.statusCode, response.body).toBe(201);
    const { previousCard, card: replacement } = response.json();
    expect(previousCard).toMatchObject({
      id: card.id,
      status: 'closed',
      balance: { balanceCents: 0, availableCents: 0 },
    });
    expect(replacement).toMatchObject({
      status: 'active',
      form: 'virtual',
      balance: { balanceCents: 12_345 },
    });
    expect(replacement.id).not.toBe(card.id);
    expect(replacement.cardholder.id).toBe(previousCard.cardholder.id);

    const replay = await post(admin, `/api/cards/${card.id}/reissueVirtualCard`, 'reissue-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().card.id).toBe(replacement.id);

    const again = await post(admin, `/api/cards/${card.id}/reissueVirtualCard`, 'reissue-2');
    expect(again.statusCode).toBe(409);
    const activities = await t.database.db
      .select()
      .from(cardActivities)
      .where(eq(cardActivities.cardId, card.id));
    expect(activities.map((activity) => activity.type)).toContain('card_reissued');
  });

  it('needs replaceCard and an Idempotency-Key', async () => {
    const card = await issue('perm.reissue@example.org');
    expect(
      (await post(t.demo.users.viewer!, `/api/cards/${card.id}/reissueVirtualCard`, 'k-viewer')).statusCode,
    ).toBe(403);
    expect((await post(admin, `/api/cards/${card.id}/reissueVirtualCard`)).statusCode).toBe(400);
  });
});

describe('POST /cards/:id/resendVirtualCard', () => {
  it('emails the holder again and records virtual_card_resent', async () => {
    const card = await issue('resend@example.org');
    const before = (await outboxFor(t.app, 'resend@example.org')).length;
    const response = await post(admin, `/api/cards/${card.id}/resendVirtualCard`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ cardId: card.id, sentTo: 'resend@example.org' });
    const mail = await outboxFor(t.app, 'resend@example.org');
    expect(mail).toHaveLength(before + 1);
    expect(mail[0]?.body).toContain(card.last4);
    const activities = await t.database.db
      .select()
      .from(cardActivities)
      .where(eq(cardActivities.cardId, card.id));
    expect(activities.map((activity) => activity.type)).toContain('virtual_card_resent');
  });

  it('needs resendVirtualCard: a viewer is refused, another organisation does not see the card', async () => {
    const card = await issue('resend.perm@example.org');
    expect((await post(t.demo.users.viewer!, `/api/cards/${card.id}/resendVirtualCard`)).statusCode).toBe(
      403,
    );
  });
});

describe('POST /cards/:id/reassociate', () => {
  const reassociate = (userId: string, cardId: string, cardholder: object) =>
    t.as(userId, { method: 'POST', url: `/api/cards/${cardId}/reassociate`, payload: { cardholder } });

  it('gives the card, with its balance, to another person and emails them', async () => {
    const card = await issue('first.holder@example.org');
    const response = await reassociate(admin, card.id, {
      firstName: 'Second',
      lastName: 'Holder',
      email: 'second.holder@example.org',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().card).toMatchObject({
      id: card.id,
      cardholder: { firstName: 'Second', email: 'second.holder@example.org' },
    });
    expect((await outboxFor(t.app, 'second.holder@example.org'))[0]?.body).toContain(card.last4);
    const activities = await t.database.db
      .select()
      .from(cardActivities)
      .where(eq(cardActivities.cardId, card.id));
    expect(activities.map((activity) => activity.type)).toContain('card_reassociated');
  });

  it('refuses the same person, bad input, and callers without orderCard', async () => {
    const card = await issue('same.holder@example.org');
    const same = await reassociate(admin, card.id, {
      firstName: 'Rahel',
      lastName: 'Tesfaye',
      email: 'SAME.holder@example.org',
    });
    expect(same.statusCode).toBe(400);
    const bad = await reassociate(admin, card.id, { firstName: 'Ana', lastName: 'B', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toContainEqual(
      expect.objectContaining({ field: 'cardholder.email', message: 'Invalid Email.' }),
    );
    const viewer = await reassociate(t.demo.users.viewer!, card.id, {
      firstName: 'Ana',
      lastName: 'B',
      email: 'ana@example.org',
    });
    expect(viewer.statusCode).toBe(403);
  });
});
