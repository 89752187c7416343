import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardActivities, cardholders, cardOrders, cards, outboxMessages } from '../../src/db/schema/index.ts';
import { networkKit } from '../authorizations/support.ts';
import { moneyKit } from '../money/support.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { countRows, createOrganisation } from '../tenancy/fixtures.ts';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let net: ReturnType<typeof networkKit>;
let other: Awaited<ReturnType<typeof createOrganisation>>;
let program: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  net = networkKit(t);
  other = await createOrganisation(t.database.db);
  program = t.demo.cardsProgramId;
});
afterAll(() => t?.close());

const ADDRESS = {
  firstName: 'Rahel',
  lastName: 'Tesfaye',
  addressOne: '55 Elm Street',
  city: 'Baltimore',
  state: 'md',
  zip: '21230',
};
const body = (change: Record<string, unknown> = {}) => ({
  replacementReason: 'lost',
  shippingAddress: ADDRESS,
  shipmentMethod: 'UPS_SECOND_DAY',
  ...change,
});
const reissue = (userId: string, cardId: string, payload: object, key: string | null = randomUUID()) =>
  kit.post(userId, `/api/cards/${cardId}/reissueAndShip`, payload as never, key);

/** Everything a reissue writes: a refused request must change none of it. */
const state = async () => ({
  cards: await countRows(kit.db(), cards),
  orders: await countRows(kit.db(), cardOrders),
  activities: await countRows(kit.db(), cardActivities),
  outbox: await countRows(kit.db(), outboxMessages),
  statuses: (await kit.db().select({ id: cards.id, status: cards.status }).from(cards)).sort((a, b) =>
    a.id.localeCompare(b.id),
  ),
  ledger: await kit.snapshot(),
});
const activitiesOf = async (cardId: string) =>
  kit.db().select().from(cardActivities).where(eq(cardActivities.cardId, cardId));

