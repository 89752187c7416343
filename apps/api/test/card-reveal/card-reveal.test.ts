import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLuhnValid } from '../../src/adapters/card-network/card-numbers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let cardId: string;
let otherCardId: string;

const clientToken = (userId: string, id = cardId) =>
  t.as(userId, { method: 'GET', url: `/api/cards/${id}/clientToken` });
const reveal = (token: string | undefined, id = cardId) =>
  t.app.inject({
    method: 'GET',
    url: `/api/cards/${id}/sensitiveDetails`,
    headers: token ? { 'x-card-token': token } : {},
  });

beforeAll(async () => {
  t = await createTestApp();
  const cards = (
    await t.as(t.demo.users.admin!, {
      method: 'GET',
      url: `/api/cards/business/${t.demo.cardsProgramId}/cards`,
    })
  ).json().cards;
  cardId = cards.find(
    (card: { cardholder: { email: string } }) => card.cardholder.email === 'cardholder@example.org',
  ).id;
  const issued = await t.as(t.demo.users.admin!, {
    method: 'POST',
    url: `/api/cards/business/${t.demo.cardsProgramId}/virtualCards`,
    headers: { 'idempotency-key': 'reveal-other-card' },
    payload: { cardholders: [{ firstName: 'Other', lastName: 'Holder', email: 'other.holder@example.org' }] },
  });
  otherCardId = issued.json().cards[0].id;
});
afterAll(() => t.close());

describe('full card details for the card holder', () => {
  it('answers a one-minute token, and the token opens the full number, CVV and expiry', async () => {
    const tokenResponse = await clientToken(t.demo.cardholderUserId);
    expect(tokenResponse.statusCode).toBe(200);
    expect(tokenResponse.json().expiresIn).toBe(60);
    const details = await reveal(tokenResponse.json().token);
    expect(details.statusCode).toBe(200);
    expect(details.headers['cache-control']).toBe('no-store');
    const body = details.json();
    expect(body.number).toMatch(/^222300\d{10}$/);
    expect(isLuhnValid(body.number)).toBe(true);
    expect(body.cvv).toMatch(/^\d{3}$/);
    const listed = (
      await t.as(t.demo.users.admin!, { method: 'GET', url: `/api/cards/${cardId}/details` })
    ).json().card;
    expect(body.number.slice(-4)).toBe(listed.last4);
    expect(
      `${String(body.expiryMonth).padStart(2, '0')}/${String(body.expiryYear % 100).padStart(2, '0')}`,
    ).toBe(listed.expiry);
  });

  it('gives staff no token: full numbers are for the card holder only', async () => {
    expect((await clientToken(t.demo.users.admin!)).statusCode).toBe(404);
    expect((await clientToken(t.demo.cardholderUserId, otherCardId)).statusCode).toBe(404);
  });

  it('refuses a missing, forged, or other-card token, and an access token in its place', async () => {
    const { token } = (await clientToken(t.demo.cardholderUserId)).json();
    expect((await reveal(undefined)).statusCode).toBe(400);
    expect((await reveal(token, otherCardId)).statusCode).toBe(401);
    expect((await reveal(`${token.slice(0, -4)}AAAA`)).statusCode).toBe(401);
    expect((await reveal(await t.tokenFor(t.demo.cardholderUserId))).statusCode).toBe(401);
    const selfSigned = await new SignJWT({ uid: t.demo.cardholderUserId })
      .setProtectedHeader({ alg: 'HS256', typ: 'card+jwt' })
      .setSubject(cardId)
      .setAudience('causeway-card-details')
      .setIssuer(t.config.publicUrl)
      .setExpirationTime('1m')
      .sign(new TextEncoder().encode('x'.repeat(32)));
    expect((await reveal(selfSigned)).statusCode).toBe(401);
  });

  it('does not accept a card token as a bearer token', async () => {
    const { token } = (await clientToken(t.demo.cardholderUserId)).json();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/${t.demo.cardholderUserId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
