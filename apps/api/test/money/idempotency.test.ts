import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, idempotencyKeys } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { moneyKit, type Payload } from './support.ts';

// Every money-moving POST, each with a body, a different body, and what one run of it changes.
let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let org: string;
let programP: string;
let c1: string;
let c2: string;
let secondAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  await kit.defineDemoCustomFields();
  org = t.demo.organizationId;
  programP = (await kit.newProgram(org, 'Program P')).id;
  await kit.achDeposit(org, 100_000);
  await kit.achDeposit(programP, 100_000);
  c1 = (await kit.issueCard(programP)).id;
  c2 = (await kit.issueCard(programP)).id;
  await kit.load(kit.user('admin'), programP, [{ cardId: c1, amountCents: 50_000 }]);
  secondAdmin = await kit.newMember(org, 'admin', 'super');
});
afterAll(() => t?.close());

type MoneyPost = {
  name: string;
  url: () => string;
  body: () => Payload;
  otherBody: () => Payload;
  status: number;
  /** The figure one run of the request changes, and by how much. */
  measure: () => Promise<number>;
  delta: number;
};
const cardsOfP = async () =>
  (await kit.db().select({ total: count() }).from(cards).where(eq(cards.businessId, programP)))[0]!.total;

const moneyPosts: MoneyPost[] = [
  {
    name: 'POST /businesses/:id/fundingAccount/transfer',
    url: () => `/api/businesses/${org}/fundingAccount/transfer`,
    body: () => ({ fromBusinessId: org, toBusinessId: programP, amountCents: 1_111 }),
    otherBody: () => ({ fromBusinessId: org, toBusinessId: programP, amountCents: 1_112 }),
    status: 201,
    measure: () => kit.fundingCents(programP),
    delta: 1_111,
  },
  {
    name: 'POST /cards/business/:id/virtualCards',
    url: () => `/api/cards/business/${programP}/virtualCards`,
    body: () => ({ cardholders: [{ firstName: 'Ida', lastName: 'Once', email: 'ida.once@example.net' }] }),
    otherBody: () => ({
      cardholders: [{ firstName: 'Ida', lastName: 'Twice', email: 'ida.once@example.net' }],
    }),
    status: 201,
    measure: cardsOfP,
    delta: 1,
  },
  {
    name: 'POST /cards/business/:id/load',
    url: () => `/api/cards/business/${programP}/load`,
    body: () => ({ loads: [{ cardId: c2, amountCents: 222 }] }),
    otherBody: () => ({ loads: [{ cardId: c2, amountCents: 222 }], memo: 'different' }),
    status: 200,
    measure: () => kit.cardCents(c2),
    delta: 222,
  },
  {
    name: 'POST /cards/business/:id/cardToCardTransfer',
    url: () => `/api/cards/business/${programP}/cardToCardTransfer`,
    body: () => ({ fromCardId: c1, toCardId: c2, amountCents: 33 }),
    otherBody: () => ({ fromCardId: c2, toCardId: c1, amountCents: 33 }),
    status: 201,
    measure: () => kit.cardCents(c2),
    delta: 33,
  },
  {
    name: 'POST /cards/:id/withdrawFunds',
    url: () => `/api/cards/${c1}/withdrawFunds`,
    body: () => ({ amountCents: 44 }),
    otherBody: () => ({ amountCents: 45 }),
    status: 201,
    measure: () => kit.cardCents(c1),
    delta: -44,
  },
];

