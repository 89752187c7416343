import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { sandboxBankLinkRoutes } from '../../src/modules/sandbox-bank-link/routes.ts';
import { TEST_MASTER_KEY } from '../support/test-app.ts';
import { openTestDatabase } from '../support/test-database.ts';

// The sandbox bank-link routes through the whole app (plugins, validation, error shape), as
// createTestApp builds it. Until app.ts registers them, the test adds them under /api itself.
let app: Awaited<ReturnType<typeof buildApp>>;
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({
    SANDBOX: '1',
    PUBLIC_URL: 'http://localhost:3999',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
  });
  app = await buildApp({ config, db: database.db, masterKey: TEST_MASTER_KEY, logger: false });
  if (!app.hasRoute({ method: 'GET', url: '/api/sandbox/bankLink/institutions' }))
    await app.register(sandboxBankLinkRoutes, { prefix: '/api' });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const LINK_TOKEN = 'link-sandbox-causeway-0b9f6a58-7c1e-4d3a-9a57-3f0f1e2d4c5b';
const publicToken = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/sandbox/bankLink/publicToken', payload: body });

describe('GET /api/sandbox/bankLink/institutions', () => {
  it('lists the sandbox institutions without signing in', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/sandbox/bankLink/institutions' });
    expect(response.statusCode).toBe(200);
    expect(response.json().institutions).toContainEqual({
      institutionId: 'ins_109511',
      name: 'Tattersall Federal Credit Union',
      outcome: 'micro_deposits',
    });
  });
});

describe('POST /api/sandbox/bankLink/publicToken', () => {
  it('signs in with user_good / pass_good: a public token and the accounts as Link lists them', async () => {
    const response = await publicToken({
      linkToken: LINK_TOKEN,
      institutionId: 'ins_109508',
      username: 'user_good',
      password: 'pass_good',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.publicToken).toMatch(/^public-sandbox-ins_109508-/);
    expect(body).toEqual({
      publicToken: body.publicToken,
      institution: { institutionId: 'ins_109508', name: 'First Platypus Bank' },
      accounts: [
        { id: 'ins_109508-checking', name: 'Platypus Everyday Checking', mask: '0000', subtype: 'checking' },
        { id: 'ins_109508-savings', name: 'Platypus High-Yield Savings', mask: '1111', subtype: 'savings' },
      ],
    });
  });

  it('refuses other credentials with 401: our error shape and Plaid’s INVALID_CREDENTIALS', async () => {
    const response = await publicToken({
      linkToken: LINK_TOKEN,
      institutionId: 'ins_109508',
      username: 'user_good',
      password: 'wrong',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'incorrectPassword',
      message: 'The username or password you entered is not correct for this bank.',
      error_type: 'ITEM_ERROR',
      error_code: 'INVALID_CREDENTIALS',
      error_message: 'the provided credentials were not correct',
      display_message: 'The username or password you entered is not correct for this bank.',
      request_id: expect.any(String),
    });
  });

  it('answers 404 for an institution it does not have', async () => {
    const response = await publicToken({
      linkToken: LINK_TOKEN,
      institutionId: 'ins_3',
      username: 'user_good',
      password: 'pass_good',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it.each([
    ['a link token of Plaid’s', { linkToken: 'link-sandbox-af1a0311-da53-4636-b754-dd15cc058176' }],
    ['no institution', { institutionId: '' }],
    ['an unknown field', { extra: 1 }],
  ])('refuses %s with 400', async (_, change) => {
    const response = await publicToken({
      linkToken: LINK_TOKEN,
      institutionId: 'ins_109508',
      username: 'user_good',
      password: 'pass_good',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });
});
