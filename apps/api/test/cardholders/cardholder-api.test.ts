import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES } from '@causeway/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, cardActivities, cards } from '../../src/db/schema/index.ts';
import { DEMO_CARDHOLDER } from '../../src/seed/demo.ts';
import { networkKit } from '../authorizations/support.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganisation, createUser } from '../tenancy/fixtures.ts';

// The cardholder portal's API (cardholder spec §4, §7): the card's own holder reads and acts on
// their card through the card routes marked `holder`, and fetches their cards at /cardholders/{id}/.

/** An organisation whose transaction data is hidden from its staff (hideTransactionData). */
const HIDDEN_ORG_ID = randomUUID();

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let net: ReturnType<typeof networkKit>;
let holder: string;
let demoCardId: string;
let physicalId: string;
let otherPersonCardId: string;
let outsider: Awaited<ReturnType<typeof createOrganisation>>;
let hidden: { adminUserId: string; holderUserId: string; cardId: string };
let organizationName: string;

const get = (userId: string, url: string) => t.as(userId, { method: 'GET', url: `/api${url}` });
const post = (userId: string, url: string, payload?: object) =>
  t.as(userId, { method: 'POST', url: `/api${url}`, ...(payload ? { payload } : {}) });
const admin = () => kit.user('admin');
const PIN = { pin: '4821', confirmPin: '4821' };

const refusal = (code: keyof typeof ERROR_MESSAGES) => ({ code, message: ERROR_MESSAGES[code] });

/** A physical card awaiting activation (orders come with their own module), issued to `email`. */
async function physicalCard(email: string, person = { firstName: 'Jamal', lastName: 'Rahimi' }) {
  const [card] = await kit.issueCards(admin(), t.demo.cardsProgramId, [{ ...person, email }]);
  await kit.db().update(cards).set({ form: 'physical', status: 'inactive' }).where(eq(cards.id, card!.id));
  return card!;
}

const setStatus = (cardId: string, status: string) =>
  kit.db().update(cards).set({ status }).where(eq(cards.id, cardId));

beforeAll(async () => {
  t = await createTestApp({ HIDE_TRANSACTION_DATA_BUSINESS_IDS: HIDDEN_ORG_ID });
  kit = moneyKit(t);
  net = networkKit(t);
  holder = t.demo.cardholderUserId;
  const [demoCard] = await kit
    .db()
    .select({ id: cards.id })
    .from(cards)
    .where(eq(cards.businessId, t.demo.cardsProgramId))
    .orderBy(cards.createdAt)
    .limit(1);
  demoCardId = demoCard!.id;
  physicalId = (await physicalCard(DEMO_CARDHOLDER.email)).id;
  otherPersonCardId = (await kit.issueCard(t.demo.cardsProgramId)).id;
  outsider = await createOrganisation(kit.db(), 'Outside Org');
  const [organization] = await kit
    .db()
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, t.demo.organizationId));
  organizationName = organization!.name;

  // A person with an account and a card in an organisation that hides transaction data from staff.
  await kit.db().insert(businesses).values({ id: HIDDEN_ORG_ID, name: 'Hidden Org' });
  const program = await kit.newProgram(HIDDEN_ORG_ID);
  const hiddenAdmin = await createUser(kit.db(), {
    businessId: HIDDEN_ORG_ID,
    role: 'admin',
    scope: 'super',
  });
  const person = await createUser(kit.db());
  await kit.achDeposit(program.id, 50_000);
  const [card] = await kit.issueCards(hiddenAdmin.id, program.id, [
    { firstName: person.firstName, lastName: person.lastName, email: person.email! },
  ]);
  await kit.load(hiddenAdmin.id, program.id, [{ cardId: card!.id, amountCents: 10_000 }]);
  await net.authorize(card!.id, { amountCents: 1_500, merchantName: 'Harbor Pharmacy' });
  hidden = { adminUserId: hiddenAdmin.id, holderUserId: person.id, cardId: card!.id };
});
afterAll(() => t?.close());

