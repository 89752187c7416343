import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestLinkTokenFor, outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { bankKit } from './support.ts';

// The bank-link way in (issue 11): a link token, the sandbox look-alike's sign-in, the account.
let t: TestApp;
let kit: ReturnType<typeof bankKit>;
let payouts: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  kit = bankKit(t);
  payouts = t.demo.payoutsProgramId;
  admin = t.demo.users.admin!;
});
afterAll(() => t?.close());

let counter = 0;
async function recipientSession() {
  counter += 1;
  const email = `linking-${counter}-${Date.now()}@example.net`;
  const created = await kit.send(admin, 'POST', '/api/bankTransfers/recipient', {
    businessId: payouts,
    type: 'person',
    name: 'Marta Nowak',
    email,
  });
  const id = created.json().recipient.id as string;
  const body = { businessId: payouts, email, token: await latestLinkTokenFor(t.app, email), language: 'pl' };
  const remoteAddress = `203.0.113.${counter}`;
  await t.app.inject({
    method: 'POST',
    url: '/api/bankTransfers/recipientIntake/code',
    payload: body,
    remoteAddress,
  });
  const code = (await outboxFor(t.app, email))[0]!.body.match(/\b(\d{6})\b/)![1];
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/bankTransfers/recipientIntake/session',
    payload: { ...body, code },
    remoteAddress,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return { id, email, session: opened.json().sessionToken as string };
}

const asRecipient = (session: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { 'x-recipient-session': session }, ...(payload ? { payload } : {}) });

async function link(recipient: { id: string; session: string }, institutionId: string, subtype: string) {
  const token = await asRecipient(
    recipient.session,
    'POST',
    `/api/bankTransfers/recipients/${recipient.id}/plaidLinkToken?language=pl`,
  );
  expect(token.statusCode, token.body).toBe(200);
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/bankLink/publicToken',
    payload: {
      linkToken: token.json().linkToken,
      institutionId,
      username: 'user_good',
      password: 'pass_good',
    },
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const account = signedIn.json().accounts.find((entry: { subtype: string }) => entry.subtype === subtype);
  return asRecipient(
    recipient.session,
    'POST',
    `/api/bankTransfers/recipients/${recipient.id}/plaidBankAccount`,
    {
      publicToken: signedIn.json().publicToken,
      accountId: account.id,
      nameOnAccount: 'Marta Nowak',
      institutionName: signedIn.json().institution.name,
    },
  );
}

describe('linking a bank', () => {
  it('verifies at once at an instant institution, and the recipient can be paid', async () => {
    const recipient = await recipientSession();
    const linked = await link(recipient, 'ins_109508', 'checking');
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json()).toMatchObject({
      intakeStatus: 'bank_account_verified',
      bankAccount: { source: 'bank_link', verificationStatus: 'verified', bankName: 'First Platypus Bank' },
    });
    expect(JSON.stringify(linked.json())).not.toContain('1111222233330000');
    expect((await kit.transfer(admin, payouts, recipient.id, 100)).statusCode).toBe(201);
    const again = await asRecipient(
      recipient.session,
      'POST',
      `/api/bankTransfers/recipients/${recipient.id}/plaidLinkToken`,
    );
    expect(again.json().code).toBe('recipientHasExternalBankAccount');
  });

  it('waits for micro-deposits at an institution that needs them', async () => {
    const recipient = await recipientSession();
    const linked = await link(recipient, 'ins_109511', 'checking');
    expect(linked.json()).toMatchObject({
      intakeStatus: 'pending_verification',
      microDeposits: { attemptsLeft: 3 },
    });
  });

  it('fails at a failing institution, then a retry and another bank succeed', async () => {
    const recipient = await recipientSession();
    const failed = await link(recipient, 'ins_109512', 'checking');
    expect(failed.json()).toMatchObject({ intakeStatus: 'verification_failed', canRetry: true });
    expect(failed.json().failureReason).not.toBeNull();
    const retried = await asRecipient(
      recipient.session,
      'POST',
      `/api/bankTransfers/recipients/${recipient.id}/retryIntake`,
    );
    expect(retried.json().intakeStatus).toBe('awaiting_recipient');
    const linked = await link(recipient, 'ins_109508', 'savings');
    expect(linked.json().intakeStatus).toBe('bank_account_verified');
  });

  it('refuses a forged public token with bank_link_failed, changing nothing', async () => {
    const recipient = await recipientSession();
    const forged = await asRecipient(
      recipient.session,
      'POST',
      `/api/bankTransfers/recipients/${recipient.id}/plaidBankAccount`,
      {
        publicToken: 'public-sandbox-ins_109508-00000000-0000-4000-8000-000000000000',
        accountId: 'nope',
        nameOnAccount: 'Marta Nowak',
      },
    );
    expect(forged.statusCode).toBe(400);
    const status = await asRecipient(
      recipient.session,
      'GET',
      `/api/bankTransfers/recipients/${recipient.id}/intakeStatus`,
    );
    expect(status.json()).toMatchObject({ intakeStatus: 'awaiting_recipient', bankAccount: null });
  });

  it("another organisation's admin cannot link for this recipient", async () => {
    const recipient = await recipientSession();
    const caseManager = t.demo.users.caseManager!;
    const refused = await kit.send(
      caseManager,
      'POST',
      `/api/bankTransfers/recipients/${recipient.id}/plaidBankAccount`,
      {
        publicToken: 'x',
        accountId: 'y',
        nameOnAccount: 'Marta Nowak',
      },
    );
    expect(refused.statusCode).toBe(404);
  });
});
