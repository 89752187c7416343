import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalEntries, ledgerAccounts } from '../../src/db/schema/index.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { bankKit } from './support.ts';

let t: TestApp;
let kit: ReturnType<typeof bankKit>;
let money: ReturnType<typeof moneyKit>;
let payouts: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = bankKit(t);
  money = moneyKit(t);
  payouts = t.demo.payoutsProgramId;
  admin = t.demo.users.admin!;
});
afterAll(() => t?.close());

async function inFlightCents() {
  const [row] = await t.database.db
    .select({ cents: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.businessId, t.demo.organizationId), eq(ledgerAccounts.kind, 'payouts_in_flight')),
    );
  return row?.cents ?? 0;
}

describe('POST /bankTransfers/transfers', () => {
  it('debits the funding account into payouts in flight, once per Idempotency-Key', async () => {
    const program = (await money.newProgram(t.demo.organizationId, 'Payouts A')).id;
    await money.achDeposit(program, 10_000);
    const recipient = await kit.recipientWithAccount(admin, program);
    const inFlightBefore = await inFlightCents();
    const key = randomUUID();
    const first = await kit.transfer(admin, program, recipient.id, 2_500, 'sameday_ach', key);
    expect(first.statusCode, first.body).toBe(201);
    const { transfer } = first.json();
    expect(transfer).toMatchObject({
      status: 'created',
      approval: 'not_required',
      amountCents: 2_500,
      speed: 'sameday_ach',
      accountLast4: '6789',
      recipient: { id: recipient.id, name: 'Amina Yusuf', type: 'person' },
    });
    expect(transfer.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const replay = await kit.transfer(admin, program, recipient.id, 2_500, 'sameday_ach', key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().transfer.id).toBe(transfer.id);
    expect(await money.fundingCents(program)).toBe(7_500);
    expect(await inFlightCents()).toBe(inFlightBefore + 2_500);
    const activities = await kit.send(
      admin,
      'GET',
      `/api/bankTransfers/recipients/${recipient.id}/activities`,
    );
    expect(activities.json().activities[0]).toMatchObject({ type: 'bank_transfer_initiated' });
  });

  it('refuses more than the funding account holds, and changes nothing', async () => {
    const program = (await money.newProgram(t.demo.organizationId, 'Payouts B')).id;
    await money.achDeposit(program, 1_000);
    const recipient = await kit.recipientWithAccount(admin, program);
    const before = await money.snapshot();
    const response = await kit.transfer(admin, program, recipient.id, 1_001);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('insufficient_funds');
    const after = await money.snapshot();
    expect(after.entries).toBe(before.entries);
    expect(after.balances).toEqual(before.balances);
  });

  it('never overdraws under concurrent transfers from one funding account', async () => {
    const program = (await money.newProgram(t.demo.organizationId, 'Payouts C')).id;
    await money.achDeposit(program, 10_000);
    const recipient = await kit.recipientWithAccount(admin, program);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => kit.transfer(admin, program, recipient.id, 1_000)),
    );
    const created = answers.filter((answer) => answer.statusCode === 201).length;
    expect(created).toBe(10);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(2);
    expect(await money.fundingCents(program)).toBe(0);
  });

  it.each([
    [{ amountCents: 5_000_001 }, 'amountCents', 'Amount must be $50,000 or less.'],
    [{ amountCents: 0 }, 'amountCents', 'Amount must be greater than $0.'],
    [{ amountCents: 10.5 }, 'amountCents', 'Amount must be a whole number of cents'],
    [{ speed: 'wire' }, 'speed', undefined],
  ])('refuses %j', async (override, field, message) => {
    const recipient = await kit.recipientWithAccount(admin, payouts);
    const response = await kit.send(
      admin,
      'POST',
      '/api/bankTransfers/transfers',
      { businessId: payouts, recipientId: recipient.id, amountCents: 100, speed: 'ach', ...override },
      { 'idempotency-key': randomUUID() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(
      expect.objectContaining(message ? { field, message } : { field }),
    );
  });

  it('refuses a recipient without a verified account (recipient_not_payable)', async () => {
    const created = await kit.send(admin, 'POST', '/api/bankTransfers/recipient', {
      businessId: payouts,
      type: 'person',
      name: 'No Account',
      email: 'no.account@example.net',
      sendIntakeEmail: false,
    });
    const response = await kit.transfer(admin, payouts, created.json().recipient.id, 100);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('recipient_not_payable');
  });

  it('needs sendBankPayment on the paying business; another tenant sees 404', async () => {
    const recipient = await kit.recipientWithAccount(admin, payouts);
    const finance = t.demo.users.finance!;
    expect((await kit.transfer(finance, payouts, recipient.id, 100)).statusCode).toBe(403);
    const caseManager = t.demo.users.caseManager!;
    expect((await kit.transfer(caseManager, payouts, recipient.id, 100)).statusCode).toBe(404);
    const otherProgram = (await money.newProgram(t.demo.organizationId, 'Payouts D')).id;
    const wrongBusiness = await kit.transfer(admin, otherProgram, recipient.id, 100);
    expect(wrongBusiness.statusCode).toBe(404);
  });
});

describe('maker-checker', () => {
  it('holds a transfer above the threshold until someone else approves it', async () => {
    const program = (await money.newProgram(t.demo.organizationId, 'Payouts E')).id;
    await money.achDeposit(program, 100_000);
    const settings = await kit.send(admin, 'POST', `/api/businesses/${program}/settings`, {
      transferApprovalThresholdCents: 10_000,
    });
    expect(settings.statusCode, settings.body).toBe(201);
    const recipient = await kit.recipientWithAccount(admin, program);
    const small = await kit.transfer(admin, program, recipient.id, 10_000);
    expect(small.json().transfer.approval).toBe('not_required');
    const large = (await kit.transfer(admin, program, recipient.id, 10_001)).json().transfer;
    expect(large.approval).toBe('pending');
    const queue = await kit.send(
      admin,
      'GET',
      `/api/bankTransfers/transfers?businessId=${program}&approval=pending`,
    );
    expect(queue.json().transfers.map((row: { id: string }) => row.id)).toEqual([large.id]);

    const own = await kit.send(admin, 'POST', `/api/bankTransfers/transfers/${large.id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('approver_is_maker');
    const checker = await money.newMember(t.demo.organizationId, 'admin', 'super');
    const approved = await kit.send(checker, 'POST', `/api/bankTransfers/transfers/${large.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().transfer).toMatchObject({ approval: 'approved', status: 'created' });
    const again = await kit.send(checker, 'POST', `/api/bankTransfers/transfers/${large.id}/approve`);
    expect(again.json().code).toBe('invalid_transfer_state');
  });

  it('a rejection fails the transfer and returns its amount in one entry', async () => {
    const program = (await money.newProgram(t.demo.organizationId, 'Payouts F')).id;
    await money.achDeposit(program, 50_000);
    await kit.send(admin, 'POST', `/api/businesses/${program}/settings`, {
      transferApprovalThresholdCents: 0,
    });
    const recipient = await kit.recipientWithAccount(admin, program);
    const pending = (await kit.transfer(admin, program, recipient.id, 20_000)).json().transfer;
    expect(await money.fundingCents(program)).toBe(30_000);
    const checker = await money.newMember(t.demo.organizationId, 'admin', 'super');
    const rejected = await kit.send(checker, 'POST', `/api/bankTransfers/transfers/${pending.id}/reject`, {
      reason: 'Duplicate',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().transfer).toMatchObject({
      status: 'failed',
      approval: 'rejected',
      failureCode: 'rejected',
    });
    expect(await money.fundingCents(program)).toBe(50_000);
    const [returns] = await t.database.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(journalEntries)
      .where(eq(journalEntries.kind, 'bank_transfer_return'));
    expect(returns!.total).toBeGreaterThanOrEqual(1);
  });
});

describe('hideBankPaymentsInformation', () => {
  it('masks the account for a role that holds it, not for admin', async () => {
    const recipient = await kit.recipientWithAccount(admin, payouts);
    const technical = await money.newMember(payouts, 'sifh_technical_program_manager', 'program');
    const masked = await kit.send(technical, 'GET', `/api/bankTransfers/recipients/${recipient.id}`);
    expect(masked.statusCode, masked.body).toBe(200);
    expect(masked.json().recipient.bankAccount).toMatchObject({
      masked: true,
      accountLast4: null,
      routingNumber: null,
    });
    const open = await kit.send(admin, 'GET', `/api/bankTransfers/recipients/${recipient.id}`);
    expect(open.json().recipient.bankAccount).toMatchObject({ masked: false, accountLast4: '6789' });
  });
});
