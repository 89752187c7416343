import { ERROR_MESSAGES } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../../src/db/schema/index.ts';
import { latestCodeFor, outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-in with a texted code', () => {
  it('texts a 6-digit code to the phone of an email login and signs in with it', async () => {
    const sent = await post('/api/users/sendOTP', { login: 'admin@example.org' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sentTo: '(***) ***-0101', expiresInSeconds: 600 });
    const code = await latestCodeFor(t.app, '2025550101');
    const verified = await post('/api/users/verifyOTP', { login: 'admin@example.org', code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().userId).toBe(t.demo.users.admin);
    // Single use.
    const again = await post('/api/users/verifyOTP', { login: 'admin@example.org', code });
    expect(again.json()).toEqual({ code: 'otpExpired', message: ERROR_MESSAGES.otpExpired });
  });

  it('says a wrong code is incorrect, and kills the code after 5 wrong tries', async () => {
    await post('/api/users/sendOTP', { login: '2025550102' });
    const code = await latestCodeFor(t.app, '2025550102');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await post('/api/users/verifyOTP', { login: '2025550102', code: wrongCode(code) });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: 'otpIncorrect', message: ERROR_MESSAGES.otpIncorrect });
    }
    const right = await post('/api/users/verifyOTP', { login: '2025550102', code });
    expect(right.json().code).toBe('otpExpired');
  });

  it('refuses an expired code', async () => {
    await post('/api/users/sendOTP', { login: 'finance@example.org' });
    const code = await latestCodeFor(t.app, '2025550103');
    await t.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.userId, t.demo.users.finance!));
    const response = await post('/api/users/verifyOTP', { login: 'finance@example.org', code });
    expect(response.json()).toEqual({ code: 'otpExpired', message: ERROR_MESSAGES.otpExpired });
  });

  it('limits how many codes one account can be sent', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await post('/api/users/sendOTP', { login: 'casemanager@example.org' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await outboxFor(t.app, '2025550104')).toHaveLength(5);
  });

  it('refuses a code that is not 6 digits', async () => {
    const response = await post('/api/users/verifyOTP', { login: 'admin@example.org', code: '12a' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('code');
  });

  it('stores only a hash of each code', async () => {
    await post('/api/users/sendOTP', { login: 'approver@example.org' });
    const code = await latestCodeFor(t.app, '2025550105');
    const rows = await t.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.userId, t.demo.users.approver!));
    expect(rows.every((row) => !row.codeHash.includes(code))).toBe(true);
  });
});
