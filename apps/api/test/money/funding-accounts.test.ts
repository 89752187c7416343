import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganisation } from '../tenancy/fixtures.ts';
import { moneyKit } from './support.ts';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let other: Awaited<ReturnType<typeof createOrganisation>>;
beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  other = await createOrganisation(t.database.db);
});
afterAll(() => t?.close());

const achDetails = (userId: string, businessId: string) =>
  kit.get(userId, `/api/businesses/${businessId}/prefundingAchDetails`);
const zero = { balanceCents: 0, heldCents: 0, availableCents: 0 };

describe('GET /businesses/:id/prefundingAchDetails', () => {
  it('gives admin and finance the same sandbox account, stable across calls', async () => {
    const first = await achDetails(kit.user('admin'), t.demo.organizationId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      accountName: 'Demo Relief Org',
      accountNumber: expect.stringMatching(/^9\d{11}$/),
      routingNumber: '110000000',
      bankName: 'Causeway Sandbox Bank',
      accountType: 'checking',
    });
    const again = await achDetails(kit.user('admin'), t.demo.organizationId);
    const finance = await achDetails(kit.user('finance'), t.demo.organizationId);
    expect(again.json()).toEqual(first.json());
    expect(finance.statusCode, finance.body).toBe(200);
    expect(finance.json()).toEqual(first.json());
  });

  it('gives each business an account number of its own', async () => {
    const organization = await achDetails(kit.user('admin'), t.demo.organizationId);
    const program = await achDetails(kit.user('admin'), t.demo.cardsProgramId);
    expect(program.statusCode, program.body).toBe(200);
    expect(program.json().accountName).toBe('Resettlement Cards');
    expect(program.json().accountNumber).toMatch(/^9\d{11}$/);
    expect(program.json().accountNumber).not.toBe(organization.json().accountNumber);
  });

  it('refuses members without viewACHDetails with 403', async () => {
    for (const [key, businessId] of [
      ['viewer', t.demo.organizationId],
      ['caseManager', t.demo.organizationId],
      ['caseManager', t.demo.cardsProgramId],
      ['approver', t.demo.payoutsProgramId],
    ] as const) {
      const response = await achDetails(kit.user(key), businessId);
      expect(response.statusCode, `${key}: ${response.body}`).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
  });

  it("answers 404 for another tenant's business, both ways", async () => {
    const theirs = await achDetails(kit.user('admin'), other.organizationId);
    const ours = await achDetails(other.adminUserId, t.demo.organizationId);
    expect([theirs.statusCode, ours.statusCode]).toEqual([404, 404]);
    expect(ours.json()).toEqual({ code: 'not_found', message: 'Business not found.' });
  });
});

describe('POST /sandbox/achDeposits', () => {
  it('credits the funding account and records an ach entry of the organisation', async () => {
    const program = await kit.newProgram();
    const first = await kit.achDeposit(program.id, 12_345, ' Grant tranche 1 ');
    expect(first).toEqual({
      entryId: expect.any(String),
      balance: { balanceCents: 12_345, heldCents: 0, availableCents: 12_345 },
    });
    const second = await kit.achDeposit(program.id, 655);
    expect(second.balance).toEqual({ balanceCents: 13_000, heldCents: 0, availableCents: 13_000 });
    const [entry] = await kit.db().select().from(journalEntries).where(eq(journalEntries.id, first.entryId));
    expect(entry).toMatchObject({
      organizationId: t.demo.organizationId,
      kind: 'ach_deposit',
      depositType: 'ach',
      amountCents: 12_345,
      memo: 'Grant tranche 1',
    });
  });

  it('refuses an unknown business (404) and amounts out of range (400), writing nothing', async () => {
    const before = await kit.snapshot();
    const send = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/sandbox/achDeposits', payload });
    const unknown = await send({ businessId: '00000000-0000-4000-8000-000000000000', amountCents: 100 });
    expect(unknown.statusCode, unknown.body).toBe(404);
    for (const amountCents of [0, -100, 10.5, 100_000_001]) {
      const response = await send({ businessId: t.demo.organizationId, amountCents });
      expect(response.statusCode, `${amountCents}: ${response.body}`).toBe(400);
    }
    expect(await kit.snapshot()).toEqual(before);
  });
});

