import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, cards } from '../../src/db/schema/index.ts';
import { accountBalance, businessAccountId } from '../../src/ledger/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { ledgerViolations } from './ledger-invariants.ts';

const FUNDING_CENTS = 100_000;
const LOAD_CENTS = 2_500;
const PARALLEL_LOADS = 60;
const CARD_COUNT = 10;

let t: TestApp;
let programId: string;
let cardIds: string[];
let token: string;

const post = (url: string, payload: object, key = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
  });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor(t.demo.users.admin!);
  const created = await post(`/api/businesses/${t.demo.organizationId}/program`, {
    name: 'Race Program',
    productType: 'cards',
  });
  programId = created.json().program.id;
  const people = Array.from({ length: CARD_COUNT }, (_, index) => ({
    firstName: 'Racer',
    lastName: `Number ${'ABCDEFGHIJ'[index]}`,
    email: `racer${index}@example.org`,
  }));
  const issued = await post(`/api/cards/business/${programId}/virtualCards`, { cardholders: people });
  cardIds = issued.json().cards.map((card: { id: string }) => card.id);
  const funded = await post(`/api/businesses/${t.demo.organizationId}/fundingAccount/transfer`, {
    fromBusinessId: t.demo.organizationId,
    toBusinessId: programId,
    amountCents: FUNDING_CENTS,
  });
  expect(funded.statusCode).toBe(201);
});
afterAll(() => t.close());

describe(`concurrent money movements (${process.env.TEST_ENGINE ?? 'pglite'})`, () => {
  it('parallel loads from one funding account never overdraw it and lose no update', async () => {
    const responses = await Promise.all(
      Array.from({ length: PARALLEL_LOADS }, (_, index) =>
        post(`/api/cards/business/${programId}/load`, {
          loads: [{ cardId: cardIds[index % CARD_COUNT], amountCents: LOAD_CENTS }],
        }),
      ),
    );
    // Every answer is 200; a refused card is a result, not a status. The bodies say what went wrong.
    expect(
      responses.filter((response) => response.statusCode !== 200).map((response) => response.body),
    ).toEqual([]);
    const results = responses.map((response) => response.json().results[0]);
    const loaded = results.filter((result) => result.status === 'loaded').length;
    expect(loaded).toBe(FUNDING_CENTS / LOAD_CENTS);
    expect(
      results
        .filter((result) => result.status === 'failed')
        .every((result) => result.code === 'insufficient_funds'),
    ).toBe(true);

    const funding = await accountBalance(
      t.database.db,
      await businessAccountId(t.database.db, programId, 'funding'),
    );
    expect(funding.balanceCents).toBe(0);
    let onCards = 0;
    for (const card of await t.database.db.select().from(cards).where(eq(cards.businessId, programId))) {
      onCards += (await accountBalance(t.database.db, card.accountId)).balanceCents;
    }
    expect(onCards).toBe(FUNDING_CENTS);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
  });

  it('transfers racing in both directions and card-to-card moves keep every total exact', async () => {
    const organizationId = t.demo.organizationId;
    const before = await accountBalance(
      t.database.db,
      await businessAccountId(t.database.db, organizationId, 'funding'),
    );
    const moves = [
      ...Array.from({ length: 20 }, () =>
        post(`/api/businesses/${organizationId}/fundingAccount/transfer`, {
          fromBusinessId: organizationId,
          toBusinessId: programId,
          amountCents: 1_000,
        }),
      ),
      ...Array.from({ length: 20 }, () =>
        post(`/api/businesses/${organizationId}/fundingAccount/transfer`, {
          fromBusinessId: programId,
          toBusinessId: organizationId,
          amountCents: 500,
        }),
      ),
      ...Array.from({ length: 20 }, (_, index) =>
        post(`/api/cards/business/${programId}/cardToCardTransfer`, {
          fromCardId: cardIds[index % CARD_COUNT],
          toCardId: cardIds[(index + 1) % CARD_COUNT],
          amountCents: 700,
        }),
      ),
    ];
    const statuses = (await Promise.all(moves)).map((response) => response.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(await ledgerViolations(t.database.db)).toEqual([]);
    const [program] = await t.database.db.select().from(businesses).where(eq(businesses.id, programId));
    expect(program).toBeDefined();
    const after = await accountBalance(
      t.database.db,
      await businessAccountId(t.database.db, organizationId, 'funding'),
    );
    const outbound = statuses.slice(0, 20).filter((status) => status === 201).length;
    const inbound = statuses.slice(20, 40).filter((status) => status === 201).length;
    expect(after.balanceCents).toBe(before.balanceCents - outbound * 1_000 + inbound * 500);
  });

  it('the same Idempotency-Key sent many times at once moves money exactly once', async () => {
    const key = randomUUID();
    const cardId = cardIds[0]!;
    const [card] = await t.database.db.select().from(cards).where(eq(cards.id, cardId));
    const before = (await accountBalance(t.database.db, card!.accountId)).balanceCents;
    await post(`/api/businesses/${t.demo.organizationId}/fundingAccount/transfer`, {
      fromBusinessId: t.demo.organizationId,
      toBusinessId: programId,
      amountCents: 5_000,
    });
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(`/api/cards/business/${programId}/load`, { loads: [{ cardId, amountCents: 1_234 }] }, key),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses).toContain(200);
    const replay = await post(
      `/api/cards/business/${programId}/load`,
      { loads: [{ cardId, amountCents: 1_234 }] },
      key,
    );
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await accountBalance(t.database.db, card!.accountId)).balanceCents).toBe(before + 1_234);
  });
});
