import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achFiles, outboxMessages, recipientActivities } from '../../src/db/schema/index.ts';
import { cutDueAchFiles } from '../../src/modules/ach/cut-ach-files.ts';
import { ingestReturnFiles } from '../../src/modules/ach/ingest-return-files.ts';
import { settleDueTransfers } from '../../src/modules/ach/settle-due-transfers.ts';
import { accountNumberOf } from '../../src/modules/bank-transfers/bank-accounts.ts';
import { createTestApp, TEST_MASTER_KEY, type TestApp } from '../support/test-app.ts';
import { AFTER_EVERY_WINDOW_MS, achKit, ROUTING_B } from './ach-kit.ts';

// What the bank sends back: returns reverse the transfer to the funding account and act on the
// recipient as issue 10's table says; NOCs correct the stored account; a file is applied once.
let t: TestApp;
let kit: ReturnType<typeof achKit>;
const program = () => t.demo.payoutsProgramId;
const org = () => t.demo.organizationId;
const LATER_MS = () => AFTER_EVERY_WINDOW_MS() + 7 * 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  kit = achKit(t);
  await kit.fund(program(), 2_000_000);
});
afterAll(() => t?.close());

/** A recipient paid `amountCents` in a file that went out; the transfer is processing. */
async function sentTransfer(amountCents: number, options: Parameters<typeof kit.addRecipient>[0] = {}) {
  const recipient = await kit.addRecipient(options);
  const sent = await kit.send(recipient.id, amountCents);
  await cutDueAchFiles(kit.db(), kit.context, AFTER_EVERY_WINDOW_MS());
  return { recipient, transfer: await kit.transfer(sent.id) };
}

const intakeEmailsTo = async (email: string) =>
  (await kit.db().select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.recipient, email)))[0]!
    .n;

describe(`returns (${process.env.TEST_ENGINE ?? 'pglite'})`, () => {
  it('a return before settlement puts the amount back from in flight; R01 leaves the recipient as it was', async () => {
    const fundingBefore = await kit.balanceOf(program(), 'funding');
    const { recipient, transfer } = await sentTransfer(5_000);
    expect(await kit.balanceOf(program(), 'funding')).toBe(fundingBefore - 5_000);
    const inFlight = await kit.balanceOf(org(), 'payouts_in_flight');
    await kit.bankReturns(transfer.id, 'R01');
    const [ingested] = await ingestReturnFiles(kit.db(), kit.context);
    expect(ingested).toMatchObject({ applied: true, returns: 1, skipped: 0 });
    expect(await kit.transfer(transfer.id)).toMatchObject({
      status: 'failed',
      failureCode: 'R01',
      failureReason: 'unexpected_error',
    });
    expect(await kit.balanceOf(program(), 'funding')).toBe(fundingBefore);
    expect(await kit.balanceOf(org(), 'payouts_in_flight')).toBe(inFlight - 5_000);
    const state = await kit.recipientState(recipient.id);
    expect(state.recipient).toMatchObject({ intakeStatus: 'bank_account_verified', hold: null });
    expect(state.account).toMatchObject({ verificationStatus: 'verified', disabledAt: null });
    expect(kit.bank.processed).toContain(ingested!.fileName);
    await kit.expectLedgerSound();
  });

  it('a late return after completion reverses from ACH settlement (R10)', async () => {
    const fundingBefore = await kit.balanceOf(program(), 'funding');
    const { transfer } = await sentTransfer(12_345);
    await settleDueTransfers(kit.db(), LATER_MS());
    expect((await kit.transfer(transfer.id)).status).toBe('completed');
    const settled = await kit.balanceOf(org(), 'ach_settlement');
    await kit.bankReturns(transfer.id, 'R10');
    await ingestReturnFiles(kit.db(), kit.context);
    expect(await kit.transfer(transfer.id)).toMatchObject({ status: 'failed', failureCode: 'R10' });
    expect(await kit.balanceOf(org(), 'ach_settlement')).toBe(settled - 12_345);
    expect(await kit.balanceOf(program(), 'funding')).toBe(fundingBefore);
    await kit.expectLedgerSound();
  });

  it.each([
    ['R02', 'account_closed'],
    ['R03', 'invalid_account_number'],
  ])(
    '%s disables the account, fails the intake with %s and emails a new intake link',
    async (code, reason) => {
      const { recipient, transfer } = await sentTransfer(900);
      const email = (await kit.recipientState(recipient.id)).recipient.email;
      const emailsBefore = await intakeEmailsTo(email);
      await kit.bankReturns(transfer.id, code);
      await ingestReturnFiles(kit.db(), kit.context);
      const state = await kit.recipientState(recipient.id);
      expect(state.account).toMatchObject({ verificationStatus: 'failed', failureReason: reason });
      expect(state.account.disabledAt).not.toBeNull();
      expect(state.recipient).toMatchObject({
        intakeStatus: 'verification_failed',
        intakeFailureReason: reason,
        hold: null,
      });
      expect(await intakeEmailsTo(email)).toBe(emailsBefore + 1);
    },
  );

  it.each([
    ['R14', 'deceased', 'owner_deceased'],
    ['R16', 'frozen', 'account_blocked'],
  ])('%s holds the recipient (%s) and fails the account', async (code, hold, reason) => {
    const { recipient, transfer } = await sentTransfer(700);
    await kit.bankReturns(transfer.id, code);
    await ingestReturnFiles(kit.db(), kit.context);
    const state = await kit.recipientState(recipient.id);
    expect(state.recipient).toMatchObject({
      hold,
      intakeStatus: 'verification_failed',
      intakeFailureReason: reason,
    });
    expect(state.account.verificationStatus).toBe('failed');
    // A held recipient cannot be paid again.
    const refused = await t.as(kit.admin, {
      method: 'POST',
      url: '/api/bankTransfers/transfers',
      headers: { 'idempotency-key': `after-${code}` },
      payload: { businessId: program(), recipientId: recipient.id, amountCents: 100, speed: 'ach' },
    });
    expect(refused.statusCode, refused.body).toBe(409);
  });

  it('reading the same return file again changes nothing', async () => {
    const { transfer } = await sentTransfer(4_000);
    const file = await kit.bankReturns(transfer.id, 'R03');
    await ingestReturnFiles(kit.db(), kit.context);
    const after = {
      transfer: await kit.transfer(transfer.id),
      funding: await kit.balanceOf(program(), 'funding'),
    };
    const files = (await kit.db().select({ n: count() }).from(achFiles))[0]!.n;
    kit.bank.incoming.push(file);
    const [again] = await ingestReturnFiles(kit.db(), kit.context);
    expect(again).toMatchObject({ applied: false, returns: 0 });
    expect(await kit.transfer(transfer.id)).toEqual(after.transfer);
    expect(await kit.balanceOf(program(), 'funding')).toBe(after.funding);
    expect((await kit.db().select({ n: count() }).from(achFiles))[0]!.n).toBe(files);
    expect(kit.bank.incoming).toEqual([]);
    await kit.expectLedgerSound();
  });

  it('sets an unreadable file aside and skips an entry naming a trace we never sent', async () => {
    kit.bank.incoming.push({ fileName: 'garbage.ach', content: 'not a nacha file' });
    const { transfer } = await sentTransfer(250);
    const file = await kit.bankReturns(transfer.id, 'R02');
    const stranger = {
      ...file,
      fileName: 'stranger.ach',
      content: file.content.replaceAll(transfer.traceNumber!, `${transfer.traceNumber!.slice(0, 8)}9999999`),
    };
    kit.bank.incoming.splice(kit.bank.incoming.indexOf(file), 1, stranger);
    const ingested = await ingestReturnFiles(kit.db(), kit.context);
    expect(kit.bank.rejected).toContain('garbage.ach');
    expect(ingested).toEqual([
      expect.objectContaining({ fileName: 'stranger.ach', applied: true, returns: 0, skipped: 1 }),
    ]);
    expect((await kit.transfer(transfer.id)).status).toBe('processing');
    expect(kit.logged.some((line) => line.includes('never sent'))).toBe(true);
  });
});

