import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recipientEmailCodes } from '../../src/db/schema/index.ts';
import { latestLinkTokenFor, outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { bankDetails, bankKit } from './support.ts';

// The recipient's side (issue 11): the emailed link, the code, the session scoped to one
// recipient, manual entry with micro-deposits, retry.
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
async function invitedRecipient() {
  counter += 1;
  const email = `intake-${counter}-${Date.now()}@example.net`;
  const response = await kit.send(admin, 'POST', '/api/bankTransfers/recipient', {
    businessId: payouts,
    type: 'person',
    name: 'Lucía Fernández',
    email,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().recipient.id as string, email, token: await latestLinkTokenFor(t.app, email) };
}

// Each test comes from its own address: the per-address code limit is a test of its own.
let address = 0;
let testAddress = '198.51.100.0';
beforeEach(() => {
  address += 1;
  testAddress = `198.51.100.${address}`;
});
const publicPost = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: testAddress });

async function codeFor(email: string) {
  const [latest] = await outboxFor(t.app, email);
  const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code emailed to ${email}`);
  return code;
}

async function session(recipient: { email: string; token: string }, language = 'es') {
  const body = { businessId: payouts, email: recipient.email, token: recipient.token, language };
  const sent = await publicPost('/api/bankTransfers/recipientIntake/code', body);
  expect(sent.statusCode, sent.body).toBe(202);
  const opened = await publicPost('/api/bankTransfers/recipientIntake/session', {
    ...body,
    code: await codeFor(recipient.email),
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json().sessionToken as string;
}

const asRecipient = (sessionToken: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-recipient-session': sessionToken },
    ...(payload ? { payload } : {}),
  });

describe('the email code', () => {
  it('goes to the registered email in the chosen language, and opens a session once', async () => {
    const recipient = await invitedRecipient();
    const body = {
      businessId: payouts,
      email: recipient.email.toUpperCase(),
      token: recipient.token,
      language: 'pl',
    };
    expect((await publicPost('/api/bankTransfers/recipientIntake/code', body)).statusCode).toBe(202);
    const [email] = await outboxFor(t.app, recipient.email);
    expect(email?.subject).toBe('Twój kod weryfikacyjny');
    const code = await codeFor(recipient.email);
    const opened = await publicPost('/api/bankTransfers/recipientIntake/session', { ...body, code });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().recipient).toMatchObject({
      id: recipient.id,
      name: 'Lucía Fernández',
      businessName: 'Family Payouts',
    });
    const replay = await publicPost('/api/bankTransfers/recipientIntake/session', { ...body, code });
    expect(replay.json().code).toBe('otpExpired');
  });

  it('refuses an email the program does not know, with the spec message', async () => {
    const response = await publicPost('/api/bankTransfers/recipientIntake/code', {
      businessId: payouts,
      email: 'stranger@example.net',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'recipientEmailNotRegistered',
      message: 'This email is not registered for the program.',
    });
  });

  it("refuses another recipient's email with this recipient's link, and a link that was replaced", async () => {
    const first = await invitedRecipient();
    const second = await invitedRecipient();
    const crossed = await publicPost('/api/bankTransfers/recipientIntake/code', {
      businessId: payouts,
      email: second.email,
      token: first.token,
    });
    expect(crossed.json().code).toBe('recipientEmailNotRegistered');
    await kit.send(admin, 'POST', `/api/bankTransfers/recipients/${first.id}/retryIntake`);
    const stale = await publicPost('/api/bankTransfers/recipientIntake/code', {
      businessId: payouts,
      email: first.email,
      token: first.token,
    });
    expect(stale.json().code).toBe('invalidOrExpiredLink');
  });

  it('counts wrong codes: five, then the code is spent; a code of another recipient is wrong', async () => {
    const recipient = await invitedRecipient();
    const other = await invitedRecipient();
    const body = { businessId: payouts, email: recipient.email, token: recipient.token };
    await publicPost('/api/bankTransfers/recipientIntake/code', body);
    await publicPost('/api/bankTransfers/recipientIntake/code', { businessId: payouts, email: other.email });
    const othersCode = await codeFor(other.email);
    const wrong = await publicPost('/api/bankTransfers/recipientIntake/session', {
      ...body,
      code: othersCode,
    });
    expect(wrong.json().code).toBe('otpIncorrect');
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const answer = await publicPost('/api/bankTransfers/recipientIntake/session', {
        ...body,
        code: '000000',
      });
      expect(answer.json().code).toBe('otpIncorrect');
    }
    const right = await publicPost('/api/bankTransfers/recipientIntake/session', {
      ...body,
      code: await codeFor(recipient.email),
    });
    expect(right.json().code).toBe('otpExpired');
  });

  it('refuses an expired code, and a new code within 30 seconds', async () => {
    const recipient = await invitedRecipient();
    const body = { businessId: payouts, email: recipient.email, token: recipient.token };
    await publicPost('/api/bankTransfers/recipientIntake/code', body);
    const again = await publicPost('/api/bankTransfers/recipientIntake/code', body);
    expect(again.statusCode).toBe(429);
    await t.database.db
      .update(recipientEmailCodes)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(recipientEmailCodes.recipientId, recipient.id));
    const late = await publicPost('/api/bankTransfers/recipientIntake/session', {
      ...body,
      code: await codeFor(recipient.email),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('otpExpired');
  });
});

describe('the code limit', () => {
  it('answers 429 past 10 tries a minute from one address', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      answers.push(
        (
          await publicPost('/api/bankTransfers/recipientIntake/session', {
            businessId: payouts,
            email: 'nobody@example.net',
            code: '123456',
          })
        ).statusCode,
      );
    }
    expect(answers.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe('the intake session', () => {
  it('reaches its own recipient only, and no staff endpoint', async () => {
    const recipient = await invitedRecipient();
    const other = await invitedRecipient();
    const token = await session(recipient);
    expect(
      (await asRecipient(token, 'GET', `/api/bankTransfers/recipients/${recipient.id}/intakeStatus`))
        .statusCode,
    ).toBe(200);
    expect(
      (await asRecipient(token, 'GET', `/api/bankTransfers/recipients/${other.id}/intakeStatus`)).statusCode,
    ).toBe(404);
    expect(
      (await asRecipient(token, 'GET', `/api/bankTransfers/recipients/${recipient.id}`)).statusCode,
    ).toBe(401);
    expect(
      (
        await asRecipient(
          'not-a-session',
          'GET',
          `/api/bankTransfers/recipients/${recipient.id}/intakeStatus`,
        )
      ).statusCode,
    ).toBe(401);
  });

  it('manual entry waits for micro-deposits; three wrong pairs fail it; a retry starts over', async () => {
    const recipient = await invitedRecipient();
    const token = await session(recipient);
    const bad = await asRecipient(
      token,
      'POST',
      `/api/bankTransfers/recipients/${recipient.id}/bankAccount`,
      {
        ...bankDetails(),
        routingNumber: '123456789',
      },
    );
    expect(bad.statusCode).toBe(400);
    const added = await asRecipient(
      token,
      'POST',
      `/api/bankTransfers/recipients/${recipient.id}/bankAccount`,
      bankDetails(),
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().recipient).toMatchObject({ intakeStatus: 'pending_verification' });
    expect(JSON.stringify(added.json())).not.toContain('000123456789');
    const again = await asRecipient(
      token,
      'POST',
      `/api/bankTransfers/recipients/${recipient.id}/bankAccount`,
      bankDetails(),
    );
    expect(again.json().code).toBe('recipientHasExternalBankAccount');
    const status = await asRecipient(
      token,
      'GET',
      `/api/bankTransfers/recipients/${recipient.id}/intakeStatus`,
    );
    expect(status.json()).toMatchObject({
      intakeStatus: 'pending_verification',
      microDeposits: { attemptsLeft: 3 },
    });
    expect(status.json().expectedByDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const messages = await outboxFor(t.app, recipient.email);
    expect(messages.map((message) => message.subject)).toContain('Recibimos sus datos bancarios');
    for (const left of [2, 1]) {
      const wrong = await asRecipient(
        token,
        'POST',
        `/api/bankTransfers/recipients/${recipient.id}/microDeposits`,
        {
          firstAmountCents: 1,
          secondAmountCents: 1,
        },
      );
      expect(wrong.json().code).toBe('micro_deposits_incorrect');
      const now = await asRecipient(
        token,
        'GET',
        `/api/bankTransfers/recipients/${recipient.id}/intakeStatus`,
      );
      expect(now.json().microDeposits.attemptsLeft).toBe(left);
    }
    await asRecipient(token, 'POST', `/api/bankTransfers/recipients/${recipient.id}/microDeposits`, {
      firstAmountCents: 1,
      secondAmountCents: 1,
    });
    const failed = await asRecipient(
      token,
      'GET',
      `/api/bankTransfers/recipients/${recipient.id}/intakeStatus`,
    );
    expect(failed.json()).toMatchObject({
      intakeStatus: 'verification_failed',
      failureReason: 'erroneous_data',
      canRetry: true,
    });
    // The spec's "email on completion", in the language the recipient chose.
    expect((await outboxFor(t.app, recipient.email)).map((message) => message.subject)).toContain(
      'No pudimos verificar su cuenta bancaria',
    );
    const retried = await asRecipient(
      token,
      'POST',
      `/api/bankTransfers/recipients/${recipient.id}/retryIntake`,
    );
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ intakeStatus: 'awaiting_recipient', bankAccount: null });
  });

  it('the right deposits verify the account, and a verified recipient cannot enter details again', async () => {
    const recipient = await invitedRecipient();
    const token = await session(recipient);
    await asRecipient(
      token,
      'POST',
      `/api/bankTransfers/recipients/${recipient.id}/bankAccount`,
      bankDetails('55501234'),
    );
    const statement = (await outboxFor(t.app, recipient.email)).find((message) =>
      message.subject?.startsWith('[Sandbox bank]'),
    );
    const [first, second] = [...statement!.body.matchAll(/\$0\.(\d{2})/g)].map((match) => Number(match[1]));
    const verified = await asRecipient(
      token,
      'POST',
      `/api/bankTransfers/recipients/${recipient.id}/microDeposits`,
      {
        firstAmountCents: second,
        secondAmountCents: first,
      },
    );
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ intakeStatus: 'bank_account_verified', canRetry: false });
    expect((await outboxFor(t.app, recipient.email)).map((message) => message.subject)).toContain(
      'Su cuenta bancaria está verificada',
    );
    const retry = await asRecipient(
      token,
      'POST',
      `/api/bankTransfers/recipients/${recipient.id}/retryIntake`,
    );
    expect(retry.json().code).toBe('retryVerificationFailed');
    const payable = await kit.transfer(admin, payouts, recipient.id, 100);
    expect(payable.statusCode, payable.body).toBe(201);
  });
});
