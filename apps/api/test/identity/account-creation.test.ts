import { ERROR_MESSAGES } from '@causeway/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, userRoles, users } from '../../src/db/schema/index.ts';
import { createInvitation } from '../../src/identity/invitations.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });
const userCount = async () => (await t.database.db.select({ total: count() }).from(users))[0]!.total;
const form = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  firstName: 'Nadia',
  lastName: 'Faizi',
  email: 'nadia@example.org',
  phone: '2025550150',
  password: 'Welcome-2026',
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('account creation from an emailed link', () => {
  it('describes the invitation, creates the account with its role, and signs the person in', async () => {
    const { token } = await createInvitation(t.database.db, {
      kind: 'member',
      email: 'nadia@example.org',
      businessId: t.demo.cardsProgramId,
      role: 'viewer',
    });
    const described = await t.app.inject({ method: 'GET', url: `/api/users/invitations/${token}` });
    expect(described.json()).toEqual({
      kind: 'member',
      email: 'nadia@example.org',
      businessName: 'Resettlement Cards',
      firstName: null,
      lastName: null,
    });

    const created = await post('/api/users/user', form(token));
    expect(created.statusCode).toBe(201);
    const { userId } = created.json();
    const roles = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, userId));
    expect(roles).toMatchObject([{ businessId: t.demo.cardsProgramId, role: 'viewer' }]);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(account?.scope).toBe('program');

    const reused = await post(
      '/api/users/user',
      form(token, { email: 'nadia@example.org', phone: undefined }),
    );
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toEqual({
      code: 'invalidOrExpiredLink',
      message: ERROR_MESSAGES.invalidOrExpiredLink,
    });
  });

  it('refuses an expired or unknown link with the spec message', async () => {
    const { token, invitation } = await createInvitation(t.database.db, {
      kind: 'member',
      email: 'late@example.org',
      businessId: t.demo.organizationId,
      role: 'viewer',
    });
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(invitations.id, invitation.id));
    for (const link of [token, 'not-a-real-token']) {
      const response = await post(
        '/api/users/user',
        form(link, { email: 'late@example.org', phone: undefined }),
      );
      expect(response.statusCode).toBe(410);
      expect(response.json().message).toBe(ERROR_MESSAGES.invalidOrExpiredLink);
    }
  });

  it('says an account with the email already exists', async () => {
    const { token } = await createInvitation(t.database.db, {
      kind: 'member',
      email: 'admin@example.org',
      businessId: t.demo.organizationId,
      role: 'viewer',
    });
    const response = await post(
      '/api/users/user',
      form(token, { email: 'admin@example.org', phone: undefined }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'emailAlreadyExists',
      message: ERROR_MESSAGES.emailAlreadyExists,
    });
  });

  it('says the phone may already be in use, and writes nothing', async () => {
    const before = await userCount();
    const { token } = await createInvitation(t.database.db, {
      kind: 'member',
      email: 'phone.clash@example.org',
      businessId: t.demo.organizationId,
      role: 'viewer',
    });
    const response = await post(
      '/api/users/user',
      form(token, { email: 'phone.clash@example.org', phone: '2025550101' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('phoneMayBeInUse');
    expect(await userCount()).toBe(before);
  });

  it.each([
    [
      { password: 'password' },
      'password',
      'Password must contain 8 characters, including at least one number and one special character.',
    ],
    [{ phone: '202-555-0150' }, 'phone', 'Invalid phone number.'],
    [{ email: 'nadia@' }, 'email', 'Invalid Email.'],
  ])('refuses %j with the spec message and writes nothing', async (overrides, field, message) => {
    const before = await userCount();
    const { token } = await createInvitation(t.database.db, {
      kind: 'member',
      email: 'form.check@example.org',
      businessId: t.demo.organizationId,
      role: 'viewer',
    });
    const response = await post(
      '/api/users/user',
      form(token, { email: 'form.check@example.org', phone: undefined, ...overrides }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field, message }));
    expect(await userCount()).toBe(before);
  });
});