describe.each(moneyPosts)('Idempotency-Key on $name', (endpoint) => {
  it('refuses a request without the header (400), a blank or an overlong key, writing nothing', async () => {
    const before = await kit.snapshot();
    for (const key of [null, '   ', 'k'.repeat(256)]) {
      const response = await kit.post(kit.user('admin'), endpoint.url(), endpoint.body(), key);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        details: [
          expect.objectContaining({
            field: 'Idempotency-Key',
            message: expect.stringContaining('Idempotency-Key'),
          }),
        ],
      });
    }
    expect(await kit.snapshot()).toEqual(before);
  });

  it('answers a retry with the first answer, marked replayed, and moves the money once', async () => {
    const key = `retry-${randomUUID()}`;
    const before = await endpoint.measure();
    const first = await kit.post(kit.user('admin'), endpoint.url(), endpoint.body(), key);
    expect(first.statusCode, first.body).toBe(endpoint.status);
    expect(first.headers['idempotent-replayed']).toBe('false');
    const afterFirst = await kit.snapshot();
    const second = await kit.post(kit.user('admin'), endpoint.url(), endpoint.body(), key);
    expect(second.statusCode, second.body).toBe(endpoint.status);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(second.body).toBe(first.body);
    expect(await kit.snapshot()).toEqual(afterFirst);
    expect(await endpoint.measure()).toBe(before + endpoint.delta);
  });

  it('refuses the same key with another body (422), writing nothing', async () => {
    const key = `reuse-${randomUUID()}`;
    const first = await kit.post(kit.user('admin'), endpoint.url(), endpoint.body(), key);
    expect(first.statusCode, first.body).toBe(endpoint.status);
    const before = await kit.snapshot();
    const response = await kit.post(kit.user('admin'), endpoint.url(), endpoint.otherBody(), key);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toEqual({
      code: 'idempotency_key_reused',
      message: 'This Idempotency-Key was already used with a different request.',
    });
    expect(await kit.snapshot()).toEqual(before);
  });

  it('keeps keys per caller: the same key from another user is a new request', async () => {
    const key = `shared-${randomUUID()}`;
    const before = await endpoint.measure();
    const mine = await kit.post(kit.user('admin'), endpoint.url(), endpoint.body(), key);
    const theirs = await kit.post(secondAdmin, endpoint.url(), endpoint.body(), key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([endpoint.status, endpoint.status]);
    expect(theirs.headers['idempotent-replayed']).toBe('false');
    expect(await endpoint.measure()).toBe(before + 2 * endpoint.delta);
  });
});

describe('Idempotency-Key across requests', () => {
  it('refuses a key used on one money route for another (422)', async () => {
    const key = `cross-${randomUUID()}`;
    const [transfer, withdraw] = [moneyPosts[0]!, moneyPosts[4]!];
    expect((await kit.post(kit.user('admin'), transfer.url(), transfer.body(), key)).statusCode).toBe(201);
    const before = await kit.snapshot();
    const response = await kit.post(kit.user('admin'), withdraw.url(), withdraw.body(), key);
    expect(response.statusCode, response.body).toBe(422);
    expect(await kit.snapshot()).toEqual(before);
  });

  it('treats the same body with its keys in another order as the same request', async () => {
    const key = `order-${randomUUID()}`;
    const url = moneyPosts[0]!.url();
    const before = await kit.fundingCents(programP);
    const body = {
      fromBusinessId: org,
      toBusinessId: programP,
      amountCents: 77,
      customFields: { grant: 'G-1', cohort: 'A' },
    };
    const first = await kit.post(kit.user('admin'), url, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const reordered = {
      amountCents: 77,
      customFields: { cohort: 'A', grant: 'G-1' },
      toBusinessId: programP,
      fromBusinessId: org,
    };
    const retry = await kit.post(kit.user('admin'), url, reordered, key);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    expect(await kit.fundingCents(programP)).toBe(before + 77);
  });

  it('moves money once when the same request arrives five times at once', async () => {
    const load = moneyPosts[2]!;
    const key = `burst-${randomUUID()}`;
    const before = await load.measure();
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => kit.post(kit.user('admin'), load.url(), load.body(), key)),
    );
    const fresh = responses.filter((response) => response.headers['idempotent-replayed'] === 'false');
    expect(fresh).toHaveLength(1);
    for (const response of responses) {
      if (response.statusCode === 409) expect(response.json().code).toBe('idempotency_in_progress');
      else expect(response.body).toBe(fresh[0]!.body);
    }
    expect(await load.measure()).toBe(before + load.delta);
  });
});

