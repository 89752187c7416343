import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { countRows, createOrganisation, createUser } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const demoUser = (key: string) => t.demo.users[key]!;
const programNames = async (callerId: string, businessId: string) => {
  const response = await t.as(callerId, { method: 'GET', url: `/api/businesses/${businessId}/programs` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().programs.map((program: { name: string }) => program.name);
};
const createProgram = (callerId: string, businessId: string, payload: Record<string, unknown>) =>
  t.as(callerId, { method: 'POST', url: `/api/businesses/${businessId}/program`, payload });

describe('GET /businesses/:id/programs', () => {
  it("answers the organisation's programs, oldest first, from the top level or any program", async () => {
    const response = await t.as(demoUser('admin'), {
      method: 'GET',
      url: `/api/businesses/${t.demo.organizationId}/programs`,
    });
    // The seed creates both programs in one transaction (one createdAt), so their order is a tie.
    expect(response.json().programs).toHaveLength(2);
    expect(response.json().programs).toEqual(
      expect.arrayContaining([
        {
          id: t.demo.cardsProgramId,
          name: 'Resettlement Cards',
          productType: 'cards',
          createdAt: expect.any(String),
        },
        {
          id: t.demo.payoutsProgramId,
          name: 'Family Payouts',
          productType: 'bank_transfers',
          createdAt: expect.any(String),
        },
      ]),
    );
    expect((await programNames(demoUser('admin'), t.demo.payoutsProgramId)).sort()).toEqual([
      'Family Payouts',
      'Resettlement Cards',
    ]);
  });

  it('shows super-scope members every program, even without any permission', async () => {
    expect((await programNames(demoUser('viewer'), t.demo.organizationId)).sort()).toEqual([
      'Family Payouts',
      'Resettlement Cards',
    ]);
  });

  it('shows a program-scope member only the programs they hold a role in', async () => {
    expect(await programNames(demoUser('caseManager'), t.demo.organizationId)).toEqual([
      'Resettlement Cards',
    ]);
    expect(await programNames(demoUser('approver'), t.demo.payoutsProgramId)).toEqual(['Family Payouts']);
    const sibling = await t.as(demoUser('approver'), {
      method: 'GET',
      url: `/api/businesses/${t.demo.cardsProgramId}/programs`,
    });
    expect(sibling.statusCode).toBe(404);
  });
});

describe('programs a page at a time', () => {
  it('walks every program once with limit 1, and refuses a forged cursor', async () => {
    const admin = demoUser('admin');
    for (const name of ['Paged One', 'Paged Two']) {
      expect(
        (await createProgram(admin, t.demo.organizationId, { name, productType: 'cards' })).statusCode,
      ).toBe(201);
    }
    const whole = await programNames(admin, t.demo.organizationId);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ limit: '1', ...(cursor ? { cursor } : {}) });
      const response = await t.as(admin, {
        method: 'GET',
        url: `/api/businesses/${t.demo.organizationId}/programs?${query}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().programs.length).toBeLessThanOrEqual(1);
      seen.push(...response.json().programs.map((program: { name: string }) => program.name));
      cursor = response.json().page.nextCursor;
    } while (cursor && seen.length < 50);
    expect(seen).toEqual(whole);
    expect(seen.slice(-2)).toEqual(['Paged One', 'Paged Two']);
    const forged = await t.as(admin, {
      method: 'GET',
      url: `/api/businesses/${t.demo.organizationId}/programs?cursor=bad`,
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe('POST /businesses/:id/program', () => {
  it('creates a program that appears last in the list', async () => {
    const response = await createProgram(demoUser('admin'), t.demo.organizationId, {
      name: ' Winter Relief ',
      productType: 'bank_transfers',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().program).toMatchObject({ name: 'Winter Relief', productType: 'bank_transfers' });
    const [row] = await db().select().from(businesses).where(eq(businesses.id, response.json().program.id));
    expect(row!.parentId).toBe(t.demo.organizationId);
    const second = await createProgram(demoUser('admin'), t.demo.organizationId, {
      name: 'Spring Relief',
      productType: 'cards',
    });
    expect(second.statusCode).toBe(201);
    const names = await programNames(demoUser('admin'), t.demo.organizationId);
    expect(names.slice(-2)).toEqual(['Winter Relief', 'Spring Relief']);
  });

  it('refuses a program-scope member creating a program at the organisation (403), and writes nothing', async () => {
    const before = await countRows(db(), businesses);
    const response = await createProgram(demoUser('approver'), t.demo.organizationId, {
      name: 'Approver Pilot',
      productType: 'cards',
    });
    expect(response.statusCode, response.body).toBe(403);
    expect(await countRows(db(), businesses)).toBe(before);
  });

  it('answers 400 under a program, and writes nothing', async () => {
    const before = await countRows(db(), businesses);
    const response = await createProgram(demoUser('admin'), t.demo.cardsProgramId, {
      name: 'Nested',
      productType: 'cards',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'not_top_level_business',
      message: 'Programs can only be created under a top-level business.',
    });
    expect(await countRows(db(), businesses)).toBe(before);
  });

  it('allows on-demand card programs only to organisations eligible for them', async () => {
    const before = await countRows(db(), businesses);
    const refused = await createProgram(demoUser('admin'), t.demo.organizationId, {
      name: 'On Demand',
      productType: 'on_demand_cards',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      {
        field: 'productType',
        code: 'programNotEligible',
        message: 'This business is not eligible for on-demand card programs.',
      },
    ]);
    expect(await countRows(db(), businesses)).toBe(before);

    await db()
      .update(businesses)
      .set({ config: { eligibleForOnDemand: true } })
      .where(eq(businesses.id, t.demo.organizationId));
    try {
      const accepted = await createProgram(demoUser('admin'), t.demo.organizationId, {
        name: 'On Demand',
        productType: 'on_demand_cards',
      });
      expect(accepted.statusCode).toBe(201);
    } finally {
      await db().update(businesses).set({ config: {} }).where(eq(businesses.id, t.demo.organizationId));
    }
  });

  it.each([
    ['an empty name', { name: '  ', productType: 'cards' }, 'name'],
    ['a name over 255 characters', { name: 'x'.repeat(256), productType: 'cards' }, 'name'],
    ['an unknown product type', { name: 'Pilot', productType: 'loans' }, 'productType'],
    ['an unknown field', { name: 'Pilot', productType: 'cards', parentId: null }, 'parentId'],
  ])('answers 400 for %s with field details, and writes nothing', async (_case, payload, field) => {
    const before = await countRows(db(), businesses);
    const response = await createProgram(demoUser('admin'), t.demo.organizationId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe(field);
    expect(await countRows(db(), businesses)).toBe(before);
  });
});

describe('GET /businesses/:id/address', () => {
  const demoAddress = {
    addressOne: '1200 Harbor Street',
    addressTwo: 'Suite 400',
    city: 'Baltimore',
    state: 'MD',
    zip: '21230',
  };

  it("answers the organisation's address, also for its programs", async () => {
    for (const [caller, businessId] of [
      [demoUser('viewer'), t.demo.organizationId],
      [demoUser('caseManager'), t.demo.cardsProgramId],
      [demoUser('admin'), t.demo.payoutsProgramId],
    ] as const) {
      const response = await t.as(caller, { method: 'GET', url: `/api/businesses/${businessId}/address` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ address: demoAddress });
    }
  });

  it('answers null when no address is stored', async () => {
    const other = await createOrganisation(db(), 'Addressless Org');
    const response = await t.as(other.adminUserId, {
      method: 'GET',
      url: `/api/businesses/${other.programId}/address`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ address: null });
  });

  it('answers 404 to a user with no role anywhere in the organisation', async () => {
    const stranger = await createUser(db());
    const response = await t.as(stranger.id, {
      method: 'GET',
      url: `/api/businesses/${t.demo.organizationId}/address`,
    });
    expect(response.statusCode).toBe(404);
  });
});
