import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/seed/demo.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 18: refreshing is not signing in, and an invented X-Forwarded-For changes nobody's address.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '20' });
});
afterAll(() => t?.close());

const token = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/token', payload, headers });

describe('POST /auth/token limits', () => {
  it('lets a person refresh 60 times in a minute (every page load refreshes), never 429', async () => {
    const signedIn = await token({
      grantType: 'password',
      login: 'viewer@example.org',
      password: DEMO_PASSWORD,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    let refreshToken = signedIn.json().refreshToken as string;
    for (let reload = 0; reload < 60; reload += 1) {
      const refreshed = await token({ grantType: 'refresh_token', refreshToken });
      expect(refreshed.statusCode, `reload ${reload}: ${refreshed.body}`).toBe(200);
      refreshToken = refreshed.json().refreshToken;
    }
    // Signing in with a password still works: refreshes were not counted against it.
    const again = await token({
      grantType: 'password',
      login: 'viewer@example.org',
      password: DEMO_PASSWORD,
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('still limits password sign-ins per address (30 a minute)', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      answers.push(
        // A new login each time: one login would meet the per-account limit (10) first.
        (
          await token({
            grantType: 'password',
            login: `nobody${attempt}@example.org`,
            password: 'Wrong#Password1',
          })
        ).statusCode,
      );
    }
    expect(answers.slice(0, 28).every((status) => status !== 429)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('X-Forwarded-For from a client that is not a configured proxy', () => {
  it('is ignored: inventing a new address per request does not dodge the limit', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 40; request += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-for': `203.0.113.${request}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
  });
});
