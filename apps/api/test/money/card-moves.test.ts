import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, ledgerAccounts } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganisation } from '../tenancy/fixtures.ts';
import { moneyKit, type Payload, walkPages } from './support.ts';

// Program P holds $500.00 and two cards; c1 is loaded with $100.00.
let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let other: Awaited<ReturnType<typeof createOrganisation>>;
let programP: string;
let c1: string;
let c2: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  other = await createOrganisation(t.database.db);
  programP = (await kit.newProgram(t.demo.organizationId, 'Program P')).id;
  await kit.achDeposit(programP, 50_000);
  c1 = (await kit.issueCard(programP, { firstName: 'Nadia', lastName: 'Haddad' })).id;
  c2 = (await kit.issueCard(programP, { firstName: 'Omar', lastName: 'Farouk' })).id;
  await kit.load(kit.user('admin'), programP, [{ cardId: c1, amountCents: 10_000 }]);
});
afterAll(() => t?.close());

const balance = (cents: number) => ({ balanceCents: cents, heldCents: 0, availableCents: cents });
const cardToCard = (userId: string, businessId: string, payload: Payload) =>
  kit.post(userId, `/api/cards/business/${businessId}/cardToCardTransfer`, payload);
const withdraw = (userId: string, cardId: string, payload: Payload) =>
  kit.post(userId, `/api/cards/${cardId}/withdrawFunds`, payload);

