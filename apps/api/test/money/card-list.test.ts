import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganisation } from '../tenancy/fixtures.ts';
import { moneyKit, walkPages } from './support.ts';

// Program P: three cards issued in one request; program Q: two cards issued one request each.
let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let other: Awaited<ReturnType<typeof createOrganisation>>;
let programP: string;
let programQ: string;
let pCards: { id: string; last4: string; reference: string }[];
let qCards: { id: string; last4: string; reference: string }[];
beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  other = await createOrganisation(t.database.db);
  programP = (await kit.newProgram(t.demo.organizationId, 'Program P')).id;
  programQ = (await kit.newProgram(t.demo.organizationId, 'Program Q')).id;
  pCards = await kit.issueCards(kit.user('admin'), programP, [
    { firstName: 'Alice', lastName: 'Nguyen', email: 'alice.nguyen@example.net' },
    { firstName: 'Bruno', lastName: 'Silva', email: 'bruno@shelter.example.net' },
    { firstName: 'Chen', lastName: 'Wei', email: 'chen.wei@example.net' },
  ]);
  qCards = [
    await kit.issueCard(programQ, { firstName: 'Dmitri', lastName: 'Volkov', email: 'dmitri@example.net' }),
    await kit.issueCard(programQ, { firstName: 'Esi', lastName: 'Mensah', email: 'esi@example.net' }),
  ];
  await kit.achDeposit(programQ, 10_000);
  await kit.load(kit.user('admin'), programQ, [{ cardId: qCards[0]!.id, amountCents: 2_500 }]);
});
afterAll(() => t?.close());