describe('POST /cards/:id/reissueAndShip', () => {
  it('ships a new physical card with the available funds, closes the old one, records and emails', async () => {
    const email = `reissue-${randomUUID().slice(0, 8)}@example.net`;
    const old = await kit.issueCard(program, { email });
    await kit.load(kit.user('admin'), program, [{ cardId: old.id, amountCents: 12_345 }]);
    await net.authorize(old.id, { amountCents: 1_000 });
    const before = (await outboxFor(t.app, email)).length;

    const response = await reissue(kit.user('admin'), old.id, body({ replacementReason: 'stolen' }));
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json();
    expect(result.replacementReason).toBe('stolen');
    expect(result.movedCents).toBe(11_345);
    // The pending hold stays on the old card until the network clears or reverses it.
    expect(result.previousCard).toMatchObject({
      id: old.id,
      status: 'closed',
      balance: { balanceCents: 1_000, heldCents: 1_000, availableCents: 0 },
    });
    expect(result.card).toMatchObject({
      form: 'physical',
      status: 'inactive',
      businessId: program,
      cardholder: { id: result.previousCard.cardholder.id, email },
      balance: { balanceCents: 11_345, heldCents: 0, availableCents: 11_345 },
    });
    expect(result.card.id).not.toBe(old.id);
    expect(result.order).toMatchObject({
      businessId: program,
      status: 'ordered',
      shippingType: 'UPS_SECOND_DAY',
      shippingAddress: { ...ADDRESS, state: 'MD' },
      trackingNumber: null,
      card: { id: result.card.id, last4: result.card.last4, status: 'inactive' },
      cardholder: { id: result.card.cardholder.id },
    });
    expect(response.body).not.toMatch(/numberEncrypted|cvv/i);

    const [order] = await kit.db().select().from(cardOrders).where(eq(cardOrders.id, result.order.id));
    expect(order).toMatchObject({ cardId: result.card.id, status: 'ordered' });
    expect(await kit.cardCents(old.id)).toBe(1_000);
    expect(await kit.cardCents(result.card.id)).toBe(11_345);
    await kit.expectConserved(t.demo.organizationId);

    expect((await activitiesOf(old.id)).find((row) => row.type === 'card_reissued')?.details).toEqual({
      replacementCardId: result.card.id,
      movedCents: 11_345,
      replacementReason: 'stolen',
      orderId: result.order.id,
      fromStatus: 'active',
    });
    expect((await activitiesOf(result.card.id)).map((row) => [row.type, row.details])).toEqual([
      [
        'card_order_placed',
        {
          orderId: result.order.id,
          shippingType: 'UPS_SECOND_DAY',
          replacesCardId: old.id,
          replacementReason: 'stolen',
        },
      ],
    ]);

    const mail = await outboxFor(t.app, email);
    expect(mail).toHaveLength(before + 1);
    expect(mail[0]?.subject).toContain('replacement');
    expect(mail[0]?.body).toContain(`ending in ${old.last4}`);
    expect(mail[0]?.body).toContain(`ending in ${result.card.last4}`);
    expect(mail[0]?.body).toContain('http://localhost:3999/cardholder/link-card');
    expect(mail[0]?.body).toContain('UPS 2nd Day Air');

    // The old card is closed: the network declines it, and it cannot be reissued again.
    await net.expectDecline(old.id, { amountCents: 100 }, 'CARD_CLOSED');
    const again = await reissue(kit.user('admin'), old.id, body());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'invalid_card_transition', message: 'This card is closed.' });
  });

  it('answers a repeated Idempotency-Key with the first answer and reissues once; needs the key', async () => {
    const old = await kit.issueCard(program);
    const key = randomUUID();
    const first = await reissue(kit.user('admin'), old.id, body(), key);
    expect(first.statusCode, first.body).toBe(201);
    const before = await state();
    const replay = await reissue(kit.user('admin'), old.id, body(), key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await state()).toEqual(before);

    const fresh = await kit.issueCard(program);
    const withoutKey = await reissue(kit.user('admin'), fresh.id, body(), null);
    expect(withoutKey.statusCode).toBe(400);
    expect(withoutKey.json().details[0].field).toBe('Idempotency-Key');
  });

  it('replaces a physical card awaiting activation, and a frozen or locked card', async () => {
    const ordered = await kit.post(kit.user('admin'), `/api/cards/business/${program}/orderAndShip`, {
      cardholder: {
        firstName: 'Ana',
        lastName: 'Smith',
        email: `ana-${randomUUID().slice(0, 8)}@example.net`,
      },
      shippingAddress: ADDRESS,
      shipmentMethod: 'USPS_PRIORITY',
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const damaged = await reissue(
      kit.user('admin'),
      ordered.json().card.id,
      body({ replacementReason: 'damaged', shipmentMethod: 'UPS_NEXT_DAY' }),
    );
    expect(damaged.statusCode, damaged.body).toBe(201);
    expect(damaged.json()).toMatchObject({
      previousCard: { status: 'closed', form: 'physical' },
      card: { status: 'inactive', form: 'physical' },
      order: { shippingType: 'UPS_NEXT_DAY' },
      movedCents: 0,
    });

    for (const status of ['frozen', 'locked']) {
      const card = await kit.issueCard(program);
      await kit.db().update(cards).set({ status }).where(eq(cards.id, card.id));
      const response = await reissue(kit.user('admin'), card.id, body());
      expect(response.statusCode, response.body).toBe(201);
      expect(
        (await activitiesOf(card.id)).find((row) => row.type === 'card_reissued')?.details,
      ).toMatchObject({ fromStatus: status });
    }
  });

  it('answers 409 for a closed card, changing nothing', async () => {
    const card = await kit.issueCard(program);
    await kit.closeCard(card.id);
    const before = await state();
    const response = await reissue(kit.user('admin'), card.id, body());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'invalid_card_transition' });
    expect(await state()).toEqual(before);
  });

  const PO_BOX = 'Invalid Address One. This address cannot be a PO Box.';
  const SHIPMENT = 'Shipment method must be one of USPS_PRIORITY, UPS_NEXT_DAY, UPS_SECOND_DAY.';
  const REASON = 'Reason must be lost, stolen or damaged';
  it.each([
    [{ replacementReason: undefined }, 'replacementReason', REASON],
    [{ replacementReason: 'expired' }, 'replacementReason', REASON],
    [{ shippingAddress: { ...ADDRESS, addressOne: 'PO Box 12' } }, 'shippingAddress.addressOne', PO_BOX],
    [
      { shippingAddress: { ...ADDRESS, state: 'XX' } },
      'shippingAddress.state',
      'Invalid State: Input needs to be a 2 digit state code.',
    ],
    [
      { shippingAddress: { ...ADDRESS, zip: '1220' } },
      'shippingAddress.zip',
      'Zip must have exactly 5 characters',
    ],
    [
      { shippingAddress: { ...ADDRESS, firstName: 'José' } },
      'shippingAddress.firstName',
      'First name is not in the correct format',
    ],
    [{ shipmentMethod: 'USPS_GROUND' }, 'shipmentMethod', SHIPMENT],
    [{ shipmentMethod: undefined }, 'shipmentMethod', SHIPMENT],
  ])('answers 400 for %j with the field message, changing nothing', async (change, field, message) => {
    const card = await kit.issueCard(program);
    const before = await state();
    const response = await reissue(kit.user('admin'), card.id, body(change));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field, message }));
    expect(await state()).toEqual(before);
  });

  it('answers 400 for an unknown field and for a card id that is not a UUID', async () => {
    const card = await kit.issueCard(program);
    const before = await state();
    expect((await reissue(kit.user('admin'), card.id, { ...body(), cardholder: {} })).statusCode).toBe(400);
    expect((await reissue(kit.user('admin'), 'not-a-card', body())).statusCode).toBe(400);
    expect(await state()).toEqual(before);
  });

  // replaceCard: admin and caseManager (usccb_case_manager); not viewer nor finance (sifh_finance).
  it.each([
    ['viewer', 403],
    ['finance', 403],
    ['caseManager', 201],
  ])('%s: %i', async (who, status) => {
    const card = await kit.issueCard(program);
    const before = await state();
    const response = await reissue(kit.user(who), card.id, body());
    expect(response.statusCode, response.body).toBe(status);
    if (status !== 201) expect(await state()).toEqual(before);
  });

  it("answers 404 for another organisation's card and for an unknown card, changing nothing", async () => {
    const card = await kit.issueCard(program);
    const before = await state();
    expect((await reissue(other.adminUserId, card.id, body())).statusCode).toBe(404);
    expect((await reissue(kit.user('admin'), randomUUID(), body())).statusCode).toBe(404);
    expect(await state()).toEqual(before);
  });

  it('is described in OpenAPI with its body and answers', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operation = spec.paths['/api/cards/{id}/reissueAndShip'].post;
    expect(Object.keys(operation.responses).sort()).toEqual([
      '201',
      '400',
      '401',
      '403',
      '404',
      '409',
      '422',
    ]);
    expect(operation.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['replacementReason', 'shippingAddress', 'shipmentMethod']),
    );
  });

  it('skips the email when the holder has none', async () => {
    const card = await kit.issueCard(program);
    const [row] = await kit.db().select().from(cards).where(eq(cards.id, card.id));
    await kit.db().update(cardholders).set({ email: null }).where(eq(cardholders.id, row!.cardholderId));
    const outbox = await countRows(kit.db(), outboxMessages);
    const response = await reissue(kit.user('admin'), card.id, body());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().card.cardholder.email).toBeNull();
    expect(await countRows(kit.db(), outboxMessages)).toBe(outbox);
  });
});
