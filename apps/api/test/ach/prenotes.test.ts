import { randomUUID } from 'node:crypto';
import { readAchFile } from '@causeway/nacha';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCorrectionFile, sandboxReturnFile } from '../../src/adapters/ach/sandbox-ach-files.ts';
import {
  achFiles,
  outboxMessages,
  recipientActivities,
  recipientPrenotes,
  recipients,
} from '../../src/db/schema/index.ts';
import { bankAccountFailedEmail, bankAccountVerifiedEmail } from '../../src/messages/templates/intake.ts';
import { cutDueAchFiles } from '../../src/modules/ach/cut-ach-files.ts';
import { ingestReturnFiles } from '../../src/modules/ach/ingest-return-files.ts';
import { lastQuietEffectiveDate, verifyQuietPrenotes } from '../../src/modules/ach/prenote-outcomes.ts';
import { accountNumberOf } from '../../src/modules/bank-transfers/bank-accounts.ts';
import { addBankAccountByRecipient } from '../../src/modules/bank-transfers/recipient-bank-entry.ts';
import { createTestApp, TEST_MASTER_KEY, type TestApp } from '../support/test-app.ts';
import { AFTER_EVERY_WINDOW_MS, achKit, ROUTING_A } from './ach-kit.ts';

// Outside the sandbox a typed account is verified by a prenote (issue 11): a zero-dollar entry in
// the next NACHA file; quiet for three business days verifies it, a return fails it with the return
// code's reason, a NOC corrects it; each outcome is emailed to the recipient in their language.
let t: TestApp;
let kit: ReturnType<typeof achKit>;
const DAY_MS = 86_400_000;
const program = () => t.demo.payoutsProgramId;

beforeAll(async () => {
  t = await createTestApp();
  kit = achKit(t);
});
afterAll(() => t?.close());