describe('GET /cardholders/:id/', () => {
  it('answers the signed-in cardholder with their cards, oldest first, with or without the trailing slash', async () => {
    for (const url of [`/cardholders/${holder}/`, `/cardholders/${holder}`]) {
      const response = await get(holder, url);
      expect(response.statusCode, response.body).toBe(200);
      const { cardholder } = response.json();
      expect(cardholder).toMatchObject({
        userId: holder,
        firstName: DEMO_CARDHOLDER.firstName,
        lastName: DEMO_CARDHOLDER.lastName,
        email: DEMO_CARDHOLDER.email,
        phone: DEMO_CARDHOLDER.phone,
      });
      expect(cardholder.cards.map((card: { id: string }) => card.id)).toEqual([demoCardId, physicalId]);
      const [virtual, physical] = cardholder.cards;
      expect(virtual).toEqual({
        id: demoCardId,
        last4: expect.stringMatching(/^\d{4}$/),
        form: 'virtual',
        status: 'active',
        businessId: t.demo.cardsProgramId,
        businessName: organizationName,
        balance: {
          balanceCents: expect.any(Number),
          heldCents: expect.any(Number),
          availableCents: expect.any(Number),
        },
        expiryMonth: expect.any(Number),
        expiryYear: expect.any(Number),
      });
      expect(virtual.balance.balanceCents).toBeGreaterThan(0);
      expect(physical).toMatchObject({ form: 'physical', reference: expect.stringMatching(/^\w{10}$/) });
    }
  });

  it("answers 404 for another person's id", async () => {
    const response = await get(holder, `/cardholders/${hidden.holderUserId}/`);
    expect(response.statusCode).toBe(404);
    expect((await get(admin(), `/cardholders/${holder}/`)).statusCode).toBe(404);
  });

  it('answers the lookup error (404) for an account without cards', async () => {
    const response = await get(kit.user('viewer'), `/cardholders/${kit.user('viewer')}/`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject(refusal('cardholderLookupFailed'));
  });

  it('needs sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/cardholders/${holder}/` });
    expect(response.statusCode).toBe(401);
  });
});

describe('the holder reads their own card', () => {
  it('details and balance', async () => {
    const details = await get(holder, `/cards/${demoCardId}/details`);
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json().card).toMatchObject({ id: demoCardId, cardholder: { userId: holder } });
    const balance = await get(holder, `/cards/${demoCardId}/balance`);
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json()).toMatchObject({
      cardId: demoCardId,
      balance: { balanceCents: expect.any(Number) },
    });
  });

  it('load history without staff memos', async () => {
    const mine = await get(holder, `/cards/${demoCardId}/loadHistory`);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().loads.length).toBeGreaterThan(0);
    for (const load of mine.json().loads) expect(load.memo).toBeNull();
    const staff = await get(admin(), `/cards/${demoCardId}/loadHistory`);
    expect(staff.json().loads.map((load: { memo: string | null }) => load.memo)).toContain('Monthly support');
  });

  it('transactions, with merchant data even where the organisation hides it from staff', async () => {
    const own = await get(hidden.holderUserId, `/cards/${hidden.cardId}/transactions`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().transactions[0].merchant.name).toBe('Harbor Pharmacy');
    const staff = await get(hidden.adminUserId, `/cards/${hidden.cardId}/transactions`);
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().transactions[0].merchant.name).toBeNull();
    const demo = await get(holder, `/cards/${demoCardId}/transactions`);
    expect(demo.statusCode, demo.body).toBe(200);
  });

  it('activities: status events only, no staff names', async () => {
    const tagged = await kit.post(admin(), `/api/cards/business/${t.demo.cardsProgramId}/tag`, {
      cardIds: [physicalId],
      name: `Holder test ${randomUUID().slice(0, 6)}`,
    });
    expect(tagged.statusCode, tagged.body).toBeLessThan(300);
    expect((await post(admin(), `/cards/${physicalId}/activate`)).statusCode).toBe(200);
    const staff = await get(admin(), `/cards/${physicalId}/activities`);
    const staffTypes = staff.json().activities.map((activity: { type: string }) => activity.type);
    expect(staffTypes).toEqual(expect.arrayContaining(['card_tag_added', 'card_activated']));
    const own = await get(holder, `/cards/${physicalId}/activities`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().activities).toEqual([
      expect.objectContaining({
        type: 'card_activated',
        actor: null,
        details: { fromStatus: 'inactive', toStatus: 'active' },
      }),
    ]);
  });
});

