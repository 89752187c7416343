import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxInstantRail } from '../../src/adapters/instant-payments/sandbox-instant-rail.ts';
import {
  INSTANT_PENDING_RECHECK_MS,
  sendInstantPayments,
} from '../../src/modules/ach/send-instant-payments.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { achKit } from './ach-kit.ts';

// Instant transfers: accepted completes at once, rejected fails back to the funding account with the
// recipient action of its ISO 20022 reason, pending waits; the rail's silence sends it again later.
let t: TestApp;
let kit: ReturnType<typeof achKit>;
const program = () => t.demo.payoutsProgramId;
const org = () => t.demo.organizationId;

beforeAll(async () => {
  t = await createTestApp();
  kit = achKit(t);
  await kit.fund(program(), 1_000_000);
});
afterAll(() => t?.close());

describe(`instant payments (${process.env.TEST_ENGINE ?? 'pglite'})`, () => {
  it('accepted: the transfer completes and the money reaches ACH settlement', async () => {
    const recipient = await kit.addRecipient({ accountNumber: '24681357' });
    const sent = await kit.send(recipient.id, 3_300, 'instant');
    const settled = await kit.balanceOf(org(), 'ach_settlement');
    kit.rail.answer = () => ({ status: 'accepted' });
    expect(await sendInstantPayments(kit.db(), kit.context, Date.now())).toMatchObject({ accepted: 1 });
    expect(await kit.transfer(sent.id)).toMatchObject({
      status: 'completed',
      traceNumber: null,
      achFileId: null,
    });
    expect(await kit.balanceOf(org(), 'ach_settlement')).toBe(settled + 3_300);
    const payment = kit.rail.sent.at(-1)!;
    expect(payment).toMatchObject({
      transferId: sent.id,
      amountCents: 3_300,
      creditor: { accountNumber: '24681357', accountType: 'checking' },
      debtor: { routingNumber: t.config.ach.odfiRouting },
    });
    await kit.expectLedgerSound();
  });

  it('rejected AC04: the transfer fails, the money returns, the closed account is disabled', async () => {
    const recipient = await kit.addRecipient();
    const fundingBefore = await kit.balanceOf(program(), 'funding');
    const sent = await kit.send(recipient.id, 800, 'instant');
    kit.rail.answer = () => ({ status: 'rejected', code: 'AC04' });
    expect(await sendInstantPayments(kit.db(), kit.context, Date.now())).toMatchObject({ rejected: 1 });
    expect(await kit.transfer(sent.id)).toMatchObject({
      status: 'failed',
      failureCode: 'AC04',
      failureReason: 'account_closed',
    });
    expect(await kit.balanceOf(program(), 'funding')).toBe(fundingBefore);
    const state = await kit.recipientState(recipient.id);
    expect(state.account.disabledAt).not.toBeNull();
    expect(state.recipient.intakeStatus).toBe('verification_failed');
    await kit.expectLedgerSound();
  });

  it('rejected MD07 holds the recipient as deceased', async () => {
    const recipient = await kit.addRecipient();
    await kit.send(recipient.id, 100, 'instant');
    kit.rail.answer = () => ({ status: 'rejected', code: 'MD07' });
    await sendInstantPayments(kit.db(), kit.context, Date.now());
    expect((await kit.recipientState(recipient.id)).recipient.hold).toBe('deceased');
  });

  it('pending: stays processing, is asked again only after the recheck delay, then completes', async () => {
    const recipient = await kit.addRecipient();
    const sent = await kit.send(recipient.id, 450, 'instant');
    kit.rail.answer = () => ({ status: 'pending' });
    const asked = kit.rail.sent.length;
    expect(await sendInstantPayments(kit.db(), kit.context, Date.now())).toMatchObject({ pending: 1 });
    expect((await kit.transfer(sent.id)).status).toBe('processing');
    expect(await sendInstantPayments(kit.db(), kit.context, Date.now())).toMatchObject({ pending: 0 });
    expect(kit.rail.sent.length).toBe(asked + 1);
    kit.rail.answer = () => ({ status: 'accepted' });
    const later = Date.now() + INSTANT_PENDING_RECHECK_MS + 1_000;
    expect(await sendInstantPayments(kit.db(), kit.context, later)).toMatchObject({ accepted: 1 });
    expect((await kit.transfer(sent.id)).status).toBe('completed');
  });

  it('no answer from the rail: nothing is recorded and the payment goes again next run', async () => {
    const recipient = await kit.addRecipient();
    const sent = await kit.send(recipient.id, 222, 'instant');
    kit.rail.answer = () => Promise.reject(new Error('connect ECONNREFUSED'));
    expect(await sendInstantPayments(kit.db(), kit.context, Date.now())).toMatchObject({ unanswered: 1 });
    expect((await kit.transfer(sent.id)).status).toBe('created');
    kit.rail.answer = () => ({ status: 'accepted' });
    await sendInstantPayments(kit.db(), kit.context, Date.now());
    expect((await kit.transfer(sent.id)).status).toBe('completed');
    await kit.expectLedgerSound();
  });

  it('the sandbox rail answers by the account number’s last digits', async () => {
    const rail = new SandboxInstantRail();
    const payment = (accountNumber: string) => ({
      transferId: '00000000-0000-4000-8000-000000000000',
      amountCents: 1,
      debtor: { name: 'Org', routingNumber: '011000015' },
      creditor: {
        name: 'Ana Diaz',
        routingNumber: '011000015',
        accountNumber,
        accountType: 'checking' as const,
      },
      remittanceInformation: null,
    });
    expect(await rail.send(payment('123456789'))).toEqual({ status: 'accepted' });
    expect(await rail.send(payment('1230404'))).toEqual({ status: 'rejected', code: 'AC04' });
    expect(await rail.send(payment('998888'))).toEqual({ status: 'pending' });
  });
});