describe('GET /businesses/:id/prefundingBalance', () => {
  it('is zero for a business that never held money and follows deposits to the cent', async () => {
    const program = await kit.newProgram();
    const url = `/api/businesses/${program.id}/prefundingBalance`;
    const empty = await kit.get(kit.user('admin'), url);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ businessId: program.id, balance: zero });
    await kit.achDeposit(program.id, 250_001);
    const funded = await kit.get(kit.user('finance'), url);
    expect(funded.json()).toEqual({
      businessId: program.id,
      balance: { balanceCents: 250_001, heldCents: 0, availableCents: 250_001 },
    });
  });

  it('refuses viewer and case manager (403) and hides other tenants (404)', async () => {
    const url = `/api/businesses/${t.demo.organizationId}/prefundingBalance`;
    expect((await kit.get(kit.user('viewer'), url)).statusCode).toBe(403);
    expect((await kit.get(kit.user('caseManager'), url)).statusCode).toBe(403);
    expect((await kit.get(other.adminUserId, url)).statusCode).toBe(404);
  });
});

describe('GET /businesses/:id/fundingAccounts', () => {
  it('shows an organisation itself first, then its programs oldest first, with balances', async () => {
    const db = kit.db();
    const org = await createOrganisation(db, 'Harbor Aid');
    const second = await kit.newProgram(org.organizationId, 'Harbor Winter');
    await kit.achDeposit(org.organizationId, 900_000);
    await kit.transfer(org.adminUserId, org.organizationId, {
      fromBusinessId: org.organizationId,
      toBusinessId: second.id,
      amountCents: 120_050,
    });
    const response = await kit.get(org.adminUserId, `/api/businesses/${org.organizationId}/fundingAccounts`);
    expect(response.statusCode, response.body).toBe(200);
    const balance = (cents: number) => ({ balanceCents: cents, heldCents: 0, availableCents: cents });
    expect(response.json().fundingAccounts).toEqual([
      {
        businessId: org.organizationId,
        name: 'Harbor Aid',
        productType: null,
        isTopLevel: true,
        balance: balance(779_950),
      },
      {
        businessId: org.programId,
        name: 'Harbor Aid Cards',
        productType: 'cards',
        isTopLevel: false,
        balance: zero,
      },
      {
        businessId: second.id,
        name: 'Harbor Winter',
        productType: 'cards',
        isTopLevel: false,
        balance: balance(120_050),
      },
    ]);
  });

  it('shows a program only itself', async () => {
    const response = await kit.get(
      kit.user('approver'),
      `/api/businesses/${t.demo.payoutsProgramId}/fundingAccounts`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().fundingAccounts).toEqual([
      {
        businessId: t.demo.payoutsProgramId,
        name: 'Family Payouts',
        productType: 'bank_transfers',
        isTopLevel: false,
        balance: expect.objectContaining({ heldCents: 0 }),
      },
    ]);
  });

  it('includes the demo programs on the organisation page and hides other tenants', async () => {
    const response = await kit.get(
      kit.user('finance'),
      `/api/businesses/${t.demo.organizationId}/fundingAccounts`,
    );
    const names = response.json().fundingAccounts.map((account: { name: string }) => account.name);
    expect(names[0]).toBe('Demo Relief Org');
    expect(names).toEqual(expect.arrayContaining(['Resettlement Cards', 'Family Payouts']));
    const theirs = await kit.get(
      kit.user('admin'),
      `/api/businesses/${other.organizationId}/fundingAccounts`,
    );
    expect(theirs.statusCode).toBe(404);
    expect(
      (await kit.get(kit.user('viewer'), `/api/businesses/${t.demo.organizationId}/fundingAccounts`))
        .statusCode,
    ).toBe(403);
  });
});

describe('money conservation', () => {
  it('keeps every entry balanced and the organisations holding exactly what they received', async () => {
    await kit.expectConserved(t.demo.organizationId);
    await kit.expectConserved(other.organizationId);
  });
});