/** A recipient who typed their account on the real rails (sandbox off), in `language`. */
async function typedAccount(
  language: 'en' | 'es' | 'pl' = 'en',
  accountType: 'checking' | 'savings' = 'checking',
) {
  const email = `prenote-${randomUUID().slice(0, 8)}@example.net`;
  const created = await t.as(kit.admin, {
    method: 'POST',
    url: '/api/bankTransfers/recipient',
    payload: { businessId: program(), type: 'person', name: 'Lena Petrenko', email },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().recipient.id as string;
  await kit.db().update(recipients).set({ language }).where(eq(recipients.id, id));
  const [recipient] = await kit.db().select().from(recipients).where(eq(recipients.id, id));
  const account = await kit.db().transaction((tx) =>
    addBankAccountByRecipient(
      tx,
      {
        outbox: kit.context.outbox,
        publicUrl: t.config.publicUrl,
        masterKey: TEST_MASTER_KEY,
        sandbox: false,
      },
      recipient!,
      {
        nameOnAccount: 'Lena Petrenko',
        accountType,
        accountNumber: `55${Date.now() % 1_000_000_000}`,
        routingNumber: ROUTING_A,
      },
    ),
  );
  return { id, email, account };
}

const prenoteOf = async (bankAccountId: string) =>
  (
    await kit.db().select().from(recipientPrenotes).where(eq(recipientPrenotes.bankAccountId, bankAccountId))
  )[0]!;

const subjectsTo = async (email: string) =>
  (
    await kit
      .db()
      .select({ subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email))
      .orderBy(desc(outboxMessages.createdAt))
  ).map((row) => row.subject);

/** The prenote's entry as the recipient's bank received it, for a sandbox return or NOC. */
async function receivedPrenote(bankAccountId: string) {
  const prenote = await prenoteOf(bankAccountId);
  const [file] = await kit.db().select().from(achFiles).where(eq(achFiles.id, prenote.achFileId!));
  for (const batch of readAchFile(file!.content).batches) {
    const entry = batch.entries.find((candidate) => candidate.traceNumber === prenote.traceNumber);
    if (!entry) continue;
    return {
      entry,
      received: {
        traceNumber: entry.traceNumber,
        routingNumber: entry.routingNumber,
        accountNumber: entry.accountNumber,
        accountType: entry.transactionCode === '33' ? ('savings' as const) : ('checking' as const),
        amountCents: entry.amountCents,
        individualId: entry.individualId,
        individualName: entry.individualName,
        secCode: batch.header.secCode === 'CCD' ? ('CCD' as const) : ('PPD' as const),
        companyName: batch.header.companyName,
      },
    };
  }
  throw new Error('the prenote is missing from its file');
}

const address = () => ({
  odfiRouting: kit.context.originator.odfiRouting,
  companyId: kit.context.originator.companyId,
  destinationName: kit.context.originator.destinationName,
});

describe(`prenotes (${process.env.TEST_ENGINE ?? 'pglite'})`, () => {
  it('waits at least three business days after the effective date', () => {
    // [today, the latest effective date verified today]: Mon + Tue, Wed, Thu.
    expect(lastQuietEffectiveDate('2026-12-03')).toBe('2026-11-30');
    // Thanksgiving (Thu 26th) is no business day: Tue 24th + Wed, Fri, Mon.
    expect(lastQuietEffectiveDate('2026-11-30')).toBe('2026-11-24');
    // Christmas (Fri 25th): Tue 22nd + Wed, Thu, Mon.
    expect(lastQuietEffectiveDate('2026-12-28')).toBe('2026-12-22');
  });

  it('goes out in the next file as a zero-dollar entry, and no micro-deposits are recorded', async () => {
    const { id, account } = await typedAccount('en', 'savings');
    expect((await prenoteOf(account.id)).status).toBe('waiting');
    const cut = await cutDueAchFiles(kit.db(), kit.context, AFTER_EVERY_WINDOW_MS());
    expect(cut).not.toBeNull();
    const prenote = await prenoteOf(account.id);
    expect(prenote).toMatchObject({ status: 'sent', achFileId: cut!.achFileId });
    const { entry } = await receivedPrenote(account.id);
    expect([entry.transactionCode, entry.amountCents]).toEqual(['33', 0]);
    expect(entry.accountNumber).toBe(accountNumberOf(TEST_MASTER_KEY, account));
    const status = await t.as(kit.admin, {
      method: 'GET',
      url: `/api/bankTransfers/recipients/${id}/intakeStatus`,
    });
    expect(status.json()).toMatchObject({ intakeStatus: 'pending_verification', microDeposits: null });
    // Cutting again sends nothing twice.
    expect(await cutDueAchFiles(kit.db(), kit.context, AFTER_EVERY_WINDOW_MS())).toBeNull();
  });

  it('verifies the account when no return came, once, and emails the recipient in Spanish', async () => {
    const { id, email, account } = await typedAccount('es');
    await cutDueAchFiles(kit.db(), kit.context, AFTER_EVERY_WINDOW_MS());
    const { effectiveDate } = await prenoteOf(account.id);
    const effectiveMs = Date.parse(`${effectiveDate}T17:00:00Z`);
    expect(await verifyQuietPrenotes(kit.db(), kit.context.outbox, effectiveMs + DAY_MS)).toBe(0);
    expect((await kit.recipientState(id)).account.verificationStatus).toBe('pending');
    expect(await verifyQuietPrenotes(kit.db(), kit.context.outbox, effectiveMs + 8 * DAY_MS)).toBeGreaterThan(
      0,
    );
    const state = await kit.recipientState(id);
    expect(state.account.verificationStatus).toBe('verified');
    expect(state.recipient.intakeStatus).toBe('bank_account_verified');
    expect((await prenoteOf(account.id)).status).toBe('verified');
    expect(await subjectsTo(email)).toContain(
      bankAccountVerifiedEmail.render('es', { payerName: 'any', last4: '0000' }).subject,
    );
    expect(await verifyQuietPrenotes(kit.db(), kit.context.outbox, effectiveMs + 9 * DAY_MS)).toBe(0);
    const activities = await kit
      .db()
      .select({ type: recipientActivities.type, details: recipientActivities.details })
      .from(recipientActivities)
      .where(eq(recipientActivities.recipientId, id));
    expect(activities).toContainEqual(
      expect.objectContaining({
        type: 'bank_account_verified',
        details: expect.objectContaining({ by: 'prenote' }),
      }),
    );
  });

  it('a return fails the verification with the return code reason and emails the recipient in Polish', async () => {
    const { id, email, account } = await typedAccount('pl');
    await cutDueAchFiles(kit.db(), kit.context, AFTER_EVERY_WINDOW_MS());
    const { received } = await receivedPrenote(account.id);
    kit.bank.incoming.push(sandboxReturnFile(received, 'R03', address(), Date.now()));
    const [ingested] = await ingestReturnFiles(kit.db(), kit.context);
    expect(ingested).toMatchObject({ applied: true, returns: 1, skipped: 0 });
    const state = await kit.recipientState(id);
    expect(state.account).toMatchObject({
      verificationStatus: 'failed',
      failureReason: 'invalid_account_number',
    });
    expect(state.recipient).toMatchObject({
      intakeStatus: 'verification_failed',
      intakeFailureReason: 'invalid_account_number',
    });
    expect(await prenoteOf(account.id)).toMatchObject({ status: 'returned', returnCode: 'R03' });
    expect(await subjectsTo(email)).toContain(
      bankAccountFailedEmail.render('pl', { payerName: 'any' }).subject,
    );
    // A quiet-prenote run later does not verify it after all.
    await verifyQuietPrenotes(kit.db(), kit.context.outbox, Date.now() + 20 * DAY_MS);
    expect((await kit.recipientState(id)).account.verificationStatus).toBe('failed');
  });

  it('a NOC on a prenote corrects the account before any money goes to it', async () => {
    const { id, account } = await typedAccount('en');
    await cutDueAchFiles(kit.db(), kit.context, AFTER_EVERY_WINDOW_MS());
    const { received } = await receivedPrenote(account.id);
    kit.bank.incoming.push(
      sandboxCorrectionFile(received, 'C01', { accountNumber: '987654321' }, address(), Date.now()),
    );
    const [ingested] = await ingestReturnFiles(kit.db(), kit.context);
    expect(ingested).toMatchObject({ applied: true, corrections: 1, skipped: 0 });
    const state = await kit.recipientState(id);
    expect(accountNumberOf(TEST_MASTER_KEY, state.account)).toBe('987654321');
    expect(state.account.verificationStatus).toBe('pending');
  });
});
