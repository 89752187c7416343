import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganisation } from '../tenancy/fixtures.ts';
import { moneyKit, type Payload } from './support.ts';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let other: Awaited<ReturnType<typeof createOrganisation>>;
let org: string;
let cardsProgram: string;
let payouts: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  await kit.defineDemoCustomFields();
  other = await createOrganisation(t.database.db);
  ({ organizationId: org, cardsProgramId: cardsProgram, payoutsProgramId: payouts } = t.demo);
  // Whatever the seed put there, the organisation has $20,000 more to move around in these tests.
  await kit.achDeposit(org, 2_000_000);
});
afterAll(() => t?.close());

const transferAs = (userId: string, pageId: string, body: Payload) =>
  kit.post(userId, `/api/businesses/${pageId}/fundingAccount/transfer`, body);
const balances = async (...ids: string[]) =>
  (await Promise.all(ids.map((id) => kit.fundingCents(id)))) as [number, number, number];

describe('POST /businesses/:id/fundingAccount/transfer', () => {
  it('moves organisation → program (super_to_program) for an admin, answered from the page side', async () => {
    const [orgBefore, cardsBefore] = await balances(org, cardsProgram);
    const response = await transferAs(kit.user('admin'), org, {
      fromBusinessId: org,
      toBusinessId: cardsProgram,
      amountCents: 12_345,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      transfer: {
        id: expect.any(String),
        type: 'super_to_program',
        amountCents: -12_345,
        counterparty: { businessId: cardsProgram, name: 'Resettlement Cards' },
        memo: null,
        customFields: null,
        createdAt: expect.any(String),
      },
      balance: { balanceCents: orgBefore - 12_345, heldCents: 0, availableCents: orgBefore - 12_345 },
    });
    expect(await balances(org, cardsProgram)).toEqual([orgBefore - 12_345, cardsBefore + 12_345]);
  });

  it('moves program → organisation (program_to_super) for sifh_finance', async () => {
    const [orgBefore, cardsBefore] = await balances(org, cardsProgram);
    const response = await transferAs(kit.user('finance'), org, {
      fromBusinessId: cardsProgram,
      toBusinessId: org,
      amountCents: 2_000,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().transfer).toMatchObject({
      type: 'program_to_super',
      amountCents: 2_000,
      counterparty: { businessId: cardsProgram, name: 'Resettlement Cards' },
    });
    expect(response.json().balance.balanceCents).toBe(orgBefore + 2_000);
    expect(await balances(org, cardsProgram)).toEqual([orgBefore + 2_000, cardsBefore - 2_000]);
  });

  it('lets sifh_payment_approver return money from their program to the organisation', async () => {
    const approver = kit.user('approver');
    const [orgBefore, , payoutsBefore] = await balances(org, cardsProgram, payouts);
    const outbound = await transferAs(approver, payouts, {
      fromBusinessId: payouts,
      toBusinessId: org,
      amountCents: 1_500,
    });
    expect(outbound.statusCode, outbound.body).toBe(201);
    expect(outbound.json().transfer).toMatchObject({
      type: 'program_to_super',
      amountCents: -1_500,
      counterparty: { businessId: org, name: 'Demo Relief Org' },
    });
    expect(outbound.json().balance.balanceCents).toBe(payoutsBefore - 1_500);
    expect((await balances(org, cardsProgram, payouts))[0]).toBe(orgBefore + 1_500);
  });

  it('refuses a program role money from a business it has no role in, or to a sibling it cannot see', async () => {
    const approver = kit.user('approver');
    const before = await kit.snapshot();
    // [source, destination, path, status]: the source needs transferFunds, the destination must be visible.
    const attempts: [string, string, string, number][] = [
      [org, payouts, payouts, 403],
      [cardsProgram, payouts, payouts, 404],
      [payouts, cardsProgram, payouts, 404],
      [cardsProgram, org, payouts, 404],
      [cardsProgram, payouts, cardsProgram, 404],
      [org, cardsProgram, org, 403],
    ];
    for (const [fromBusinessId, toBusinessId, path, status] of attempts) {
      const response = await transferAs(approver, path, { fromBusinessId, toBusinessId, amountCents: 100 });
      expect(response.statusCode, `${fromBusinessId} → ${toBusinessId}: ${response.body}`).toBe(status);
    }
    expect(await kit.snapshot()).toEqual(before);
  });

  it('refuses a program page moving money between two other accounts (400)', async () => {
    const before = await kit.snapshot();
    const response = await transferAs(kit.user('admin'), payouts, {
      fromBusinessId: org,
      toBusinessId: cardsProgram,
      amountCents: 100,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe('A program can only move money in or out of its own account.');
    expect(await kit.snapshot()).toEqual(before);
  });

  it('refuses members without transferFunds on the source (403) and writes nothing', async () => {
    const before = await kit.snapshot();
    const body = { fromBusinessId: org, toBusinessId: cardsProgram, amountCents: 100 };
    for (const [key, pageId] of [
      ['viewer', org],
      ['caseManager', cardsProgram],
    ] as const) {
      const response = await transferAs(kit.user(key), pageId, body);
      expect(response.statusCode, `${key}: ${response.body}`).toBe(403);
    }
    expect(await kit.snapshot()).toEqual(before);
  });

  it('refuses the same account twice (400) and writes nothing', async () => {
    const before = await kit.snapshot();
    const response = await transferAs(kit.user('admin'), org, {
      fromBusinessId: org,
      toBusinessId: org,
      amountCents: 100,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: 'bad_request',
      message: 'Choose two different accounts.',
      details: [{ field: 'toBusinessId', code: 'sameAccount', message: 'Choose two different accounts.' }],
    });
    expect(await kit.snapshot()).toEqual(before);
  });

  it('refuses bad amounts with the contract messages and writes nothing', async () => {
    const before = await kit.snapshot();
    for (const [amountCents, code, message] of [
      [0, 'amountPositive', 'Amount must be greater than $0.'],
      [-500, 'amountPositive', 'Amount must be greater than $0.'],
      [10.5, 'amountWholeCents', 'Amount must be a whole number of cents'],
      [5_000_001, 'bankTransferAmountMax', 'Amount must be $50,000 or less.'],
    ] as const) {
      const response = await transferAs(kit.user('admin'), org, {
        fromBusinessId: org,
        toBusinessId: payouts,
        amountCents,
      });
      expect(response.statusCode, `${amountCents}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation_failed',
        message,
        details: [expect.objectContaining({ field: 'amountCents', code, message })],
      });
    }
    expect(await kit.snapshot()).toEqual(before);
  });

  it('accepts exactly $50,000 and refuses one cent more than the available balance (409)', async () => {
    const program = (await kit.newProgram()).id;
    await kit.achDeposit(org, 5_000_000);
    await kit.transfer(kit.user('admin'), org, {
      fromBusinessId: org,
      toBusinessId: program,
      amountCents: 5_000_000,
    });
    expect(await kit.fundingCents(program)).toBe(5_000_000);
    const before = await kit.snapshot();
    const tooMuch = await transferAs(kit.user('admin'), program, {
      fromBusinessId: program,
      toBusinessId: org,
      amountCents: 5_000_000 + 1,
    });
    expect(tooMuch.statusCode, tooMuch.body).toBe(400);
    const over = await transferAs(kit.user('admin'), program, {
      fromBusinessId: program,
      toBusinessId: payouts,
      amountCents: 4_000_000,
    });
    expect(over.statusCode, over.body).toBe(201);
    const short = await transferAs(kit.user('admin'), program, {
      fromBusinessId: program,
      toBusinessId: payouts,
      amountCents: 1_000_001,
    });
    expect(short.statusCode, short.body).toBe(409);
    expect(short.json().code).toBe('insufficient_funds');
    const after = await kit.snapshot();
    expect(after.entries).toBe(before.entries + 1);
    expect(after.keys).toBe(before.keys + 1);
    expect(await kit.fundingCents(program)).toBe(1_000_000);
  });

  it('answers 404 for a business of another organisation, on either side or in the path', async () => {
    const before = await kit.snapshot();
    for (const [pageId, body] of [
      [org, { fromBusinessId: org, toBusinessId: other.programId, amountCents: 100 }],
      [org, { fromBusinessId: other.organizationId, toBusinessId: org, amountCents: 100 }],
      [other.organizationId, { fromBusinessId: org, toBusinessId: cardsProgram, amountCents: 100 }],
    ] as const) {
      const response = await transferAs(kit.user('admin'), pageId, body);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    expect(await kit.snapshot()).toEqual(before);
  });

  it('stores the memo and custom fields with the entry and lists them', async () => {
    const response = await transferAs(kit.user('admin'), org, {
      fromBusinessId: org,
      toBusinessId: payouts,
      amountCents: 4_321,
      memo: '  March rent support ',
      customFields: { grant: 'G-17', cohort: 'Spring' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { transfer } = response.json();
    expect(transfer).toMatchObject({
      memo: 'March rent support',
      customFields: { grant: 'G-17', cohort: 'Spring' },
    });
    const [entry] = await kit.db().select().from(journalEntries).where(eq(journalEntries.id, transfer.id));
    expect(entry).toMatchObject({
      kind: 'funding_transfer',
      depositType: 'super_to_program',
      amountCents: 4_321,
      memo: 'March rent support',
      customFields: { grant: 'G-17', cohort: 'Spring' },
      createdByUserId: kit.user('admin'),
    });
    const listed = await kit.get(
      kit.user('admin'),
      `/api/businesses/${payouts}/fundingAccountDeposits?limit=1`,
    );
    expect(listed.json().deposits).toEqual([
      {
        ...transfer,
        amountCents: 4_321,
        counterparty: { businessId: org, name: 'Demo Relief Org' },
      },
    ]);
  });
});

describe('money conservation', () => {
  it('keeps every entry balanced and the organisation holding exactly what it received', async () => {
    await kit.expectConserved(org);
  });
});

describe('custom fields on a transfer', () => {
  it('refuses a dropdown value outside the defined options and writes nothing', async () => {
    const before = await kit.snapshot();
    const response = await kit.post(kit.user('admin'), `/api/businesses/${org}/fundingAccount/transfer`, {
      fromBusinessId: org,
      toBusinessId: payouts,
      amountCents: 100,
      customFields: { cohort: 'Winter' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toEqual([
      expect.objectContaining({ field: 'customFields.cohort', message: 'Cohort is invalid' }),
    ]);
    expect(await kit.snapshot()).toEqual(before);
  });
});
