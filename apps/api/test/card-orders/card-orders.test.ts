import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardActivities, cardOrders, cards, outboxMessages, users } from '../../src/db/schema/index.ts';
import { moneyKit, walkPages } from '../money/support.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { countRows, createOrganisation } from '../tenancy/fixtures.ts';

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

const ADDRESS = {
  firstName: 'Ana',
  lastName: 'Smith',
  addressOne: '123 Main St',
  addressTwo: 'Apt 4B',
  city: 'Albany',
  state: 'ny',
  zip: '12207',
};
function orderBody(change: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  return {
    cardholder: { firstName: 'Ana', lastName: 'Smith', email: `ana-${tag}@example.net` },
    shippingAddress: ADDRESS,
    shipmentMethod: 'USPS_PRIORITY',
    ...change,
  };
}
const order = (userId: string, businessId: string, payload: object, key?: string | null) =>
  kit.post(userId, `/api/cards/business/${businessId}/orderAndShip`, payload as never, key);
const advance = (orderId: string) =>
  t.app.inject({ method: 'POST', url: `/api/sandbox/cardOrders/${orderId}/advance` });
const counts = async () => ({
  cards: await countRows(kit.db(), cards),
  orders: await countRows(kit.db(), cardOrders),
  activities: await countRows(kit.db(), cardActivities),
});