type Listed = { id: string; status: string; last4: string; cardholder: { firstName: string } };
async function list(businessId: string, query = '', userId = kit.user('admin')) {
  const response = await kit.get(userId, `/api/cards/business/${businessId}/cards?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { cards: Listed[]; page: { nextCursor: string | null } };
}
const ids = (listed: { cards: Listed[] }) => listed.cards.map((card) => card.id).sort();
const sorted = (cards: { id: string }[]) => cards.map((card) => card.id).sort();

describe('GET /cards/business/:id/cards', () => {
  it("lists a program's own cards, newest first, never with a card number", async () => {
    const q = await list(programQ);
    expect(q.cards.map((card) => card.id)).toEqual([qCards[1]!.id, qCards[0]!.id]);
    expect(q.cards.map((card) => card.cardholder.firstName)).toEqual(['Esi', 'Dmitri']);
    expect(q.page.nextCursor).toBeNull();
    expect(ids(await list(programP))).toEqual(sorted(pCards));
  });

  it("includes the programs' cards on the organisation's page", async () => {
    const organization = ids(await list(t.demo.organizationId));
    expect(organization).toEqual(expect.arrayContaining([...sorted(pCards), ...sorted(qCards)]));
  });

  it('searches by first name, last name, email, last 4 and card reference', async () => {
    const [alice, bruno, chen] = pCards as [(typeof pCards)[0], (typeof pCards)[0], (typeof pCards)[0]];
    expect(ids(await list(programP, 'search=alice'))).toEqual([alice.id]);
    expect(ids(await list(programP, 'search=SILVA'))).toEqual([bruno.id]);
    expect(ids(await list(programP, 'search=shelter.example'))).toEqual([bruno.id]);
    expect(ids(await list(t.demo.organizationId, `search=${chen.reference.toLowerCase()}`))).toEqual([
      chen.id,
    ]);
    const byLast4 = await list(programP, `search=${chen.last4}`);
    expect(byLast4.cards.map((card) => card.id)).toContain(chen.id);
    expect(byLast4.cards.every((card) => card.last4 === chen.last4)).toBe(true);
    expect(ids(await list(programP, 'search=nobody-by-this-name'))).toEqual([]);
    expect(ids(await list(programP, 'search=%25'))).toEqual([]);
  });

  it('filters by status and form', async () => {
    await kit.closeCard(pCards[1]!.id);
    expect(ids(await list(programP, 'status=closed'))).toEqual([pCards[1]!.id]);
    expect(ids(await list(programP, 'status=active'))).toEqual(sorted([pCards[0]!, pCards[2]!]));
    expect(ids(await list(programP, 'form=virtual'))).toEqual(sorted(pCards));
    expect(ids(await list(programP, 'form=physical'))).toEqual([]);
    expect(ids(await list(programP, 'status=active&search=bruno'))).toEqual([]);
    const bad = await kit.get(kit.user('admin'), `/api/cards/business/${programP}/cards?status=lost`);
    expect(bad.statusCode).toBe(400);
  });

  it('pages cards issued in separate requests with limit=1', async () => {
    const pages: number[] = [];
    const walked = await walkPages<Listed>(async (cursor) => {
      const page = await list(programQ, `limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page.cards.length);
      return { items: page.cards, nextCursor: page.page.nextCursor };
    });
    expect(walked.map((card) => card.id)).toEqual([qCards[1]!.id, qCards[0]!.id]);
    expect(pages).toEqual([1, 1]);
  });

  it('pages cards issued in one request with limit=1, each exactly once', async () => {
    const walked = await walkPages<Listed>(async (cursor) => {
      const page = await list(programP, `limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      return { items: page.cards, nextCursor: page.page.nextCursor };
    });
    expect(walked.map((card) => card.id).sort()).toEqual(sorted(pCards));
  });

  it('pages the organisation with limit=2 without repeating or losing a card', async () => {
    const full = (await list(t.demo.organizationId)).cards.map((card) => card.id);
    const walked = await walkPages<Listed>(async (cursor) => {
      const page = await list(t.demo.organizationId, `limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      return { items: page.cards, nextCursor: page.page.nextCursor };
    });
    expect(walked.map((card) => card.id)).toEqual(full);
  });

  it('answers each card with its tags by name and filters by tagId', async () => {
    const tag = async (cardIds: string[], name: string, color?: string) => {
      const response = await t.as(kit.user('admin'), {
        method: 'POST',
        url: `/api/cards/business/${t.demo.organizationId}/tag`,
        payload: { cardIds, name, ...(color ? { color } : {}) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().tag as { id: string; name: string; color: string };
    };
    const zeta = await tag([qCards[0]!.id, pCards[2]!.id], 'Zeta list', '#047857');
    const alpha = await tag([qCards[0]!.id], 'alpha list', '#B91C1C');
    type Tagged = Listed & { tags: { id: string; name: string; color: string }[] };
    const q = (await list(programQ)).cards as Tagged[];
    const tagsOf = (cards: Tagged[], id: string) =>
      cards.find((card) => card.id === id)!.tags.map(({ name, color }) => ({ name, color }));
    expect(tagsOf(q, qCards[0]!.id)).toEqual([
      { name: 'alpha list', color: '#B91C1C' },
      { name: 'Zeta list', color: '#047857' },
    ]);
    expect(tagsOf(q, qCards[1]!.id)).toEqual([]);

    expect(ids(await list(t.demo.organizationId, `tagId=${zeta.id}`))).toEqual(
      sorted([qCards[0]!, pCards[2]!]),
    );
    expect(ids(await list(programQ, `tagId=${zeta.id}`))).toEqual([qCards[0]!.id]);
    expect(ids(await list(t.demo.organizationId, `tagId=${alpha.id}&search=dmitri`))).toEqual([
      qCards[0]!.id,
    ]);
    expect(ids(await list(programP, `tagId=${alpha.id}`))).toEqual([]);
    expect(ids(await list(programP, `tagId=${crypto.randomUUID()}`))).toEqual([]);
    const bad = await kit.get(kit.user('admin'), `/api/cards/business/${programP}/cards?tagId=housing`);
    expect(bad.statusCode).toBe(400);
  });

  it("hides another tenant's cards (404)", async () => {
    const response = await kit.get(other.adminUserId, `/api/cards/business/${programP}/cards`);
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /cards/:id/balance', () => {
  it("answers a card's balance, holds and available funds", async () => {
    const loaded = await kit.get(kit.user('admin'), `/api/cards/${qCards[0]!.id}/balance`);
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json()).toEqual({
      cardId: qCards[0]!.id,
      balance: { balanceCents: 2_500, heldCents: 0, availableCents: 2_500 },
    });
    const empty = await kit.get(kit.user('finance'), `/api/cards/${qCards[1]!.id}/balance`);
    expect(empty.json()).toEqual({
      cardId: qCards[1]!.id,
      balance: { balanceCents: 0, heldCents: 0, availableCents: 0 },
    });
  });

  it('answers 404 for an unknown card and for another tenant', async () => {
    const unknown = await kit.get(
      kit.user('admin'),
      '/api/cards/00000000-0000-4000-8000-000000000000/balance',
    );
    expect(unknown.statusCode).toBe(404);
    const theirs = await kit.get(other.adminUserId, `/api/cards/${qCards[0]!.id}/balance`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ code: 'not_found', message: 'Card not found.' });
  });
});

describe('money conservation', () => {
  it('keeps the $100 deposited split between program Q and its card', async () => {
    expect(await kit.fundingCents(programQ)).toBe(7_500);
    expect(await kit.cardCents(qCards[0]!.id)).toBe(2_500);
    await kit.expectConserved(t.demo.organizationId);
  });
});
