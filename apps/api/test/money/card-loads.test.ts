import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, postings } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganisation } from '../tenancy/fixtures.ts';
import { moneyKit, type Payload } from './support.ts';

// Program P holds $1,000.00 and three cards; every figure below follows from that.
let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let other: Awaited<ReturnType<typeof createOrganisation>>;
let programP: string;
let c1: string;
let c2: string;
let c3: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  await kit.defineDemoCustomFields();
  other = await createOrganisation(t.database.db);
  programP = (await kit.newProgram(t.demo.organizationId, 'Program P')).id;
  await kit.achDeposit(programP, 100_000);
  [c1, c2, c3] = (await Promise.all([1, 2, 3].map(async () => (await kit.issueCard(programP)).id))) as [
    string,
    string,
    string,
  ];
});
afterAll(() => t?.close());

const loadAs = (userId: string, businessId: string, payload: Payload) =>
  kit.post(userId, `/api/cards/business/${businessId}/load`, payload);
const balance = (cents: number) => ({ balanceCents: cents, heldCents: 0, availableCents: cents });

describe('POST /cards/business/:id/load', () => {
  it('loads many cards in one request, one journal entry per card', async () => {
    const response = await loadAs(kit.user('admin'), programP, {
      loads: [
        { cardId: c1, amountCents: 10_000 },
        { cardId: c2, amountCents: 20_050 },
      ],
      memo: 'April support',
      customFields: { caseNumber: 'C-101' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      results: [
        {
          cardId: c1,
          status: 'loaded',
          amountCents: 10_000,
          entryId: expect.any(String),
          balance: balance(10_000),
        },
        {
          cardId: c2,
          status: 'loaded',
          amountCents: 20_050,
          entryId: expect.any(String),
          balance: balance(20_050),
        },
      ],
      loadedCount: 2,
      failedCount: 0,
      fundingBalance: balance(69_950),
    });
    const entryIds = response.json().results.map((result: { entryId: string }) => result.entryId);
    expect(new Set(entryIds).size).toBe(2);
    const entries = await kit.db().select().from(journalEntries).where(inArray(journalEntries.id, entryIds));
    expect(
      entries.map((entry) => [entry.kind, entry.amountCents, entry.memo, entry.customFields]).sort(),
    ).toEqual([
      ['card_load', 10_000, 'April support', { caseNumber: 'C-101' }],
      ['card_load', 20_050, 'April support', { caseNumber: 'C-101' }],
    ]);
    expect(await kit.fundingCents(programP)).toBe(69_950);
    expect([await kit.cardCents(c1), await kit.cardCents(c2), await kit.cardCents(c3)]).toEqual([
      10_000, 20_050, 0,
    ]);
    const history = (await kit.get(kit.user('admin'), `/api/businesses/${programP}/loadHistory`)).json()
      .loads;
    expect(history.map((row: { cardId: string }) => row.cardId).sort()).toEqual([c1, c2].sort());
    for (const row of history) {
      expect(row).toMatchObject({
        kind: 'card_load',
        customFields: { caseNumber: 'C-101' },
        createdBy: 'Amina Haddad',
      });
    }
  });

  it('leaves the other cards loaded when one card is closed', async () => {
    await kit.closeCard(c3);
    const response = await loadAs(kit.user('admin'), programP, {
      loads: [
        { cardId: c1, amountCents: 100 },
        { cardId: c3, amountCents: 200 },
        { cardId: c2, amountCents: 300 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      results: [
        {
          cardId: c1,
          status: 'loaded',
          amountCents: 100,
          entryId: expect.any(String),
          balance: balance(10_100),
        },
        {
          cardId: c3,
          status: 'failed',
          amountCents: 200,
          code: 'card_closed',
          message: 'This card is closed and cannot receive funds.',
        },
        {
          cardId: c2,
          status: 'loaded',
          amountCents: 300,
          entryId: expect.any(String),
          balance: balance(20_350),
        },
      ],
      loadedCount: 2,
      failedCount: 1,
      fundingBalance: balance(69_550),
    });
    expect(await kit.cardCents(c3)).toBe(0);
  });

  it('leaves the earlier cards loaded when the funds run out, and the later ones too', async () => {
    // $695.50 left: 500 + 69,000 fits, the next 100 does not, the last 50 still does.
    const response = await loadAs(kit.user('admin'), programP, {
      loads: [
        { cardId: c1, amountCents: 500 },
        { cardId: c2, amountCents: 69_000 },
        { cardId: c3, amountCents: 1 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json()
        .results.map((result: { status: string; code?: string }) => result.code ?? result.status),
    ).toEqual(['loaded', 'loaded', 'card_closed']);
    const short = await loadAs(kit.user('admin'), programP, {
      loads: [
        { cardId: c1, amountCents: 100 },
        { cardId: c2, amountCents: 40 },
      ],
    });
    expect(short.json()).toEqual({
      results: [
        {
          cardId: c1,
          status: 'failed',
          amountCents: 100,
          code: 'insufficient_funds',
          message: 'There are not enough available funds for this.',
        },
        {
          cardId: c2,
          status: 'loaded',
          amountCents: 40,
          entryId: expect.any(String),
          balance: balance(89_390),
        },
      ],
      loadedCount: 1,
      failedCount: 1,
      fundingBalance: balance(10),
    });
    expect([await kit.cardCents(c1), await kit.cardCents(c2)]).toEqual([10_600, 89_390]);
  });

  it('fails a card of another business with not_found and still loads the rest', async () => {
    const elsewhere = await kit.issueCard(t.demo.cardsProgramId);
    const response = await loadAs(kit.user('admin'), programP, {
      loads: [
        { cardId: elsewhere.id, amountCents: 5 },
        { cardId: '00000000-0000-4000-8000-000000000000', amountCents: 5 },
        { cardId: c1, amountCents: 10 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual([
      {
        cardId: elsewhere.id,
        status: 'failed',
        amountCents: 5,
        code: 'not_found',
        message: 'Card not found.',
      },
      {
        cardId: '00000000-0000-4000-8000-000000000000',
        status: 'failed',
        amountCents: 5,
        code: 'not_found',
        message: 'Card not found.',
      },
      {
        cardId: c1,
        status: 'loaded',
        amountCents: 10,
        entryId: expect.any(String),
        balance: balance(10_610),
      },
    ]);
    expect(await kit.cardCents(elsewhere.id)).toBe(0);
    expect(await kit.fundingCents(programP)).toBe(0);
  });

  it('refuses more than $9,999 per card with the contract message and writes nothing', async () => {
    await kit.achDeposit(programP, 2_000_000);
    const before = await kit.snapshot();
    const response = await loadAs(kit.user('admin'), programP, {
      loads: [
        { cardId: c1, amountCents: 100 },
        { cardId: c2, amountCents: 999_901 },
      ],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'Amount must be less than $9,999.',
      details: [
        expect.objectContaining({
          field: 'loads.1.amountCents',
          message: 'Amount must be less than $9,999.',
        }),
      ],
    });
    expect(await kit.snapshot()).toEqual(before);
    const most = await loadAs(kit.user('admin'), programP, { loads: [{ cardId: c1, amountCents: 999_900 }] });
    expect(most.statusCode, most.body).toBe(200);
    expect(most.json().results[0].balance).toEqual(balance(1_010_510));
  });

  it('refuses duplicate card ids, zero and fractional amounts (400), writing nothing', async () => {
    const before = await kit.snapshot();
    const duplicate = await loadAs(kit.user('admin'), programP, {
      loads: [
        { cardId: c1, amountCents: 100 },
        { cardId: c1, amountCents: 200 },
      ],
    });
    expect(duplicate.statusCode, duplicate.body).toBe(400);
    expect(duplicate.json().message).toBe('Each card may appear once');
    for (const [amountCents, message] of [
      [0, 'Amount must be greater than $0.'],
      [12.5, 'Amount must be a whole number of cents'],
    ] as const) {
      const response = await loadAs(kit.user('admin'), programP, { loads: [{ cardId: c1, amountCents }] });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const empty = await loadAs(kit.user('admin'), programP, { loads: [] });
    expect(empty.json().message).toBe('Choose at least one card');
    const many = Array.from({ length: 101 }, (_, index) => ({
      cardId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      amountCents: 1,
    }));
    const tooMany = await loadAs(kit.user('admin'), programP, { loads: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('At most 100 cards in one load');
    expect(await kit.snapshot()).toEqual(before);
  });

  it('refuses members without loadCard (403) and other tenants (404), writing nothing', async () => {
    const before = await kit.snapshot();
    const body = { loads: [{ cardId: c1, amountCents: 100 }] };
    for (const key of ['viewer', 'finance']) {
      const response = await loadAs(kit.user(key), programP, body);
      expect(response.statusCode, `${key}: ${response.body}`).toBe(403);
    }
    // Program roles on other programs do not reach this one at all.
    for (const key of ['caseManager', 'approver']) {
      const response = await loadAs(kit.user(key), programP, body);
      expect(response.statusCode, `${key}: ${response.body}`).toBe(404);
    }
    expect((await loadAs(other.adminUserId, programP, body)).statusCode).toBe(404);
    expect(await kit.snapshot()).toEqual(before);
  });
});

describe('money conservation', () => {
  it('keeps every load a two-posting entry and the organisation holding what it received', async () => {
    const loads = await kit
      .db()
      .select({ amountCents: postings.amountCents })
      .from(postings)
      .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
      .where(
        and(eq(journalEntries.kind, 'card_load'), eq(journalEntries.createdByUserId, kit.user('admin'))),
      );
    expect(loads.reduce((sum, row) => sum + row.amountCents, 0)).toBe(0);
    expect(await kit.fundingCents(programP)).toBe(2_100_000 - 1_010_510 - 89_390);
    await kit.expectConserved(t.demo.organizationId);
  });
});

describe('custom fields on a load', () => {
  it.each([
    [
      { unknownField: 'x' },
      'customFields.unknownField',
      'unknownField is not a custom field of this business',
    ],
    [{ caseNumber: 'C-1', other: 'y' }, 'customFields.other', 'other is not a custom field of this business'],
  ])('refuses %j with a field message and writes nothing', async (customFields, field, message) => {
    const before = await kit.snapshot();
    const response = await loadAs(kit.user('admin'), programP, {
      loads: [{ cardId: c1, amountCents: 100 }],
      customFields,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field, message }));
    expect(await kit.snapshot()).toEqual(before);
  });
});