describe('POST /cards/business/:id/orderAndShip', () => {
  it('issues an inactive physical card and an order, and records card_order_placed', async () => {
    const body = orderBody();
    const response = await order(kit.user('admin'), program, body);
    expect(response.statusCode, response.body).toBe(201);
    const { order: placed, card } = response.json();
    expect(card).toMatchObject({ form: 'physical', status: 'inactive', businessId: program });
    expect(card.last4).toMatch(/^\d{4}$/);
    expect(placed).toEqual({
      id: expect.any(String),
      businessId: program,
      status: 'ordered',
      shippingType: 'USPS_PRIORITY',
      shippingAddress: { ...ADDRESS, state: 'NY' },
      trackingNumber: null,
      trackingUrl: null,
      card: { id: card.id, reference: card.reference, last4: card.last4, status: 'inactive' },
      cardholder: {
        id: card.cardholder.id,
        firstName: 'Ana',
        lastName: 'Smith',
        email: body.cardholder.email,
      },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(response.body).not.toMatch(/numberEncrypted|cvv/i);
    const [row] = await kit.db().select().from(cards).where(eq(cards.id, card.id));
    expect(row).toMatchObject({ form: 'physical', status: 'inactive' });
    const feed = await kit.get(kit.user('admin'), `/api/cards/${card.id}/activities`);
    expect(feed.json().activities).toEqual([
      expect.objectContaining({
        type: 'card_order_placed',
        details: { orderId: placed.id, shippingType: 'USPS_PRIORITY' },
      }),
    ]);
  });

  it('answers a repeated Idempotency-Key with the first answer and orders once', async () => {
    const body = orderBody();
    const key = randomUUID();
    const first = await order(kit.user('admin'), program, body, key);
    const before = await counts();
    const again = await order(kit.user('admin'), program, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await counts()).toEqual(before);
    expect((await order(kit.user('admin'), program, body, null)).statusCode).toBe(400);
  });

  it('refuses a bank-transfer program', async () => {
    const before = await counts();
    const response = await order(kit.user('admin'), t.demo.payoutsProgramId, orderBody());
    expect(response.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  const PO_BOX = 'Invalid Address One. This address cannot be a PO Box.';
  it.each([
    [{ addressOne: 'PO Box 12' }, 'shippingAddress.addressOne', PO_BOX],
    [{ addressOne: '' }, 'shippingAddress.addressOne', 'Address One is required'],
    [
      { addressTwo: 'P.O. Box 7' },
      'shippingAddress.addressTwo',
      'Invalid Address Two, including No special characters allowed.',
    ],
    [{ city: 'Springfield!' }, 'shippingAddress.city', 'City is not in the correct format'],
    [{ state: 'XX' }, 'shippingAddress.state', 'Invalid State: Input needs to be a 2 digit state code.'],
    [{ zip: '1220' }, 'shippingAddress.zip', 'Zip must have exactly 5 characters'],
    [{ zip: '1220A' }, 'shippingAddress.zip', 'Zip is not in the correct format'],
    [{ firstName: 'José' }, 'shippingAddress.firstName', 'First name is not in the correct format'],
    [{ firstName: 'Ana:Maria' }, 'shippingAddress.firstName', 'First name is not in the correct format'],
    [{ lastName: '' }, 'shippingAddress.lastName', 'Last name is required'],
  ])(
    'answers 400 for the address %j with the spec message, writing nothing',
    async (change, field, message) => {
      const before = await counts();
      const response = await order(
        kit.user('admin'),
        program,
        orderBody({ shippingAddress: { ...ADDRESS, ...change } }),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details).toContainEqual(expect.objectContaining({ field, message }));
      expect(await counts()).toEqual(before);
    },
  );

  it.each([
    [
      { shipmentMethod: 'USPS_GROUND' },
      'shipmentMethod',
      'Shipment method must be one of USPS_PRIORITY, UPS_NEXT_DAY, UPS_SECOND_DAY.',
    ],
    [
      { shipmentMethod: undefined },
      'shipmentMethod',
      'Shipment method must be one of USPS_PRIORITY, UPS_NEXT_DAY, UPS_SECOND_DAY.',
    ],
    [
      { cardholder: { firstName: 'Ana', lastName: 'Smith', email: 'nope' } },
      'cardholder.email',
      'Invalid Email.',
    ],
    [
      { cardholder: { firstName: '', lastName: 'Smith', email: 'a@example.net' } },
      'cardholder.firstName',
      'First name is required',
    ],
  ])('answers 400 for %j, writing nothing', async (change, field, message) => {
    const before = await counts();
    const response = await order(kit.user('admin'), program, orderBody(change));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field, message }));
    expect(await counts()).toEqual(before);
  });

  // orderCard: admin and caseManager (usccb_case_manager); not viewer nor finance (sifh_finance).
  it.each([
    ['admin', 201],
    ['caseManager', 201],
    ['viewer', 403],
    ['finance', 403],
  ])('%s: %i', async (who, status) => {
    const before = await counts();
    const response = await order(kit.user(who), program, orderBody());
    expect(response.statusCode, response.body).toBe(status);
    if (status !== 201) expect(await counts()).toEqual(before);
  });

  it("answers 404 for another organisation's business", async () => {
    const before = await counts();
    expect((await order(other.adminUserId, program, orderBody())).statusCode).toBe(404);
    expect((await order(kit.user('admin'), other.programId, orderBody())).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe('the order email', () => {
  it('tells a new cardholder the card comes by mail, how to create an account and activate it', async () => {
    const body = orderBody({ shipmentMethod: 'UPS_NEXT_DAY' });
    const response = await order(kit.user('admin'), program, body);
    expect(response.statusCode, response.body).toBe(201);
    const { card } = response.json();
    const mail = await outboxFor(t.app, body.cardholder.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      channel: 'email',
      subject: 'Your Resettlement Cards card is on its way',
    });
    expect(mail[0]?.body).toContain(`physical card for you, ending in ${card.last4}`);
    expect(mail[0]?.body).toContain('arrive by mail (UPS Next Day Air)');
    expect(mail[0]?.body).toContain('http://localhost:3999/register/cardholder?token=');
    expect(mail[0]?.body).toContain('activate it at http://localhost:3999/cardholder/link-card');
    expect(mail[0]?.body).toContain('10-character card ID');
    expect(mail[0]?.body).not.toContain(card.reference);
  });

  it('sends no account link to a person who already has an account', async () => {
    const response = await order(
      kit.user('admin'),
      program,
      orderBody({ cardholder: { firstName: 'Jamal', lastName: 'Rahimi', email: 'Cardholder@example.org' } }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const [latest] = await outboxFor(t.app, 'cardholder@example.org');
    expect(latest?.body).toContain(response.json().card.last4);
    expect(latest?.body).not.toContain('/register/');
    expect(latest?.body).toContain('/cardholder/link-card');
  });

  it('is not sent when the order is refused', async () => {
    const before = await countRows(kit.db(), outboxMessages);
    const refused = orderBody({ shipmentMethod: 'USPS_GROUND' });
    expect((await order(kit.user('admin'), program, refused)).statusCode).toBe(400);
    expect((await order(kit.user('viewer'), program, orderBody())).statusCode).toBe(403);
    expect((await order(kit.user('admin'), t.demo.payoutsProgramId, orderBody())).statusCode).toBe(400);
    expect(await countRows(kit.db(), outboxMessages)).toBe(before);
  });
});

describe('card orders list, detail and the sandbox carrier', () => {
  it('moves an order ordered → produced → shipped (with tracking) → delivered', async () => {
    const placed = (
      await order(kit.user('admin'), program, orderBody({ shipmentMethod: 'UPS_NEXT_DAY' }))
    ).json().order;
    const produced = await advance(placed.id);
    expect(produced.statusCode, produced.body).toBe(200);
    expect(produced.json().order).toMatchObject({
      status: 'produced',
      trackingNumber: null,
      trackingUrl: null,
    });
    const shipped = (await advance(placed.id)).json().order;
    expect(shipped.status).toBe('shipped');
    expect(shipped.trackingNumber).toMatch(/^1Z[0-9A-Z]{16}$/);
    expect(shipped.trackingUrl).toBe(
      `https://www.ups.com/track?loc=en_US&tracknum=${shipped.trackingNumber}`,
    );
    const delivered = (await advance(placed.id)).json().order;
    expect(delivered).toMatchObject({ status: 'delivered', trackingNumber: shipped.trackingNumber });
    const done = await advance(placed.id);
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe('card_order_delivered');
    expect((await advance(randomUUID())).statusCode).toBe(404);

    const detail = await kit.get(kit.user('viewer'), `/api/businesses/${program}/cardOrders/${placed.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().order).toEqual(delivered);
    const fromOrg = await kit.get(
      kit.user('admin'),
      `/api/businesses/${t.demo.organizationId}/cardOrders/${placed.id}`,
    );
    expect(fromOrg.statusCode).toBe(200);
  });

  it('shows what is printed on the card, which links it to the account created from the email', async () => {
    const body = orderBody();
    const placed = (await order(kit.user('admin'), program, body)).json();
    const printed = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/cardOrders/${placed.order.id}/printedCard`,
    });
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.headers['cache-control']).toBe('no-store');
    const { printedCard } = printed.json();
    expect(printedCard).toMatchObject({
      cardId: placed.card.reference,
      // The organisation, not the program: the card's back carries the organisation's name.
      organizationName: 'Demo Relief Org',
      cardholderName: 'Ana Smith',
    });
    expect(printedCard.lastSix).toMatch(/^\d{6}$/);
    expect(printedCard.lastSix.endsWith(placed.card.last4)).toBe(true);
    expect(printedCard.expiry).toMatch(/^(0[1-9]|1[0-2])\/\d{2}$/);

    const link = (await outboxFor(t.app, body.cardholder.email))[0]?.body.match(/token=(\S+)/)?.[1];
    const account = await t.app.inject({
      method: 'POST',
      url: '/api/users/user',
      payload: {
        token: link,
        firstName: 'Ana',
        lastName: 'Smith',
        email: body.cardholder.email,
        password: 'Str0ng!pass',
      },
    });
    expect(account.statusCode, account.body).toBe(201);
    const userId = (
      await t.database.db.select().from(users).where(eq(users.email, body.cardholder.email))
    )[0]!.id;
    const linked = await t.as(userId, {
      method: 'POST',
      url: `/api/cards/${printedCard.cardId}/users/${userId}`,
      payload: {
        lastSix: printedCard.lastSix,
        organizationName: printedCard.organizationName,
        expiry: printedCard.expiry,
      },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/cardOrders/${randomUUID()}/printedCard`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('links a USPS tracking number to the USPS page', async () => {
    const placed = (await order(kit.user('admin'), program, orderBody())).json().order;
    await advance(placed.id);
    const shipped = (await advance(placed.id)).json().order;
    expect(shipped.trackingNumber).toMatch(/^9400\d{18}$/);
    expect(shipped.trackingUrl).toBe(
      `https://tools.usps.com/go/TrackConfirmAction?tLabels=${shipped.trackingNumber}`,
    );
  });

  it('pages the orders of a program newest first; the organisation sees its programs', async () => {
    const fresh = await kit.newProgram();
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      ids.push((await order(kit.user('admin'), fresh.id, orderBody())).json().order.id);
    }
    const listed = await walkPages(async (cursor) => {
      const response = await kit.get(
        kit.user('viewer'),
        `/api/businesses/${fresh.id}/cardOrders?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return {
        items: response.json().orders as { id: string }[],
        nextCursor: response.json().page.nextCursor,
      };
    });
    expect(listed.map((item) => item.id)).toEqual([...ids].reverse());
    const org = await kit.get(
      kit.user('admin'),
      `/api/businesses/${t.demo.organizationId}/cardOrders?limit=200`,
    );
    expect(org.json().orders.map((item: { id: string }) => item.id)).toEqual(expect.arrayContaining(ids));
  });

  it("keeps other businesses' orders out: 404 across tenants and across programs", async () => {
    const placed = (await order(kit.user('admin'), program, orderBody())).json().order;
    expect((await kit.get(other.adminUserId, `/api/businesses/${program}/cardOrders`)).statusCode).toBe(404);
    expect(
      (await kit.get(other.adminUserId, `/api/businesses/${other.organizationId}/cardOrders/${placed.id}`))
        .statusCode,
    ).toBe(404);
    const sibling = await kit.newProgram();
    expect(
      (await kit.get(kit.user('admin'), `/api/businesses/${sibling.id}/cardOrders/${placed.id}`)).statusCode,
    ).toBe(404);
    const theirs = await kit.get(other.adminUserId, `/api/businesses/${other.organizationId}/cardOrders`);
    expect(theirs.json().orders).toEqual([]);
    expect(
      (await kit.get(kit.user('admin'), `/api/businesses/${program}/cardOrders?cursor=bad`)).statusCode,
    ).toBe(400);
  });
});

describe('without SANDBOX', () => {
  it('has no sandbox carrier route', async () => {
    const plain = await createTestApp({ SANDBOX: '0' });
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: `/api/sandbox/cardOrders/${randomUUID()}/advance`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('not_found');
    } finally {
      await plain.close();
    }
  });
});