describe('POST /cards/business/:id/cardToCardTransfer', () => {
  it('moves funds from one card to another of the business', async () => {
    const response = await cardToCard(kit.user('admin'), programP, {
      fromCardId: c1,
      toCardId: c2,
      amountCents: 2_500,
      memo: 'Shared groceries',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      entryId: expect.any(String),
      from: { cardId: c1, balance: balance(7_500) },
      to: { cardId: c2, balance: balance(2_500) },
    });
    expect(await kit.fundingCents(programP)).toBe(40_000);
  });

  it('refuses the same card twice (400), more than the card holds (409) and bad amounts, writing nothing', async () => {
    const before = await kit.snapshot();
    const same = await cardToCard(kit.user('admin'), programP, {
      fromCardId: c1,
      toCardId: c1,
      amountCents: 1,
    });
    expect(same.statusCode, same.body).toBe(400);
    expect(same.json().message).toBe('Choose two different cards.');
    const tooMuch = await cardToCard(kit.user('admin'), programP, {
      fromCardId: c2,
      toCardId: c1,
      amountCents: 2_501,
    });
    expect(tooMuch.statusCode, tooMuch.body).toBe(409);
    expect(tooMuch.json().code).toBe('insufficient_funds');
    const tooBig = await cardToCard(kit.user('admin'), programP, {
      fromCardId: c1,
      toCardId: c2,
      amountCents: 999_901,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('Amount must be less than $9,999.');
    expect(await kit.snapshot()).toEqual(before);
  });

  it('refuses a card of another business or program (404) and permissions it lacks (403)', async () => {
    const elsewhere = await kit.issueCard(t.demo.cardsProgramId);
    const before = await kit.snapshot();
    const foreign = await cardToCard(kit.user('admin'), programP, {
      fromCardId: c1,
      toCardId: elsewhere.id,
      amountCents: 1,
    });
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(foreign.json().message).toBe('Card not found.');
    const body = { fromCardId: c1, toCardId: c2, amountCents: 1 };
    expect((await cardToCard(kit.user('caseManager'), programP, body)).statusCode).toBe(404);
    expect((await cardToCard(kit.user('viewer'), programP, body)).statusCode).toBe(403);
    expect((await cardToCard(other.adminUserId, programP, body)).statusCode).toBe(404);
    expect(await kit.snapshot()).toEqual(before);
  });

  it('refuses a closed card as the destination (409)', async () => {
    const closed = await kit.issueCard(programP);
    await kit.closeCard(closed.id);
    const before = await kit.snapshot();
    const response = await cardToCard(kit.user('admin'), programP, {
      fromCardId: c1,
      toCardId: closed.id,
      amountCents: 1,
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().code).toBe('card_closed');
    expect(await kit.snapshot()).toEqual(before);
  });
});

describe('POST /cards/:id/withdrawFunds', () => {
  it("returns funds from a card to its business's funding account", async () => {
    const response = await withdraw(kit.user('admin'), c1, { amountCents: 1_000, memo: 'Over-load' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      entryId: expect.any(String),
      balance: balance(6_500),
      fundingBalance: balance(41_000),
    });
  });

  it('works on a closed card, down to zero, and refuses one cent more (409)', async () => {
    await kit.closeCard(c2);
    const all = await withdraw(kit.user('admin'), c2, { amountCents: 2_500 });
    expect(all.statusCode, all.body).toBe(201);
    expect(all.json()).toMatchObject({ balance: balance(0), fundingBalance: balance(43_500) });
    const before = await kit.snapshot();
    const more = await withdraw(kit.user('admin'), c2, { amountCents: 1 });
    expect(more.statusCode, more.body).toBe(409);
    expect(more.json().code).toBe('insufficient_funds');
    expect(await kit.snapshot()).toEqual(before);
  });

  it('refuses members without loadCard (403), other programs, other tenants and unknown cards (404)', async () => {
    const before = await kit.snapshot();
    expect((await withdraw(kit.user('caseManager'), c1, { amountCents: 1 })).statusCode).toBe(404);
    expect((await withdraw(kit.user('finance'), c1, { amountCents: 1 })).statusCode).toBe(403);
    expect((await withdraw(other.adminUserId, c1, { amountCents: 1 })).statusCode).toBe(404);
    const unknown = await withdraw(kit.user('admin'), '00000000-0000-4000-8000-000000000000', {
      amountCents: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await withdraw(kit.user('admin'), c1, { amountCents: 0 })).statusCode).toBe(400);
    expect(await kit.snapshot()).toEqual(before);
  });
});

type CardLoad = {
  id: string;
  kind: string;
  amountCents: number;
  balanceAfterCents: number;
  memo: string | null;
};
type BusinessLoad = {
  id: string;
  kind: string;
  cardId: string;
  amountCents: number;
  createdBy: string | null;
};

describe('GET /cards/:id/loadHistory', () => {
  it('lists loads, transfers and withdrawals newest first, signed, with the balance after each', async () => {
    const response = await kit.get(kit.user('admin'), `/api/cards/${c1}/loadHistory`);
    expect(response.statusCode, response.body).toBe(200);
    const loads: CardLoad[] = response.json().loads;
    expect(
      loads.map(({ kind, amountCents, balanceAfterCents, memo }) => [
        kind,
        amountCents,
        balanceAfterCents,
        memo,
      ]),
    ).toEqual([
      ['card_withdrawal', -1_000, 6_500, 'Over-load'],
      ['card_transfer', -2_500, 7_500, 'Shared groceries'],
      ['card_load', 10_000, 10_000, null],
    ]);
    expect(response.json().page.nextCursor).toBeNull();
  });

  it('pages with limit=1, each row once', async () => {
    const walked = await walkPages<CardLoad>(async (cursor) => {
      const url = `/api/cards/${c1}/loadHistory?limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await kit.get(kit.user('admin'), url)).json();
      expect(page.loads).toHaveLength(1);
      return { items: page.loads, nextCursor: page.page.nextCursor };
    });
    expect(walked.map((load) => load.kind)).toEqual(['card_withdrawal', 'card_transfer', 'card_load']);
  });

  it("hides another tenant's card (404)", async () => {
    expect((await kit.get(other.adminUserId, `/api/cards/${c1}/loadHistory`)).statusCode).toBe(404);
  });
});

describe('GET /businesses/:id/loadHistory', () => {
  const brief = (loads: BusinessLoad[]) =>
    loads.map((load) => [load.kind, load.cardId === c1 ? 'c1' : 'c2', load.amountCents]);

  it("lists every card movement of the business, newest first, each from the card's side", async () => {
    const response = await kit.get(kit.user('admin'), `/api/businesses/${programP}/loadHistory`);
    expect(response.statusCode, response.body).toBe(200);
    const loads: BusinessLoad[] = response.json().loads;
    expect(brief(loads.slice(0, 2))).toEqual([
      ['card_withdrawal', 'c2', -2_500],
      ['card_withdrawal', 'c1', -1_000],
    ]);
    // Both sides of the card-to-card move share one entry (and one timestamp): either order.
    expect(brief(loads.slice(2, 4)).sort()).toEqual([
      ['card_transfer', 'c1', -2_500],
      ['card_transfer', 'c2', 2_500],
    ]);
    expect(brief(loads.slice(4))).toEqual([['card_load', 'c1', 10_000]]);
    expect(loads[4]).toMatchObject({
      cardholderName: 'Nadia Haddad',
      createdBy: 'Amina Haddad',
      customFields: null,
    });
  });

  it('pages with limit=1, each row exactly once', async () => {
    const full = (await kit.get(kit.user('admin'), `/api/businesses/${programP}/loadHistory`)).json().loads;
    const walked = await walkPages<BusinessLoad>(async (cursor) => {
      const url = `/api/businesses/${programP}/loadHistory?limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await kit.get(kit.user('admin'), url)).json();
      expect(page.loads).toHaveLength(1);
      return { items: page.loads, nextCursor: page.page.nextCursor };
    });
    expect(walked.map((load) => load.id)).toEqual(full.map((load: BusinessLoad) => load.id));
    expect(walked).toHaveLength(5);
  });

  it("includes the programs' card movements on the organisation's page", async () => {
    const response = await kit.get(
      kit.user('admin'),
      `/api/businesses/${t.demo.organizationId}/loadHistory?limit=200`,
    );
    const ids = response.json().loads.map((load: BusinessLoad) => load.cardId);
    expect(ids.filter((id: string) => id === c1)).toHaveLength(3);
    expect(ids.filter((id: string) => id === c2)).toHaveLength(2);
    expect((await kit.get(other.adminUserId, `/api/businesses/${programP}/loadHistory`)).statusCode).toBe(
      404,
    );
  });
});

describe('holds (available = balance − holds)', () => {
  it('lets a card move only its available funds while an authorization holds part of it', async () => {
    const held = (await kit.issueCard(programP)).id;
    await kit.load(kit.user('admin'), programP, [{ cardId: held, amountCents: 3_000 }]);
    const [row] = await kit.db().select({ accountId: cards.accountId }).from(cards).where(eq(cards.id, held));
    await kit
      .db()
      .update(ledgerAccounts)
      .set({ heldCents: 1_200 })
      .where(eq(ledgerAccounts.id, row!.accountId));
    const shown = await kit.get(kit.user('admin'), `/api/cards/${held}/balance`);
    expect(shown.json().balance).toEqual({ balanceCents: 3_000, heldCents: 1_200, availableCents: 1_800 });
    const before = await kit.snapshot();
    const over = await withdraw(kit.user('admin'), held, { amountCents: 1_801 });
    expect(over.statusCode, over.body).toBe(409);
    const overMove = await cardToCard(kit.user('admin'), programP, {
      fromCardId: held,
      toCardId: c1,
      amountCents: 1_801,
    });
    expect(overMove.statusCode, overMove.body).toBe(409);
    expect(await kit.snapshot()).toEqual(before);
    const all = await withdraw(kit.user('admin'), held, { amountCents: 1_800 });
    expect(all.statusCode, all.body).toBe(201);
    expect(all.json().balance).toEqual({ balanceCents: 1_200, heldCents: 1_200, availableCents: 0 });
    await kit.db().update(ledgerAccounts).set({ heldCents: 0 }).where(eq(ledgerAccounts.id, row!.accountId));
    expect((await withdraw(kit.user('admin'), held, { amountCents: 1_200 })).statusCode).toBe(201);
  });
});

describe('money conservation', () => {
  it('keeps program P and its cards holding exactly the $500 it received', async () => {
    expect(await kit.fundingCents(programP)).toBe(43_500);
    expect((await kit.cardCents(c1)) + (await kit.cardCents(c2))).toBe(6_500);
    await kit.expectConserved(t.demo.organizationId);
  });
});