describe(`notifications of change (${process.env.TEST_ENGINE ?? 'pglite'})`, () => {
  it('C01 corrects the account number, and the next file carries it', async () => {
    const { recipient, transfer } = await sentTransfer(1_500, { accountNumber: '11112222' });
    await kit.bankCorrects(transfer.id, 'C01', { accountNumber: '33334444' });
    const [ingested] = await ingestReturnFiles(kit.db(), kit.context);
    expect(ingested).toMatchObject({ applied: true, corrections: 1 });
    const { account } = await kit.recipientState(recipient.id);
    expect(accountNumberOf(TEST_MASTER_KEY, account)).toBe('33334444');
    expect(account).toMatchObject({ accountLast4: '4444', verificationStatus: 'verified', disabledAt: null });
    expect((await kit.transfer(transfer.id)).status).toBe('processing');
    const [activity] = await kit
      .db()
      .select()
      .from(recipientActivities)
      .where(eq(recipientActivities.type, 'bank_account_corrected'));
    expect(activity!.details).toMatchObject({ code: 'C01', fields: ['accountNumber'] });
    expect(JSON.stringify(activity!.details)).not.toContain('33334444');
    const next = await kit.send(recipient.id, 10);
    const cut = await cutDueAchFiles(kit.db(), kit.context, AFTER_EVERY_WINDOW_MS());
    const [row] = await kit.db().select().from(achFiles).where(eq(achFiles.id, cut!.achFileId));
    expect(row!.content).toContain('33334444');
    expect((await kit.transfer(next.id)).status).toBe('processing');
  });

  it('C02 corrects the routing number and C05 the account type', async () => {
    const { recipient, transfer } = await sentTransfer(1_600);
    await kit.bankCorrects(transfer.id, 'C02', { routingNumber: ROUTING_B });
    await kit.bankCorrects(transfer.id, 'C05', { transactionCode: '32' });
    const ingested = await ingestReturnFiles(kit.db(), kit.context);
    expect(ingested.map((file) => file.corrections)).toEqual([1, 1]);
    const { account } = await kit.recipientState(recipient.id);
    expect(account).toMatchObject({ routingNumber: ROUTING_B, accountType: 'savings' });
  });
});
