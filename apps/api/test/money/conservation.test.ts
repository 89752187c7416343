import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, ledgerAccounts, postings } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganisation } from '../tenancy/fixtures.ts';
import { moneyKit } from './support.ts';

// One organisation through every money route, refusals and retries included; then the ledger is
// read directly: nothing lost, nothing created, nothing moved twice.
let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let org: Awaited<ReturnType<typeof createOrganisation>>;
let programB: string;
const cardIds: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  org = await createOrganisation(t.database.db, 'Beacon Relief');
  programB = (await kit.newProgram(org.organizationId, 'Beacon Housing')).id;
});
afterAll(() => t?.close());

describe('a day of money movements', () => {
  it('runs deposits, transfers, issuing, loads, moves and withdrawals with the expected answers', async () => {
    const admin = org.adminUserId;
    const A = org.programId;
    const O = org.organizationId;
    await kit.achDeposit(O, 300_000);
    await kit.achDeposit(programB, 12_345);
    await kit.transfer(admin, O, { fromBusinessId: O, toBusinessId: A, amountCents: 150_000 });
    await kit.transfer(admin, A, { fromBusinessId: A, toBusinessId: programB, amountCents: 20_000 });
    await kit.transfer(admin, programB, { fromBusinessId: programB, toBusinessId: O, amountCents: 2_345 });
    const refused = await kit.post(admin, `/api/businesses/${O}/fundingAccount/transfer`, {
      fromBusinessId: A,
      toBusinessId: O,
      amountCents: 130_001,
    });
    expect(refused.statusCode).toBe(409);

    const issued = await kit.issueCards(admin, A, [
      { firstName: 'Rana', lastName: 'Aziz', email: 'rana@example.net' },
      { firstName: 'Tomas', lastName: 'Ruiz', email: 'tomas@example.net' },
      { firstName: 'Uma', lastName: 'Patel', email: 'uma@example.net' },
    ]);
    cardIds.push(...issued.map((card) => card.id));
    const [r, s, u] = cardIds as [string, string, string];
    const key = randomUUID();
    const loads = {
      loads: [
        { cardId: r, amountCents: 60_000 },
        { cardId: s, amountCents: 50_000 },
        { cardId: u, amountCents: 30_000 },
      ],
    };
    const first = await kit.post(admin, `/api/cards/business/${A}/load`, loads, key);
    const retry = await kit.post(admin, `/api/cards/business/${A}/load`, loads, key);
    expect(first.json()).toMatchObject({
      loadedCount: 2,
      failedCount: 1,
      fundingBalance: { balanceCents: 20_000 },
    });
    expect(retry.body).toBe(first.body);

    await kit.closeCard(s);
    const moved = await kit.post(admin, `/api/cards/business/${A}/cardToCardTransfer`, {
      fromCardId: s,
      toCardId: r,
      amountCents: 5_000,
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const back = await kit.post(admin, `/api/cards/${s}/withdrawFunds`, { amountCents: 45_000 });
    expect(back.statusCode, back.body).toBe(201);
    const overdraw = await kit.post(admin, `/api/cards/${r}/withdrawFunds`, { amountCents: 65_001 });
    expect(overdraw.statusCode).toBe(409);
  });

  it('leaves every account with exactly the balance the movements imply', async () => {
    const [r, s, u] = cardIds as [string, string, string];
    expect(await kit.fundingCents(org.organizationId)).toBe(152_345);
    expect(await kit.fundingCents(org.programId)).toBe(65_000);
    expect(await kit.fundingCents(programB)).toBe(30_000);
    expect([await kit.cardCents(r), await kit.cardCents(s), await kit.cardCents(u)]).toEqual([65_000, 0, 0]);
  });

  it('holds in funding and card accounts exactly the ACH deposits received, mirrored by the settlement account', async () => {
    expect(await kit.expectConserved(org.organizationId)).toBe(312_345);
    const [settlement] = await kit
      .db()
      .select({ balance: ledgerAccounts.balanceCents })
      .from(ledgerAccounts)
      .where(
        and(eq(ledgerAccounts.businessId, org.organizationId), eq(ledgerAccounts.kind, 'ach_settlement')),
      );
    expect(settlement!.balance).toBe(-312_345);
  });

  it('wrote one balanced two-posting entry per movement, and none for refusals or the retry', async () => {
    const entries = await kit
      .db()
      .select({
        kind: journalEntries.kind,
        amountCents: journalEntries.amountCents,
        postings: sql<number>`count(${postings.id})`.mapWith(Number),
        total: sql<number>`sum(${postings.amountCents})`.mapWith(Number),
      })
      .from(journalEntries)
      .innerJoin(postings, eq(postings.entryId, journalEntries.id))
      .where(eq(journalEntries.organizationId, org.organizationId))
      .groupBy(journalEntries.id)
      .orderBy(journalEntries.kind, journalEntries.amountCents);
    expect(entries.map((entry) => [entry.kind, entry.amountCents, entry.postings, entry.total])).toEqual([
      ['ach_deposit', 12_345, 2, 0],
      ['ach_deposit', 300_000, 2, 0],
      ['card_load', 50_000, 2, 0],
      ['card_load', 60_000, 2, 0],
      ['card_transfer', 5_000, 2, 0],
      ['card_withdrawal', 45_000, 2, 0],
      ['funding_transfer', 2_345, 2, 0],
      ['funding_transfer', 20_000, 2, 0],
      ['funding_transfer', 150_000, 2, 0],
    ]);
  });

  it('never let a customer account go below zero at any posting', async () => {
    const negative = await kit
      .db()
      .select({ id: postings.id })
      .from(postings)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
      .where(and(inArray(ledgerAccounts.kind, ['funding', 'card']), sql`${postings.balanceAfterCents} < 0`));
    expect(negative).toEqual([]);
  });
});
