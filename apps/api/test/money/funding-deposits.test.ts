import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganisation } from '../tenancy/fixtures.ts';
import { moneyKit, walkPages } from './support.ts';

// A fresh organisation whose deposit lists hold only what this file puts there:
//   ACH $10,000 into the organisation, ACH $50 into program B, organisation → A $3,000,
//   A → B $500, B → organisation $100.
let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let org: Awaited<ReturnType<typeof createOrganisation>>;
let programA: string;
let programB: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  org = await createOrganisation(t.database.db, 'Lantern Aid');
  admin = org.adminUserId;
  programA = org.programId;
  programB = (await kit.newProgram(org.organizationId, 'Lantern Housing')).id;
  await kit.achDeposit(org.organizationId, 1_000_000, 'Grant');
  await kit.achDeposit(programB, 5_000);
  const move = (fromBusinessId: string, toBusinessId: string, amountCents: number, memo?: string) =>
    kit.transfer(admin, org.organizationId, {
      fromBusinessId,
      toBusinessId,
      amountCents,
      ...(memo ? { memo } : {}),
    });
  await move(org.organizationId, programA, 300_000, 'Budget');
  await move(programA, programB, 50_000);
  await move(programB, org.organizationId, 10_000);
});
afterAll(() => t?.close());

type Deposit = {
  id: string;
  type: string;
  amountCents: number;
  counterparty: { businessId: string | null; name: string };
  memo: string | null;
};
async function deposits(businessId: string, query = '') {
  const response = await kit.get(admin, `/api/businesses/${businessId}/fundingAccountDeposits?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { deposits: Deposit[]; page: { nextCursor: string | null } };
}
const brief = (list: Deposit[]) =>
  list.map((deposit) => [
    deposit.type,
    deposit.amountCents,
    deposit.counterparty.businessId,
    deposit.counterparty.name,
  ]);

describe('GET /businesses/:id/fundingAccountDeposits', () => {
  it("lists the organisation's movements newest first, signed from its side, with counterparties", async () => {
    const { deposits: list, page } = await deposits(org.organizationId);
    expect(brief(list)).toEqual([
      ['program_to_super', 10_000, programB, 'Lantern Housing'],
      ['super_to_program', -300_000, programA, 'Lantern Aid Cards'],
      ['ach', 1_000_000, null, 'ACH deposit'],
    ]);
    expect(list.map((deposit) => deposit.memo)).toEqual([null, 'Budget', 'Grant']);
    expect(page.nextCursor).toBeNull();
  });

  it('shows the same transfer with the opposite sign on the other side', async () => {
    const [organizationSide] = (await deposits(org.organizationId, 'type=super_to_program')).deposits;
    const a = (await deposits(programA)).deposits;
    expect(brief(a)).toEqual([
      ['program_to_program', -50_000, programB, 'Lantern Housing'],
      ['super_to_program', 300_000, org.organizationId, 'Lantern Aid'],
    ]);
    expect(a[1]!.id).toBe(organizationSide!.id);
    expect(brief((await deposits(programB)).deposits)).toEqual([
      ['program_to_super', -10_000, org.organizationId, 'Lantern Aid'],
      ['program_to_program', 50_000, programA, 'Lantern Aid Cards'],
      ['ach', 5_000, null, 'ACH deposit'],
    ]);
  });

  it('filters by each deposit type', async () => {
    const types = async (businessId: string, type: string) =>
      brief((await deposits(businessId, `type=${type}`)).deposits);
    expect(await types(org.organizationId, 'ach')).toEqual([['ach', 1_000_000, null, 'ACH deposit']]);
    expect(await types(org.organizationId, 'super_to_program')).toEqual([
      ['super_to_program', -300_000, programA, 'Lantern Aid Cards'],
    ]);
    expect(await types(org.organizationId, 'program_to_super')).toEqual([
      ['program_to_super', 10_000, programB, 'Lantern Housing'],
    ]);
    expect(await types(org.organizationId, 'program_to_program')).toEqual([]);
    expect(await types(programB, 'program_to_program')).toEqual([
      ['program_to_program', 50_000, programA, 'Lantern Aid Cards'],
    ]);
    const bad = await kit.get(admin, `/api/businesses/${programB}/fundingAccountDeposits?type=card_load`);
    expect(bad.statusCode).toBe(400);
  });

  it('walks every row exactly once with limit=1, and with limit=2', async () => {
    for (const businessId of [org.organizationId, programB]) {
      const full = (await deposits(businessId)).deposits.map((deposit) => deposit.id);
      for (const limit of [1, 2]) {
        const pages: number[] = [];
        const walked = await walkPages<Deposit>(async (cursor) => {
          const page = await deposits(businessId, `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
          pages.push(page.deposits.length);
          return { items: page.deposits, nextCursor: page.page.nextCursor };
        });
        expect(walked.map((deposit) => deposit.id)).toEqual(full);
        expect(pages).toEqual(limit === 1 ? [1, 1, 1] : [2, 1]);
      }
    }
  });

  it('pages a type filter too, and refuses a forged cursor', async () => {
    const first = await deposits(programB, 'type=ach&limit=1');
    expect(brief(first.deposits)).toEqual([['ach', 5_000, null, 'ACH deposit']]);
    expect(first.page.nextCursor).toBeNull();
    const forged = await kit.get(
      admin,
      `/api/businesses/${programB}/fundingAccountDeposits?cursor=not-a-cursor`,
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('invalid_cursor');
  });

  it('answers an empty list for a business that never held money', async () => {
    const empty = await kit.newProgram(org.organizationId);
    expect(await deposits(empty.id)).toEqual({ deposits: [], page: { nextCursor: null } });
  });

  it('refuses viewer and case manager (403) and hides other tenants (404)', async () => {
    const url = `/api/businesses/${t.demo.organizationId}/fundingAccountDeposits`;
    expect((await kit.get(kit.user('viewer'), url)).statusCode).toBe(403);
    expect((await kit.get(kit.user('caseManager'), url)).statusCode).toBe(403);
    expect((await kit.get(kit.user('finance'), url)).statusCode).toBe(200);
    expect((await kit.get(admin, url)).statusCode).toBe(404);
    const theirs = await kit.get(kit.user('admin'), `/api/businesses/${programA}/fundingAccountDeposits`);
    expect(theirs.statusCode).toBe(404);
  });
});

describe('money conservation', () => {
  it('holds exactly the $10,050 received, in the balances the movements imply', async () => {
    expect(await kit.expectConserved(org.organizationId)).toBe(1_005_000);
    expect(await kit.fundingCents(org.organizationId)).toBe(710_000);
    expect(await kit.fundingCents(programA)).toBe(250_000);
    expect(await kit.fundingCents(programB)).toBe(45_000);
  });
});