describe('the holder acts on their own card', () => {
  it('locks and unlocks it, and sees their own name on the events', async () => {
    const locked = await post(holder, `/cards/${demoCardId}/lock`);
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().card).toMatchObject({ id: demoCardId, status: 'locked' });
    const unlocked = await post(holder, `/cards/${demoCardId}/unlock`);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json().card.status).toBe('active');
    const activities = (await get(holder, `/cards/${demoCardId}/activities`)).json().activities;
    expect(activities.slice(0, 2)).toEqual([
      expect.objectContaining({
        type: 'card_unlocked',
        actor: { id: holder, name: `${DEMO_CARDHOLDER.firstName} ${DEMO_CARDHOLDER.lastName}` },
      }),
      expect.objectContaining({ type: 'card_locked', details: { fromStatus: 'active', toStatus: 'locked' } }),
    ]);
  });

  it('sets a PIN', async () => {
    const response = await post(holder, `/cards/${demoCardId}/pin`, PIN);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ cardId: demoCardId, pinSet: true });
  });

  it('may not freeze, unfreeze or close it (staff only)', async () => {
    for (const action of ['freeze', 'unfreeze', 'close']) {
      const response = await post(holder, `/cards/${demoCardId}/${action}`);
      expect([403, 404], `${action}: ${response.body}`).toContain(response.statusCode);
    }
    expect((await get(admin(), `/cards/${demoCardId}/details`)).json().card.status).toBe('active');
  });

  it('may not activate a card (staff only)', async () => {
    const card = await physicalCard(DEMO_CARDHOLDER.email);
    expect((await post(holder, `/cards/${card.id}/activate`)).statusCode).toBe(404);
  });

  it('is told to contact the organisation when locking a frozen or closed card', async () => {
    const card = await kit.issueCard(t.demo.cardsProgramId, DEMO_CARDHOLDER);
    const frozen = await post(admin(), `/cards/${card.id}/freeze`);
    expect(frozen.statusCode, frozen.body).toBe(200);
    const lockFrozen = await post(holder, `/cards/${card.id}/lock`);
    expect(lockFrozen.statusCode).toBe(409);
    expect(lockFrozen.json()).toMatchObject(refusal('cardFrozen'));
    // Staff get the transition refusal.
    const staffLock = await post(admin(), `/cards/${card.id}/lock`);
    expect(staffLock.statusCode).toBe(409);
    expect(staffLock.json().code).toBe('invalid_card_transition');
    await setStatus(card.id, 'closed');
    const lockClosed = await post(holder, `/cards/${card.id}/lock`);
    expect(lockClosed.statusCode).toBe(409);
    expect(lockClosed.json()).toMatchObject(refusal('cardClosed'));
    const unlockClosed = await post(holder, `/cards/${card.id}/unlock`);
    expect(unlockClosed.json()).toMatchObject(refusal('cardClosed'));
  });

  it('may not set a PIN on a closed card', async () => {
    const card = await kit.issueCard(t.demo.cardsProgramId, DEMO_CARDHOLDER);
    await setStatus(card.id, 'closed');
    const response = await post(holder, `/cards/${card.id}/pin`, PIN);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject(refusal('pinNotAllowedForStatus'));
  });
});

describe("another person's card", () => {
  const reads = ['details', 'balance', 'activities', 'loadHistory', 'transactions'];

  it('answers 404 to a cardholder', async () => {
    for (const part of reads) {
      expect((await get(holder, `/cards/${otherPersonCardId}/${part}`)).statusCode, part).toBe(404);
    }
    for (const action of ['lock', 'unlock']) {
      expect((await post(holder, `/cards/${otherPersonCardId}/${action}`)).statusCode, action).toBe(404);
    }
    expect((await post(holder, `/cards/${otherPersonCardId}/pin`, PIN)).statusCode).toBe(404);
  });

  it('answers 404 to staff without a role in the card’s business', async () => {
    for (const staff of [outsider.adminUserId, kit.user('approver')]) {
      for (const part of reads) {
        expect((await get(staff, `/cards/${demoCardId}/${part}`)).statusCode, part).toBe(404);
      }
      expect((await post(staff, `/cards/${demoCardId}/lock`)).statusCode).toBe(404);
      expect((await post(staff, `/cards/${demoCardId}/pin`, PIN)).statusCode).toBe(404);
      expect((await post(staff, `/cards/${physicalId}/activate`)).statusCode).toBe(404);
    }
  });
});

describe('POST /cards/:id/activate', () => {
  it('activates an inactive physical card once, recording the event; again answers 409', async () => {
    const card = await physicalCard(`activate-${randomUUID().slice(0, 8)}@example.net`);
    const activated = await post(admin(), `/cards/${card.id}/activate`);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().card).toMatchObject({ id: card.id, status: 'active', form: 'physical' });
    const events = await kit
      .db()
      .select()
      .from(cardActivities)
      .where(and(eq(cardActivities.cardId, card.id), eq(cardActivities.type, 'card_activated')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorUserId: admin(),
      details: { fromStatus: 'inactive', toStatus: 'active', form: 'physical' },
    });
    const again = await post(admin(), `/cards/${card.id}/activate`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invalid_card_transition');
  });

  it('refuses a virtual card', async () => {
    const card = await kit.issueCard(t.demo.cardsProgramId);
    await setStatus(card.id, 'inactive');
    const response = await post(admin(), `/cards/${card.id}/activate`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(refusal('cardIsVirtual'));
  });

  it('needs orderCard', async () => {
    const card = await physicalCard(`viewer-${randomUUID().slice(0, 8)}@example.net`);
    expect((await post(kit.user('viewer'), `/cards/${card.id}/activate`)).statusCode).toBe(403);
  });
});
