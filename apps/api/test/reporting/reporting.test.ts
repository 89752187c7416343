import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, cards } from '../../src/db/schema/index.ts';
import { networkKit } from '../authorizations/support.ts';
import { bankKit } from '../bank-transfers/support.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganisation, createProgramRow, createUser } from '../tenancy/fixtures.ts';
import { backdateEntry, backdateTransaction, expectedCardFigures } from './support.ts';

// Reports agree with the rows they summarise, on New York days (DST included), and show a caller
// only the programs they reach. One organisation of our own, so the demo's money is not in it.

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let net: ReturnType<typeof networkKit>;
let org: { organizationId: string; programId: string; adminUserId: string };
let programB: string;
let payouts: string;
let programUser: string;
let outsider: string;

const report = (userId: string, businessId: string, call: string, query: string) =>
  t.as(userId, { method: 'GET', url: `/api/businesses/${businessId}/reporting/${call}?${query}` });
async function ok(userId: string, businessId: string, call: string, query: string) {
  const response = await report(userId, businessId, call, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function fundedCard(businessId: string, cents: number, customFields?: Record<string, string>) {
  const [card] = await kit.issueCards(org.adminUserId, businessId, [
    {
      firstName: 'Report',
      lastName: `Holder ${randomUUID().slice(0, 6)}`,
      email: `r-${randomUUID().slice(0, 8)}@example.net`,
    },
  ]);
  const response = await kit.post(org.adminUserId, `/api/cards/business/${businessId}/load`, {
    loads: [{ cardId: card!.id, amountCents: cents }],
    ...(customFields ? { customFields } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { cardId: card!.id, entryId: response.json().results[0].entryId as string };
}

// Instants either side of New York midnights. 2026-03-08 is 23 hours long (clocks go 02:00 → 03:00).
const AT = {
  lastOfMar7: new Date('2026-03-08T04:59:59.999Z'), // 23:59:59.999 EST on Mar 7
  firstOfMar8: new Date('2026-03-08T05:00:00.000Z'), // 00:00 EST on Mar 8
  lastOfMar8: new Date('2026-03-09T03:59:59.999Z'), // 23:59:59.999 EDT on Mar 8
  firstOfMar9: new Date('2026-03-09T04:00:00.000Z'), // 00:00 EDT on Mar 9
  novemberFallBack: new Date('2026-11-01T05:30:00.000Z'), // 01:30 EDT on Nov 1 (first of two)
  novemberSecondHour: new Date('2026-11-01T06:30:00.000Z'), // 01:30 EST on Nov 1 (the repeat)
  lastOfNov1: new Date('2026-11-02T04:59:59.999Z'), // 23:59:59.999 EST on Nov 1
};

beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  net = networkKit(t);
  const db = t.database.db;
  org = await createOrganisation(db, 'Report Org');
  programB = (await createProgramRow(db, org.organizationId, 'Report Program B')).id;
  const [payoutsRow] = await db
    .insert(businesses)
    .values({ name: 'Report Payouts', parentId: org.organizationId, productType: 'bank_transfers' })
    .returning();
  payouts = payoutsRow!.id;
  programUser = (await createUser(db, { businessId: org.programId, role: 'admin', scope: 'program' })).id;
  outsider = (await createOrganisation(db, 'Other Report Org')).adminUserId;
  const settings = await t.as(org.adminUserId, {
    method: 'POST',
    url: `/api/businesses/${org.organizationId}/settings`,
    payload: {
      customFields: [
        {
          resourceType: 'financial_account_load',
          options: [{ label: 'Funding source', name: 'fundingSource', dataType: 'text' }],
        },
      ],
    },
  });
  expect(settings.statusCode, settings.body).toBe(201);
  for (const id of [org.programId, programB, payouts]) await kit.achDeposit(id, 5_000_000);

  // Program A: loads, purchases either side of the DST midnights, a decline, a refund.
  const a1 = await fundedCard(org.programId, 100_000, { fundingSource: 'Grant 7' });
  const a2 = await fundedCard(org.programId, 50_000, { fundingSource: 'Private donors' });
  await backdateEntry(t, a1.entryId, AT.lastOfMar7);
  await backdateEntry(t, a2.entryId, AT.firstOfMar8);
  const purchases: [number, Date, string][] = [
    [1_101, AT.lastOfMar7, '5411'],
    [2_202, AT.firstOfMar8, '5411'],
    [3_303, AT.lastOfMar8, '5912'],
    [4_404, AT.firstOfMar9, '4111'],
    [5_505, AT.novemberFallBack, '7011'],
    [6_606, AT.novemberSecondHour, '5411'],
    [7_707, AT.lastOfNov1, '6011'],
  ];
  for (const [amountCents, at, mcc] of purchases) {
    const purchase = await net.authorize(a1.cardId, { amountCents, mcc, merchantName: `Shop ${mcc}` });
    await backdateTransaction(t, purchase.id, at);
  }
  const cleared = await net.authorize(a1.cardId, {
    amountCents: 9_000,
    merchantName: 'Pharmacy Plus',
    mcc: '5912',
  });
  await net.clear(cleared.id, 8_500);
  await backdateTransaction(t, cleared.id, AT.firstOfMar8);
  const refund = await net.refund(cleared.id, 1_500);
  await backdateTransaction(t, refund.id, AT.lastOfMar8);
  const declined = await net.expectDecline(a2.cardId, { amountCents: 999_999 }, 'INSUFFICIENT_FUNDS');
  await backdateTransaction(t, declined.id, AT.firstOfMar8);
  const reversed = await net.authorize(a2.cardId, { amountCents: 700 });
  await net.reverse(reversed.id);
  await backdateTransaction(t, reversed.id, AT.firstOfMar8);

  // Program B: its own spend on Mar 8, and a locked card that declines.
  const b1 = await fundedCard(programB, 20_000);
  await backdateEntry(t, b1.entryId, AT.firstOfMar8);
  const spentB = await net.authorize(b1.cardId, { amountCents: 1_000, mcc: '5812', merchantName: 'Cafe B' });
  await backdateTransaction(t, spentB.id, AT.lastOfMar8);
  await t.database.db.update(cards).set({ status: 'locked' }).where(eq(cards.id, b1.cardId));
  const lockedDecline = await net.expectDecline(b1.cardId, { amountCents: 400 }, 'CARD_LOCKED');
  await backdateTransaction(t, lockedDecline.id, AT.lastOfMar8);
});
afterAll(() => t?.close());

const MAR_8 = 'from=2026-03-08&to=2026-03-08';

describe('card key metrics agree with the transactions and the journal', () => {
  it('counts exactly the instants of the New York day, on the 23-hour DST day', async () => {
    const body = await ok(programUser, org.programId, 'cards/keyMetrics', MAR_8);
    // 2,202 (00:00 EST) and 3,303 (23:59:59.999 EDT) and the cleared 8,500; not 1,101 (Mar 7) or 4,404 (Mar 9).
    expect(body.total.spent).toEqual({ count: 3, cents: 2_202 + 3_303 + 8_500 });
    expect(body.total.declined).toEqual({
      count: 1,
      cents: 999_999,
      byReason: [{ reason: 'INSUFFICIENT_FUNDS', count: 1, cents: 999_999 }],
    });
    expect(body.total.refunds).toEqual({ count: 1, cents: 1_500 });
    expect(body.total.loads).toMatchObject({ count: 1, cents: 50_000, manual: { count: 1, cents: 50_000 } });
    expect(body.period).toEqual({ from: '2026-03-08', to: '2026-03-08' });
    expect(body.previousPeriod).toEqual({ from: '2026-03-07', to: '2026-03-07' });
    expect(body.previousTotal.spent).toEqual({ count: 1, cents: 1_101 });
    expect(body.previousTotal.loads).toMatchObject({ count: 1, cents: 100_000 });
    expect(body.series).toEqual([
      {
        bucketStart: '2026-03-08',
        spentCents: 2_202 + 3_303 + 8_500,
        loadedCents: 50_000,
        declinedCount: 1,
        refundedCents: 1_500,
      },
    ]);
    const expected = await expectedCardFigures(t, [org.programId], '2026-03-08', '2026-03-08');
    expect(body.total).toMatchObject({
      spent: expected.spent,
      refunds: expected.refunds,
      loads: { count: expected.loads.count, cents: expected.loads.cents },
    });
    expect(body.total.declined).toMatchObject(expected.declined);
  });

  it('counts both 01:30s of the 25-hour day the clocks fall back', async () => {
    const body = await ok(
      org.adminUserId,
      org.programId,
      'cards/keyMetrics',
      'from=2026-11-01&to=2026-11-01',
    );
    expect(body.total.spent).toEqual({ count: 3, cents: 5_505 + 6_606 + 7_707 });
  });

  it('agrees with the rows over a month, day by day, for the organisation and each program', async () => {
    const body = await ok(
      org.adminUserId,
      org.organizationId,
      'cards/keyMetrics',
      'from=2026-03-01&to=2026-03-31',
    );
    const scope = [org.organizationId, org.programId, programB, payouts];
    const expected = await expectedCardFigures(t, scope, '2026-03-01', '2026-03-31');
    expect(body.total.spent).toEqual(expected.spent);
    expect(body.total.refunds).toEqual(expected.refunds);
    expect(body.total.declined).toMatchObject(expected.declined);
    expect({ count: body.total.loads.count, cents: body.total.loads.cents }).toEqual(expected.loads);
    expect(body.bucket).toBe('day');
    expect(body.series).toHaveLength(31);
    for (const point of body.series)
      expect(point.spentCents).toBe(expected.spentByDay[point.bucketStart] ?? 0);
    // Side by side: the programs' figures add up to the total.
    const names = body.businesses.map((row: { name: string }) => row.name);
    expect(names).toEqual(['Report Org', 'Report Org Cards', 'Report Payouts', 'Report Program B']);
    const programRow = body.businesses.find((row: { businessId: string }) => row.businessId === programB);
    expect(programRow.metrics.spent).toEqual({ count: 1, cents: 1_000 });
    expect(programRow.metrics.declined.byReason).toEqual([{ reason: 'CARD_LOCKED', count: 1, cents: 400 }]);
    const sumOf = (pick: (metrics: { spent: { cents: number } }) => number) =>
      body.businesses.reduce(
        (total: number, row: { metrics: { spent: { cents: number } } }) => total + pick(row.metrics),
        0,
      );
    expect(sumOf((metrics) => metrics.spent.cents)).toBe(body.total.spent.cents);
    // Snapshot figures: cards now by status, money on them now.
    expect(body.total.cardsByStatus).toMatchObject({ active: 2, locked: 1 });
    expect(body.total.newCards).toBe(0);
  });

  it('folds New York days into months for a year, the fall-back night in November', async () => {
    const body = await ok(
      org.adminUserId,
      org.programId,
      'cards/keyMetrics',
      'from=2026-01-01&to=2026-12-31',
    );
    expect(body.bucket).toBe('month');
    expect(body.series.map((point: { bucketStart: string }) => point.bucketStart)).toEqual(
      Array.from({ length: 12 }, (_, month) => `2026-${String(month + 1).padStart(2, '0')}-01`),
    );
    const monthOf = (start: string) =>
      body.series.find((point: { bucketStart: string }) => point.bucketStart === start);
    expect(monthOf('2026-03-01').spentCents).toBe(1_101 + 2_202 + 3_303 + 4_404 + 8_500);
    expect(monthOf('2026-11-01').spentCents).toBe(5_505 + 6_606 + 7_707);
    expect(monthOf('2026-02-01').spentCents).toBe(0);
  });

  it('filters loads by a custom-field value (a funding source), leaving spend whole', async () => {
    const body = await ok(
      org.adminUserId,
      org.organizationId,
      'cards/keyMetrics',
      'from=2026-03-07&to=2026-03-08&fieldName=fundingSource&fieldValue=Grant%207',
    );
    expect(body.filter).toEqual({ fieldName: 'fundingSource', fieldValue: 'Grant 7' });
    expect(body.total.loads).toMatchObject({ count: 1, cents: 100_000 });
    expect(body.total.spent.count).toBe(5);
  });
});

describe('transaction categories', () => {
  it('groups spend by merchant category group, with the top merchants', async () => {
    const body = await ok(
      org.adminUserId,
      org.organizationId,
      'cards/transactionCategories',
      'from=2026-03-01&to=2026-03-31',
    );
    expect(body.total.groups).toEqual([
      { group: 'groceries', count: 2, cents: 1_101 + 2_202 },
      { group: 'dining', count: 1, cents: 1_000 },
      { group: 'pharmacy_health', count: 2, cents: 3_303 + 8_500 },
      { group: 'transport', count: 1, cents: 4_404 },
    ]);
    expect(body.total.spentCents).toBe(1_101 + 2_202 + 1_000 + 3_303 + 8_500 + 4_404);
    expect(body.topMerchants[0]).toEqual({
      name: 'Pharmacy Plus',
      mcc: '5912',
      group: 'pharmacy_health',
      count: 1,
      cents: 8_500,
    });
    expect(body.transactionDataHidden).toBe(false);
  });
});

describe('bank-transfer key metrics', () => {
  it('counts transfers by where they stand, by speed and by reason, and recipients by intake status', async () => {
    const bank = bankKit(t);
    const recipient = await bank.recipientWithAccount(org.adminUserId, payouts);
    const sent: string[] = [];
    for (const [amountCents, speed] of [
      [10_000, 'ach'],
      [20_000, 'sameday_ach'],
      [30_000, 'sameday_ach'],
      [40_000, 'ach'],
    ] as const) {
      const response = await bank.transfer(org.adminUserId, payouts, recipient.id, amountCents, speed);
      expect(response.statusCode, response.body).toBe(201);
      sent.push(response.json().transfer.id);
    }
    const sandbox = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url: `/api/sandbox/bank${url}`, ...(payload ? { payload } : {}) });
    expect((await sandbox('/cutFiles')).statusCode).toBe(200);
    expect((await sandbox(`/entries/${sent[0]}/settle`)).statusCode).toBe(200);
    expect((await sandbox(`/entries/${sent[1]}/settle`)).statusCode).toBe(200);
    const returned = await sandbox(`/entries/${sent[1]}/return`, { code: 'R02' });
    expect(returned.statusCode, returned.body).toBe(200);
    const failed = await sandbox(`/entries/${sent[2]}/return`, { code: 'R03' });
    expect(failed.statusCode, failed.body).toBe(200);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    const body = await ok(
      org.adminUserId,
      org.organizationId,
      'bankTransfers/keyMetrics',
      `from=${today}&to=${today}`,
    );
    const total = body.total;
    expect(total.sent).toEqual({ count: 4, cents: 100_000 });
    expect(total.completed).toEqual({ count: 1, cents: 10_000 });
    expect(total.returned).toEqual({ count: 1, cents: 20_000 });
    expect(total.failed.count + total.inFlight.count).toBe(2);
    expect(total.bySpeed).toEqual([
      { speed: 'ach', count: 2, cents: 50_000 },
      { speed: 'sameday_ach', count: 2, cents: 50_000 },
    ]);
    expect(total.byFailureReason.reduce((n: number, row: { count: number }) => n + row.count, 0)).toBe(
      total.failed.count + total.returned.count,
    );
    expect(total.averageSecondsToComplete).toBeGreaterThanOrEqual(0);
    expect(
      total.recipientsByIntakeStatus.bank_account_verified +
        total.recipientsByIntakeStatus.verification_failed,
    ).toBe(1);
    expect(body.series).toEqual([{ bucketStart: today, sentCents: 100_000, sentCount: 4, failedCount: 2 }]);
    // A program user of the cards program sees none of the payouts program's transfers.
    const theirs = await ok(
      programUser,
      org.organizationId,
      'bankTransfers/keyMetrics',
      `from=${today}&to=${today}`,
    );
    expect(theirs.total.sent).toEqual({ count: 0, cents: 0 });
  });
});

describe('permission and tenant checks', () => {
  it('a program user sees only their program, even at the organisation', async () => {
    const body = await ok(
      programUser,
      org.organizationId,
      'cards/keyMetrics',
      'from=2026-03-01&to=2026-03-31',
    );
    expect(body.businesses.map((row: { businessId: string }) => row.businessId)).toEqual([org.programId]);
    expect(body.total.spent.cents).toBe(1_101 + 2_202 + 3_303 + 4_404 + 8_500);
    for (const call of ['cards/keyMetrics', 'cards/transactionCategories', 'bankTransfers/keyMetrics']) {
      expect((await report(programUser, programB, call, MAR_8)).statusCode).toBe(404);
      expect((await report(outsider, org.organizationId, call, MAR_8)).statusCode).toBe(404);
      expect((await report(outsider, org.programId, call, MAR_8)).statusCode).toBe(404);
    }
  });

  it('answers 401 without a sign-in', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${org.organizationId}/reporting/cards/keyMetrics?${MAR_8}`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it.each([
    ['from=2026-03-09&to=2026-03-08', 'to', 'datesOutOfOrder'],
    ['from=2024-01-01&to=2026-03-08', 'from', 'reportRangeTooLong'],
    ['to=2026-03-08', 'from', 'dateFormat'],
    ['from=2026-02-30&to=2026-03-08', 'from', 'dateFormat'],
    ['from=2026-03-01&to=2026-03-08&fieldName=fundingSource', 'fieldValue', 'required'],
    ['from=2026-03-01&to=2026-03-08&other=1', '', 'unrecognizedKeys'],
  ])('%s → 400 on %s (%s)', async (query, field, code) => {
    const response = await report(org.adminUserId, org.organizationId, 'cards/keyMetrics', query);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    if (field) expect(body.details).toContainEqual(expect.objectContaining({ field, code }));
  });
});
