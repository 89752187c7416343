import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achContextOf } from '../../src/modules/ach/ach-context.ts';
import { sendInstantPayments } from '../../src/modules/ach/send-instant-payments.ts';
import { accountNumberOf } from '../../src/modules/bank-transfers/bank-accounts.ts';
import { createTestApp, TEST_MASTER_KEY, type TestApp } from '../support/test-app.ts';
import { achKit, ROUTING_B } from './ach-kit.ts';

// The sandbox page's bank: cut now, settle, return with an R-code, NOC with a C-code, and answers to
// waiting instant payments, each through the same jobs production runs.
let t: TestApp;
let kit: ReturnType<typeof achKit>;
const program = () => t.demo.payoutsProgramId;
const sandboxPost = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/sandbox/bank${url}`, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  kit = achKit(t);
  await kit.fund(program(), 500_000);
});
afterAll(() => t?.close());

async function sentEntry(options: Parameters<typeof kit.addRecipient>[0] = {}) {
  const recipient = await kit.addRecipient(options);
  const transfer = await kit.send(recipient.id, 2_000, 'sameday_ach');
  const cut = await sandboxPost('/cutFiles');
  expect(cut.statusCode, cut.body).toBe(200);
  return { recipient, transfer };
}

describe('sandbox bank routes', () => {
  it('cuts files now and lists the entries with their file, trace and status, newest first', async () => {
    const { transfer } = await sentEntry();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/sandbox/bank/entries?businessId=${t.demo.organizationId}&limit=5`,
    });
    expect(list.statusCode, list.body).toBe(200);
    const [entry] = list.json().entries;
    expect(entry).toMatchObject({
      transferId: transfer.id,
      status: 'processing',
      speed: 'sameday_ach',
      traceNumber: expect.stringMatching(/^\d{15}$/),
      fileName: expect.stringMatching(/\.ach$/),
    });
    expect((await sandboxPost('/cutFiles')).json()).toEqual({ files: [] });
  });

  it('settles an entry now, once', async () => {
    const { transfer } = await sentEntry();
    const settled = await sandboxPost(`/entries/${transfer.id}/settle`);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().entry).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    expect((await sandboxPost(`/entries/${transfer.id}/settle`)).statusCode).toBe(409);
    await kit.expectLedgerSound();
  });

  it('returns an entry with an R-code through a return file, and refuses a code NACHA lacks', async () => {
    const { recipient, transfer } = await sentEntry();
    const unknown = await sandboxPost(`/entries/${transfer.id}/return`, { code: 'R99' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([expect.objectContaining({ field: 'code', code: 'invalid' })]);
    expect((await sandboxPost(`/entries/${transfer.id}/return`, { code: 'X1' })).statusCode).toBe(400);
    const returned = await sandboxPost(`/entries/${transfer.id}/return`, { code: 'r03' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().entry).toMatchObject({
      status: 'failed',
      failureCode: 'R03',
      failureReason: 'invalid_account_number',
    });
    expect((await kit.recipientState(recipient.id)).recipient.intakeStatus).toBe('verification_failed');
    expect((await sandboxPost(`/entries/${transfer.id}/return`, { code: 'R03' })).statusCode).toBe(409);
    await kit.expectLedgerSound();
  });

  it('answers 404 for an unknown transfer and 409 for one not sent yet', async () => {
    const missing = await sandboxPost('/entries/00000000-0000-4000-8000-000000000000/return', {
      code: 'R01',
    });
    expect(missing.statusCode).toBe(404);
    const recipient = await kit.addRecipient();
    const waiting = await kit.send(recipient.id, 100, 'instant');
    expect((await sandboxPost(`/entries/${waiting.id}/return`, { code: 'R01' })).statusCode).toBe(409);
    expect((await sandboxPost(`/entries/${waiting.id}/settle`)).statusCode).toBe(409);
  });

  it('sends NOCs that correct the stored account, and asks for the fields each code needs', async () => {
    const { recipient, transfer } = await sentEntry({ accountNumber: '55501234' });
    const missing = await sandboxPost(`/entries/${transfer.id}/notificationOfChange`, { code: 'C03' });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .details.map((detail: { field: string }) => detail.field)
        .sort(),
    ).toEqual(['accountNumber', 'routingNumber']);
    const c01 = await sandboxPost(`/entries/${transfer.id}/notificationOfChange`, {
      code: 'C01',
      accountNumber: '55509876',
    });
    expect(c01.statusCode, c01.body).toBe(200);
    expect(c01.json().entry).toMatchObject({ status: 'processing', accountLast4: '9876' });
    await sandboxPost(`/entries/${transfer.id}/notificationOfChange`, {
      code: 'C02',
      routingNumber: ROUTING_B,
    });
    await sandboxPost(`/entries/${transfer.id}/notificationOfChange`, {
      code: 'C05',
      accountType: 'savings',
    });
    const { account } = await kit.recipientState(recipient.id);
    expect(accountNumberOf(TEST_MASTER_KEY, account)).toBe('55509876');
    expect(account).toMatchObject({ routingNumber: ROUTING_B, accountType: 'savings' });
  });

  it('leaves a payment to an account ending 8888 pending until the page accepts or rejects it', async () => {
    const sandboxContext = achContextOf(
      t.config,
      { masterKey: TEST_MASTER_KEY, outbox: kit.context.outbox },
      kit.context.log,
    );
    const first = await kit.addRecipient({ accountNumber: '12348888' });
    const second = await kit.addRecipient({ accountNumber: '56788888' });
    const a = await kit.send(first.id, 300, 'instant');
    const b = await kit.send(second.id, 400, 'instant');
    expect(await sendInstantPayments(kit.db(), sandboxContext, Date.now())).toMatchObject({ pending: 2 });
    const noCode = await sandboxPost(`/entries/${a.id}/instantAnswer`, { answer: 'reject' });
    expect(noCode.statusCode).toBe(400);
    const rejected = await sandboxPost(`/entries/${a.id}/instantAnswer`, { answer: 'reject', code: 'AC04' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().entry).toMatchObject({
      status: 'failed',
      failureCode: 'AC04',
      failureReason: 'account_closed',
    });
    const accepted = await sandboxPost(`/entries/${b.id}/instantAnswer`, { answer: 'accept' });
    expect(accepted.json().entry).toMatchObject({ status: 'completed' });
    expect((await sandboxPost(`/entries/${b.id}/instantAnswer`, { answer: 'accept' })).statusCode).toBe(409);
    const { transfer: ach } = await sentEntry();
    expect((await sandboxPost(`/entries/${ach.id}/instantAnswer`, { answer: 'accept' })).statusCode).toBe(
      409,
    );
    await kit.expectLedgerSound();
  });
});

describe('sandbox bank routes without SANDBOX=1', () => {
  it('do not exist', async () => {
    const off = await createTestApp({ SANDBOX: '0' });
    try {
      const response = await off.app.inject({ method: 'POST', url: '/api/sandbox/bank/cutFiles' });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
