import { ERROR_MESSAGES } from '@causeway/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOidcProvider, startFakeOidcProvider } from '../support/fake-oidc-provider.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let google: FakeOidcProvider;

beforeAll(async () => {
  google = await startFakeOidcProvider();
  t = await createTestApp({
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_ISSUER: google.issuer,
  });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

/** Plays the browser: our start redirect → the provider → our callback, carrying the state cookie. */
async function runGoogleFlow(options: { dropCookie?: boolean } = {}) {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start?returnTo=/programs' });
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  const atProvider = await fetch(start.headers.location as string, { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location')!);
  const finished = await t.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: options.dropCookie ? {} : { cookie },
  });
  expect(finished.statusCode).toBe(302);
  return new URL(finished.headers.location as string, 'http://localhost:3999');
}

describe('Google sign-in through OIDC', () => {
  it('signs in an account with the same verified email and links it', async () => {
    google.setNextIdentity({ sub: 'google-admin', email: 'admin@example.org', email_verified: true });
    const landing = await runGoogleFlow();
    expect(landing.pathname).toBe('/login');
    expect(landing.searchParams.get('returnTo')).toBe('/programs');
    const ticket = landing.searchParams.get('ticket')!;
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { grantType: 'ticket', ticket },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().userId).toBe(t.demo.users.admin);
    // Tickets are single use.
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { grantType: 'ticket', ticket },
    });
    expect(replay.statusCode).toBe(401);

    const methods = await t.app.inject({
      method: 'POST',
      url: '/api/users/validateLogin',
      payload: { login: 'admin@example.org' },
    });
    expect(methods.json().methods).toContain('google');
  });

  it('tells a Google account with no Causeway account that it is not linked', async () => {
    google.setNextIdentity({ sub: 'google-stranger', email: 'stranger@example.org', email_verified: true });
    const landing = await runGoogleFlow();
    expect(landing.searchParams.get('error')).toBe('googleNotLinked');
    expect(ERROR_MESSAGES.googleNotLinked).toBeTruthy();
  });

  it('refuses a callback that did not start in the same browser', async () => {
    google.setNextIdentity({ sub: 'google-admin', email: 'admin@example.org', email_verified: true });
    const landing = await runGoogleFlow({ dropCookie: true });
    expect(landing.searchParams.get('error')).toBe('accountError');
    expect(landing.searchParams.get('ticket')).toBeNull();
  });
});
