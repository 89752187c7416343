import { ERROR_MESSAGES } from '@causeway/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/demo.ts';
import { latestLinkTokenFor, outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const signIn = (password: string) =>
  post('/api/auth/token', { grantType: 'password', login: 'viewer@example.org', password });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/users/passwordReset', () => {
  it('emails a single-use link that sets a new password and ends old sessions', async () => {
    const session = (await signIn(DEMO_PASSWORD)).json();
    const requested = await post('/api/users/passwordReset', { email: 'viewer@example.org' });
    expect(requested.statusCode).toBe(202);
    const [email] = await outboxFor(t.app, 'viewer@example.org');
    expect(email?.body).toContain('http://localhost:3999/reset-password?token=');
    const token = await latestLinkTokenFor(t.app, 'viewer@example.org');

    expect((await post('/api/users/passwordReset', { token, password: 'Brand-new-pass1' })).statusCode).toBe(
      204,
    );
    expect((await signIn(DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('Brand-new-pass1')).statusCode).toBe(200);
    expect(
      (await post('/api/auth/token', { grantType: 'refresh_token', refreshToken: session.refreshToken }))
        .statusCode,
    ).toBe(401);

    const reused = await post('/api/users/passwordReset', { token, password: 'Another-pass2' });
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual({
      code: 'invalidOrExpiredLink',
      message: ERROR_MESSAGES.invalidOrExpiredLink,
    });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const response = await post('/api/users/passwordReset', { email: 'nobody@example.org' });
    expect(response.statusCode).toBe(202);
    expect(await outboxFor(t.app, 'nobody@example.org')).toEqual([]);
  });

  it('holds the new password to the password rule', async () => {
    await post('/api/users/passwordReset', { email: 'finance@example.org' });
    const token = await latestLinkTokenFor(t.app, 'finance@example.org');
    const weak = await post('/api/users/passwordReset', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details).toContainEqual({
      field: 'password',
      code: 'passwordRequirements',
      message: 'Password must contain 8 characters, including at least one number and one special character.',
    });
    // The refused attempt did not use up the link.
    expect((await post('/api/users/passwordReset', { token, password: 'Good-pass-123' })).statusCode).toBe(
      204,
    );
  });
});
