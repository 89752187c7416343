import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  incrementCounter,
  pruneRateLimitCounters,
  readCounter,
} from '../../src/adapters/rate-limit-store.ts';
import { buildApp } from '../../src/app.ts';
import { type DatabaseHandle, openPostgres } from '../../src/db/client.ts';
import { ACCOUNT_RATE_LIMIT } from '../../src/identity/account-rate-limit.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo.ts';
import { createTestApp, TEST_MASTER_KEY, type TestApp } from '../support/test-app.ts';
import { testEngine } from '../support/test-database.ts';

// Issue 18: rate-limit counters live in the database, so several API processes count together.
// Two app instances on one database stand for two processes behind a load balancer; on PostgreSQL
// the second has its own connection pool, as a second process would.
const LIMIT = 10;
let first: TestApp;
let second: FastifyInstance;
let secondDatabase: DatabaseHandle | undefined;

beforeAll(async () => {
  first = await createTestApp({ RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  const url = (first.database as { url?: string }).url;
  secondDatabase = testEngine === 'postgres' && url ? await openPostgres(url) : undefined;
  second = await buildApp({
    config: first.config,
    db: secondDatabase?.db ?? first.database.db,
    masterKey: TEST_MASTER_KEY,
    logger: false,
  });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await first?.close();
});

const apps = () => [first.app, second];

describe(`rate limits shared by two API instances on one database (${testEngine})`, () => {
  it('the plugin-wide flood limit counts in each process: the 11th request on one instance is refused', async () => {
    const statuses: number[] = [];
    for (let request = 0; request <= LIMIT; request += 1) {
      const response = await first.app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '198.51.100.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, LIMIT).every((status) => status !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Ordinary reads write nothing: the other process and another address have their own counts.
    const elsewhere = await second.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '198.51.100.1',
    });
    expect(elsewhere.statusCode).not.toBe(429);
    const other = await first.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '198.51.100.2',
    });
    expect(other.statusCode).not.toBe(429);
  });

  it("a route's own limit (sign-in codes, 10 a minute per address) counts across both", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= 10; attempt += 1) {
      const app = apps()[attempt % 2]!;
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/verifyOTP',
        remoteAddress: '198.51.100.3',
        // A different login each time: only the per-address counter is shared by these.
        payload: { login: `someone${attempt}@example.org`, code: '123456' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('sign-in attempts on one account from many addresses: the 11th across both is refused', async () => {
    const attempt = (app: FastifyInstance, login: string, address: string, url: string) =>
      app.inject({
        method: 'POST',
        url,
        remoteAddress: address,
        payload:
          url === '/api/auth/token'
            ? { grantType: 'password', login, password: 'Wrong#Password1' }
            : { login, code: '123456' },
      });
    const statuses: number[] = [];
    for (let n = 0; n <= ACCOUNT_RATE_LIMIT.max; n += 1) {
      // A new address each time, and both sign-in routes: the account is what is counted.
      const url = n % 3 === 0 ? '/api/users/verifyOTP' : '/api/auth/token';
      const response = await attempt(apps()[n % 2]!, 'Target@Example.org', `203.0.113.${n + 1}`, url);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, ACCOUNT_RATE_LIMIT.max).every((status) => status !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    // The same spelling in another case is the same account; another account from the same
    // address is not refused, and neither is a refresh (it names no account).
    const sameAccount = await attempt(first.app, 'target@example.org', '203.0.113.99', '/api/auth/token');
    expect(sameAccount.statusCode).toBe(429);
    expect(sameAccount.headers['retry-after']).toBeDefined();
    const signedIn = await second.inject({
      method: 'POST',
      url: '/api/auth/token',
      remoteAddress: '203.0.113.1',
      payload: { grantType: 'password', login: 'viewer@example.org', password: DEMO_PASSWORD },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const refreshed = await first.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      remoteAddress: '203.0.113.1',
      payload: { grantType: 'refresh_token', refreshToken: signedIn.json().refreshToken },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
  });

  it('a successful sign-in gives its attempt back: signing in often is not guessing', async () => {
    for (let n = 0; n <= ACCOUNT_RATE_LIMIT.max + 2; n += 1) {
      const response = await apps()[n % 2]!.inject({
        method: 'POST',
        url: '/api/auth/token',
        remoteAddress: `198.51.100.${100 + n}`,
        payload: { grantType: 'password', login: 'finance@example.org', password: DEMO_PASSWORD },
      });
      expect(response.statusCode, `sign-in ${n}: ${response.body}`).toBe(200);
    }
  });

  it('counts code requests per account too (password reset requests, sign-in codes)', async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= ACCOUNT_RATE_LIMIT.max; n += 1) {
      const response = await apps()[n % 2]!.inject({
        method: 'POST',
        url: '/api/users/passwordReset',
        remoteAddress: `192.0.2.${n + 1}`,
        payload: { email: 'nobody-here@example.org' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, ACCOUNT_RATE_LIMIT.max).every((status) => status !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe(`the rate_limit_counters store (${testEngine})`, () => {
  it('counts concurrent hits exactly once each (one atomic upsert per hit)', async () => {
    const db = first.database.db;
    const hits = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        incrementCounter(n % 2 && secondDatabase ? secondDatabase.db : db, 'test|concurrent', 60_000, 100),
      ),
    );
    expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, n) => n + 1),
    );
    for (const hit of hits) expect(hit.ttl).toBeGreaterThan(50_000);
    expect((await readCounter(db, 'test|concurrent')).current).toBe(40);
  });

  it('starts a counter again once its window has passed, and prunes expired counters', async () => {
    const db = first.database.db;
    expect((await incrementCounter(db, 'test|short', 300, 5)).current).toBe(1);
    expect((await incrementCounter(db, 'test|short', 300, 5)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await readCounter(db, 'test|short')).toEqual({ current: 0, ttl: 0 });
    expect(await pruneRateLimitCounters(db)).toBeGreaterThanOrEqual(1);
    expect((await incrementCounter(db, 'test|short', 300, 5)).current).toBe(1);
    // A live counter is kept.
    expect((await readCounter(db, 'test|concurrent')).current).toBe(40);
  });
});
