import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipientBankAccounts } from '../../src/db/schema/index.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { bankDetails, bankKit } from './support.ts';

let t: TestApp;
let kit: ReturnType<typeof bankKit>;
let payouts: string;
let admin: string;
let approver: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = bankKit(t);
  payouts = t.demo.payoutsProgramId;
  admin = t.demo.users.admin!;
  approver = t.demo.users.approver!;
});
afterAll(() => t?.close());

describe('POST /bankTransfers/recipient', () => {
  it('adds a recipient awaiting their details and emails them a link', async () => {
    const response = await kit.send(admin, 'POST', '/api/bankTransfers/recipient', {
      businessId: payouts,
      type: 'person',
      name: 'José Álvarez',
      email: 'jose.alvarez@example.net',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { recipient } = response.json();
    expect(recipient).toMatchObject({ intakeStatus: 'awaiting_recipient', bankAccount: null, hold: null });
    const [email] = await outboxFor(t.app, 'jose.alvarez@example.net');
    expect(email?.body).toMatch(new RegExp(`/setup-payment/${payouts}/recipient\\?token=`));
    const activities = await kit.send(
      admin,
      'GET',
      `/api/bankTransfers/recipients/${recipient.id}/activities`,
    );
    expect(activities.json().activities.map((a: { type: string }) => a.type)).toEqual([
      'recipient_intake_email_sent',
      'recipient_created',
    ]);
  });

  it.each([
    [{ name: 'Ana2' }, 'name', 'Name contains invalid characters.'],
    [{ email: 'nope' }, 'email', 'Invalid Email.'],
    [{ type: 'robot' }, 'type', 'Type must be person or business'],
  ])('refuses %j with the spec message', async (override, field, message) => {
    const response = await kit.send(admin, 'POST', '/api/bankTransfers/recipient', {
      businessId: payouts,
      type: 'person',
      name: 'Ana Smith',
      email: 'ana@example.net',
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field, message }));
  });

  it('is refused without createRecipient (the payment approver) and for another tenant', async () => {
    const body = { businessId: payouts, type: 'person', name: 'Ana Smith', email: 'ana@example.net' };
    expect((await kit.send(approver, 'POST', '/api/bankTransfers/recipient', body)).statusCode).toBe(403);
    const stranger = t.demo.users.caseManager!;
    expect((await kit.send(stranger, 'POST', '/api/bankTransfers/recipient', body)).statusCode).toBe(404);
  });
});

describe('POST /bankTransfers/recipientWithBankAccount', () => {
  it('stores the account sealed and answers its last 4 only', async () => {
    const recipient = await kit.recipientWithAccount(approver, payouts);
    expect(recipient.intakeStatus).toBe('bank_account_verified');
    expect(recipient.bankAccount).toMatchObject({ accountLast4: '6789', verificationStatus: 'verified' });
    expect(JSON.stringify(recipient)).not.toContain('000123456789');
    const [row] = await t.database.db
      .select()
      .from(recipientBankAccounts)
      .where(eq(recipientBankAccounts.recipientId, recipient.id));
    expect(row!.accountNumberEncrypted).not.toContain('123456789');
  });

  it.each([
    [
      { routingNumber: '123456789' },
      'bankAccount.routingNumber',
      'Routing number is not valid. Check the 9 digits.',
    ],
    [
      { routingNumber: '02100002' },
      'bankAccount.routingNumber',
      'Routing number must have exactly 9 characters',
    ],
    [{ accountNumber: '12-34' }, 'bankAccount.accountNumber', 'Account number is not in the correct format'],
    [
      { accountNumber: '1'.repeat(18) },
      'bankAccount.accountNumber',
      'Account number must have at most 17 characters',
    ],
    [
      { nameOnAccount: 'Amina' },
      'bankAccount.nameOnAccount',
      'Name on account must include at least two words.',
    ],
    [{ accountType: 'brokerage' }, 'bankAccount.accountType', 'Account type is invalid'],
  ])('refuses bank details %j', async (override, field, message) => {
    const response = await kit.send(approver, 'POST', '/api/bankTransfers/recipientWithBankAccount', {
      businessId: payouts,
      type: 'person',
      name: 'Amina Yusuf',
      email: 'amina@example.net',
      bankAccount: { ...bankDetails(), ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field, message }));
  });
});

describe('reading and changing a recipient', () => {
  it('lists with search, filters and cursor pages', async () => {
    const a = await kit.recipientWithAccount(admin, payouts, { name: 'Pagina Uno', type: 'business' });
    const b = await kit.recipientWithAccount(admin, payouts, { name: 'Pagina Dos', type: 'business' });
    const first = await kit.send(
      admin,
      'GET',
      `/api/bankTransfers/recipients?businessId=${payouts}&search=pagina&limit=1`,
    );
    expect(first.json().recipients.map((r: { id: string }) => r.id)).toEqual([b.id]);
    const cursor = first.json().page.nextCursor;
    const second = await kit.send(
      admin,
      'GET',
      `/api/bankTransfers/recipients?businessId=${payouts}&search=pagina&limit=1&cursor=${cursor}`,
    );
    expect(second.json().recipients.map((r: { id: string }) => r.id)).toEqual([a.id]);
    const byType = await kit.send(
      admin,
      'GET',
      `/api/bankTransfers/recipients?businessId=${payouts}&type=business`,
    );
    expect(byType.json().recipients.every((r: { type: string }) => r.type === 'business')).toBe(true);
    const organization = await kit.send(
      admin,
      'GET',
      `/api/bankTransfers/recipients?businessId=${t.demo.organizationId}&search=pagina`,
    );
    expect(organization.json().recipients).toHaveLength(2);
  });

  it('needs viewIndividualRecipient to open one; updateRecipient to change it', async () => {
    const recipient = await kit.recipientWithAccount(admin, payouts);
    expect(
      (await kit.send(approver, 'GET', `/api/bankTransfers/recipients/${recipient.id}`)).statusCode,
    ).toBe(403);
    expect((await kit.send(admin, 'GET', `/api/bankTransfers/recipients/${recipient.id}`)).statusCode).toBe(
      200,
    );
    const patch = await kit.send(admin, 'PATCH', `/api/bankTransfers/recipients/${recipient.id}`, {
      name: 'Amina Y. Yusuf',
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().recipient.name).toBe('Amina Y. Yusuf');
    const denied = await kit.send(approver, 'PATCH', `/api/bankTransfers/recipients/${recipient.id}`, {
      name: 'X Y',
    });
    expect(denied.statusCode).toBe(403);
    const empty = await kit.send(admin, 'PATCH', `/api/bankTransfers/recipients/${recipient.id}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it('replacing the bank account disables the old one and records both', async () => {
    const recipient = await kit.recipientWithAccount(admin, payouts);
    const response = await kit.send(
      admin,
      'POST',
      `/api/bankTransfers/recipients/${recipient.id}/bankAccount`,
      bankDetails('9876543210'),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().recipient.bankAccount.accountLast4).toBe('3210');
    const rows = await t.database.db
      .select()
      .from(recipientBankAccounts)
      .where(eq(recipientBankAccounts.recipientId, recipient.id));
    expect(rows.filter((row) => row.disabledAt === null)).toHaveLength(1);
    expect(rows).toHaveLength(2);
  });

  it('retryIntake resends the link while awaiting, and refuses a verified recipient', async () => {
    const created = await kit.send(admin, 'POST', '/api/bankTransfers/recipient', {
      businessId: payouts,
      type: 'person',
      name: 'Retry Person',
      email: 'retry.person@example.net',
    });
    const id = created.json().recipient.id;
    const retry = await kit.send(admin, 'POST', `/api/bankTransfers/recipients/${id}/retryIntake`);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ intakeStatus: 'awaiting_recipient', canRetry: true });
    expect(await outboxFor(t.app, 'retry.person@example.net')).toHaveLength(2);
    const verified = await kit.recipientWithAccount(admin, payouts);
    const refused = await kit.send(admin, 'POST', `/api/bankTransfers/recipients/${verified.id}/retryIntake`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('retryVerificationFailed');
    const status = await kit.send(admin, 'GET', `/api/bankTransfers/recipients/${verified.id}/intakeStatus`);
    expect(status.json()).toMatchObject({ intakeStatus: 'bank_account_verified', canRetry: false });
    expect(status.json().history.map((h: { intakeStatus: string }) => h.intakeStatus)).toEqual([
      'awaiting_recipient',
      'bank_account_verified',
    ]);
  });
});
