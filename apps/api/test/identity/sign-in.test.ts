import { ERROR_MESSAGES } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/identity/passwords.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await t.database.db.insert(users).values([
    {
      email: 'google.only@example.org',
      firstName: 'Gia',
      lastName: 'Only',
      googleOnly: true,
      googleSubject: 'g-1',
      activatedAt: new Date(),
    },
    {
      email: 'pending@example.org',
      phone: '2025550199',
      firstName: 'Pat',
      lastName: 'Pending',
      passwordHash,
    },
    {
      email: 'throttled@example.org',
      firstName: 'Tom',
      lastName: 'Tries',
      passwordHash,
      activatedAt: new Date(),
    },
  ]);
});
afterAll(() => t.close());

describe('POST /api/users/validateLogin', () => {
  it.each([
    ['admin@example.org', { activated: true, methods: ['password', 'sms'], googleOnly: false }],
    ['ADMIN@Example.org', { activated: true, methods: ['password', 'sms'], googleOnly: false }],
    ['2025550101', { activated: true, methods: ['password', 'sms'], googleOnly: false }],
    ['(202) 555-0101', { activated: true, methods: ['password', 'sms'], googleOnly: false }],
    ['+1 202-555-0101', { activated: true, methods: ['password', 'sms'], googleOnly: false }],
    ['google.only@example.org', { activated: true, methods: ['google'], googleOnly: true }],
    ['pending@example.org', { activated: false, methods: ['password', 'sms'], googleOnly: false }],
  ])('tells how %s may sign in', async (login, expected) => {
    const response = await post('/api/users/validateLogin', { login });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
  });

  it.each([
    ['stranger@example.org', 'noAccountForEmail'],
    ['2025550000', 'noAccountForPhone'],
  ] as const)('answers 404 with the spec message for an unknown %s', async (login, code) => {
    const response = await post('/api/users/validateLogin', { login });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code, message: ERROR_MESSAGES[code] });
  });

  it.each([
    ['not-an-email', 'emailInvalid', 'Invalid Email.'],
    ['202-555', 'phoneInvalid', 'Invalid phone number.'],
    ['', 'loginIdentifierRequired', 'Please enter an email or phone number.'],
  ])('refuses a malformed login %j with a field code and message', async (login, code, message) => {
    const response = await post('/api/users/validateLogin', { login });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'login', code, message }]);
  });
});

describe('password sign-in at POST /api/auth/token', () => {
  const signIn = (login: string, password: string) =>
    post('/api/auth/token', { grantType: 'password', login, password });

  it('answers a bearer token that opens protected routes, and a refresh token', async () => {
    const response = await signIn('admin@example.org', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ tokenType: 'Bearer', expiresIn: 900, userId: t.demo.users.admin });
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/users/${body.userId}`,
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('signs in by phone too', async () => {
    expect((await signIn('2025550102', DEMO_PASSWORD)).json().userId).toBe(t.demo.users.viewer);
  });

  it.each([
    ['admin@example.org', 'wrong-password', 401, 'incorrectPassword'],
    ['google.only@example.org', DEMO_PASSWORD, 403, 'googleOnly'],
    ['pending@example.org', DEMO_PASSWORD, 403, 'accountNotActivated'],
    ['stranger@example.org', DEMO_PASSWORD, 404, 'noAccountForEmail'],
  ] as const)('%s with %s answers %i %s', async (login, password, status, code) => {
    const response = await signIn(login, password);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code, message: ERROR_MESSAGES[code] });
  });

  it('locks an identifier out after 10 wrong passwords, even with the right one', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn('throttled@example.org', 'nope')).statusCode).toBe(401);
    }
    const locked = await signIn('throttled@example.org', DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('rate_limited');
  });

  it('refuses unknown grant types and extra fields', async () => {
    expect((await post('/api/auth/token', { grantType: 'client_credentials' })).statusCode).toBe(400);
    const extra = await post('/api/auth/token', {
      grantType: 'password',
      login: 'admin@example.org',
      password: 'x',
      admin: true,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().details).toContainEqual({
      field: 'admin',
      code: 'unknownField',
      params: { field: 'admin' },
      message: 'admin is not an accepted field',
    });
  });
});

describe('refresh-token rotation', () => {
  const refresh = (refreshToken: string) =>
    post('/api/auth/token', { grantType: 'refresh_token', refreshToken });

  it('rotates, and a replayed token ends the whole session family', async () => {
    const first = (
      await post('/api/auth/token', {
        grantType: 'password',
        login: 'viewer@example.org',
        password: DEMO_PASSWORD,
      })
    ).json();
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const rotated = second.json().refreshToken;
    expect(rotated).not.toBe(first.refreshToken);

    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    // The replay revoked the family: the token rotated in good faith is dead too.
    expect((await refresh(rotated)).statusCode).toBe(401);
  });

  it('signing out revokes the refresh token', async () => {
    const session = (
      await post('/api/auth/token', {
        grantType: 'password',
        login: 'finance@example.org',
        password: DEMO_PASSWORD,
      })
    ).json();
    expect((await post('/api/auth/revoke', { refreshToken: session.refreshToken })).statusCode).toBe(204);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('keeps no refresh token in the clear', async () => {
    const session = (
      await post('/api/auth/token', {
        grantType: 'password',
        login: 'admin@example.org',
        password: DEMO_PASSWORD,
      })
    ).json();
    const rows = await t.database.db.query.refreshTokens.findMany();
    expect(rows.some((row) => row.tokenHash === session.refreshToken)).toBe(false);
  });
});

describe('accounts in the database', () => {
  it('stores passwords as argon2id hashes', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.id, t.demo.users.admin!));
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
