import { ERROR_MESSAGES } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardholders, cardPins, cards } from '../../src/db/schema/index.ts';
import { createInvitation } from '../../src/identity/invitations.ts';
import { decryptText } from '../../src/lib/crypto.ts';
import { createTestApp, TEST_MASTER_KEY, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let physical: { id: string; reference: string; lastSix: string; expiry: string };
let virtualReference: string;
let holderUserId: string;

const validate = (reference: string) =>
  t.app.inject({ method: 'GET', url: `/api/cards/${reference}/validate` });
const link = (userId: string, reference: string, payload: object) =>
  t.as(userId, { method: 'POST', url: `/api/cards/${reference}/users/${userId}`, payload });

/** A physical card awaiting activation, made from a freshly issued card (orders come with their own module). */
async function physicalCard(email: string) {
  const issued = await t.as(t.demo.users.admin!, {
    method: 'POST',
    url: `/api/cards/business/${t.demo.cardsProgramId}/virtualCards`,
    headers: { 'idempotency-key': `physical-${email}` },
    payload: { cardholders: [{ firstName: 'Layla', lastName: 'Noori', email }] },
  });
  const card = issued.json().cards[0];
  await t.database.db
    .update(cards)
    .set({ form: 'physical', status: 'inactive' })
    .where(eq(cards.id, card.id));
  const [row] = await t.database.db.select().from(cards).where(eq(cards.id, card.id));
  return {
    id: card.id,
    reference: card.reference,
    lastSix: decryptText(TEST_MASTER_KEY, row!.numberEncrypted).slice(-6),
    expiry: card.expiry,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  physical = await physicalCard('layla@example.org');
  virtualReference = (
    await t.as(t.demo.users.admin!, {
      method: 'GET',
      url: `/api/cards/business/${t.demo.cardsProgramId}/cards`,
    })
  )
    .json()
    .cards.find(
      (card: { form: string; id: string }) => card.form === 'virtual' && card.id !== physical.id,
    ).reference;
  const { token } = await createInvitation(t.database.db, {
    kind: 'member',
    email: 'layla@example.org',
    businessId: t.demo.organizationId,
    role: 'viewer',
  });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/users/user',
    payload: {
      token,
      firstName: 'Layla',
      lastName: 'Noori',
      email: 'layla@example.org',
      password: 'Welcome-2026',
    },
  });
  holderUserId = created.json().userId;
  // The cardholder record was linked at issue time when the account existed; start unlinked here.
  await t.database.db
    .update(cardholders)
    .set({ userId: null })
    .where(eq(cardholders.email, 'layla@example.org'));
});
afterAll(() => t.close());

describe('GET /cards/:cardId/validate', () => {
  it('accepts a physical card ID and says it awaits activation', async () => {
    const response = await validate(physical.reference);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ form: 'physical', activationRequired: true });
  });

  it.each([['an unknown ID', 'ZZZZZZZZZZ', 404, 'cardNotFound']] as const)(
    'refuses %s with the spec message',
    async (_case, reference, status, code) => {
      const response = await validate(reference);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ code, message: ERROR_MESSAGES[code] });
    },
  );

  it('tells a virtual card that the action is for physical cards', async () => {
    const response = await validate(virtualReference);
    expect(response.json()).toEqual({ code: 'cardIsVirtual', message: ERROR_MESSAGES.cardIsVirtual });
  });

  it('checks the format of the card ID', async () => {
    const response = await validate('SHORT');
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toEqual({
      field: 'id',
      code: 'lengthExact',
      params: { field: 'cardId', length: 10 },
      message: 'Card ID must have exactly 10 characters',
    });
  });
});

describe('POST /cards/:cardId/users/:userId', () => {
  const proof = () => ({
    lastSix: physical.lastSix,
    organizationName: 'Resettlement Cards',
    expiry: physical.expiry,
  });

  it.each([
    ['wrong last 6 digits', { lastSix: '000000' }],
    ['a wrong expiry', { expiry: '01/20' }],
    ['another organisation', { organizationName: 'Someone Else' }],
  ])('refuses %s with "Invalid card data" and links nothing', async (_case, change) => {
    const response = await link(holderUserId, physical.reference, { ...proof(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalidCardData', message: ERROR_MESSAGES.invalidCardData });
    const [holder] = await t.database.db
      .select()
      .from(cardholders)
      .where(eq(cardholders.email, 'layla@example.org'));
    expect(holder?.userId).toBeNull();
  });

  it('refuses a malformed expiry and last 6 with the format messages', async () => {
    const response = await link(holderUserId, physical.reference, {
      ...proof(),
      expiry: '13/30',
      lastSix: '12ab56',
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .details.map((detail: { field: string }) => detail.field)
        .sort(),
    ).toEqual(['expiry', 'lastSix']);
  });

  it('links the card (by the organisation name too) and activates it', async () => {
    const response = await link(holderUserId, physical.reference, {
      ...proof(),
      organizationName: '  demo relief org ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ cardId: physical.id, status: 'active' });
    const me = (await t.as(holderUserId, { method: 'GET', url: `/api/users/${holderUserId}` })).json();
    expect(me.user.isCardholder).toBe(true);
    expect(me.cards.map((card: { id: string }) => card.id)).toContain(physical.id);
  });

  it('refuses a card already linked to another account, and another user id than the caller', async () => {
    const response = await link(t.demo.cardholderUserId, physical.reference, proof());
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('cardAlreadyLinked');
    const other = await t.as(holderUserId, {
      method: 'POST',
      url: `/api/cards/${physical.reference}/users/${t.demo.cardholderUserId}`,
      payload: proof(),
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a holder whose email differs from the account', async () => {
    const another = await physicalCard('someone.else@example.org');
    const response = await link(holderUserId, another.reference, {
      lastSix: another.lastSix,
      organizationName: 'Resettlement Cards',
      expiry: another.expiry,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'cardEmailMismatch', message: ERROR_MESSAGES.cardEmailMismatch });
  });
});

describe('POST /cards/:cardId/unauthenticatedPin', () => {
  let card: Awaited<ReturnType<typeof physicalCard>>;
  const setPin = (payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/cards/${card.reference}/unauthenticatedPin`, payload });
  const body = (change: object = {}) => ({
    lastSix: card.lastSix,
    organizationName: 'Resettlement Cards',
    expiry: card.expiry,
    pin: '4821',
    confirmPin: '4821',
    ...change,
  });

  beforeAll(async () => {
    card = await physicalCard('pin.first@example.org');
  });

  it.each([
    [{ pin: '12a4', confirmPin: '12a4' }, 'pin', 'PIN must be 4 digits.'],
    [{ confirmPin: '4822' }, 'confirmPin', 'PINs do not match.'],
  ])('refuses %j with the spec message', async (change, field, message) => {
    const response = await setPin(body(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field, message }));
  });

  it('refuses wrong card details with "Invalid card data"', async () => {
    const response = await setPin(body({ lastSix: '999999' }));
    expect(response.json()).toEqual({ code: 'invalidCardData', message: ERROR_MESSAGES.invalidCardData });
  });

  it('sets the first PIN without signing in, stored as a hash, and refuses a second one', async () => {
    const first = await setPin(body());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ cardId: card.id, pinSet: true });
    const [stored] = await t.database.db.select().from(cardPins).where(eq(cardPins.cardId, card.id));
    expect(stored?.pinHash).toMatch(/^\$argon2id\$/);
    const second = await setPin(body({ pin: '1357', confirmPin: '1357' }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ code: 'pinAlreadySet', message: ERROR_MESSAGES.pinAlreadySet });
  });
});