describe('Idempotency-Key lifetime', () => {
  it('keeps a key 24 hours; an expired key is a new request', async () => {
    const transfer = moneyPosts[0]!;
    const key = `expiry-${randomUUID()}`;
    const before = await transfer.measure();
    expect((await kit.post(kit.user('admin'), transfer.url(), transfer.body(), key)).statusCode).toBe(201);
    const where = and(eq(idempotencyKeys.userId, kit.user('admin')), eq(idempotencyKeys.key, key));
    const [stored] = await kit.db().select().from(idempotencyKeys).where(where);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeGreaterThanOrEqual(
      24 * 3_600_000 - 1_000,
    );
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeLessThanOrEqual(
      24 * 3_600_000 + 1_000,
    );
    await kit
      .db()
      .update(idempotencyKeys)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(where);
    const again = await kit.post(kit.user('admin'), transfer.url(), transfer.body(), key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('false');
    expect(await transfer.measure()).toBe(before + 2 * transfer.delta);
    const replay = await kit.post(kit.user('admin'), transfer.url(), transfer.body(), key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(again.body);
  });
});

describe('Idempotency-Key refusals (Stripe: the first answer is kept, whatever it was)', () => {
  it('answers a retry of a refused withdrawal with the same refusal, even once funds arrived', async () => {
    const card = (await kit.issueCard(programP)).id;
    const key = `refusal-${randomUUID()}`;
    const url = `/api/cards/${card}/withdrawFunds`;
    const first = await kit.post(kit.user('admin'), url, { amountCents: 700 }, key);
    expect(first.statusCode, first.body).toBe(409);
    expect(first.json().code).toBe('insufficient_funds');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    await kit.load(kit.user('admin'), programP, [{ cardId: card, amountCents: 1_000 }]);
    const before = await kit.snapshot();
    const retry = await kit.post(kit.user('admin'), url, { amountCents: 700 }, key);
    expect(retry.statusCode, retry.body).toBe(409);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await kit.snapshot()).toEqual(before);
    expect(await kit.cardCents(card)).toBe(1_000);
    // A new key is a new request, and now succeeds.
    const fresh = await kit.post(kit.user('admin'), url, { amountCents: 700 });
    expect(fresh.statusCode, fresh.body).toBe(201);
  });

  it('keeps nothing of a refused operation but its answer', async () => {
    const key = `refused-transfer-${randomUUID()}`;
    const before = await kit.snapshot();
    const refused = await kit.post(
      kit.user('admin'),
      `/api/businesses/${org}/fundingAccount/transfer`,
      { fromBusinessId: programP, toBusinessId: org, amountCents: 5_000_000 },
      key,
    );
    expect(refused.statusCode, refused.body).toBe(409);
    const after = await kit.snapshot();
    expect(after).toEqual(before);
    const [stored] = await kit
      .db()
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, kit.user('admin')), eq(idempotencyKeys.key, key)));
    expect(stored!.responseStatus).toBe(409);
  });

  it('stores nothing for a request refused before it ran (schema, permission)', async () => {
    const key = `invalid-${randomUUID()}`;
    const url = `/api/businesses/${org}/fundingAccount/transfer`;
    const invalid = await kit.post(kit.user('admin'), url, { fromBusinessId: org, amountCents: -1 }, key);
    expect(invalid.statusCode).toBe(400);
    const forbidden = await kit.post(
      kit.user('viewer'),
      url,
      { fromBusinessId: org, toBusinessId: programP, amountCents: 1 },
      key,
    );
    expect(forbidden.statusCode).toBe(403);
    const stored = await kit.db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored).toEqual([]);
  });
});

describe('money conservation', () => {
  it('keeps every entry balanced and the organisation holding what it received', async () => {
    await kit.expectConserved(org);
  });
});
