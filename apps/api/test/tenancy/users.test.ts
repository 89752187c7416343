import { randomUUID } from 'node:crypto';
import { ERROR_MESSAGES } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, communicationPreferences, users } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_NAME } from '../../src/seed/demo.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { countRows, createUser } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const demoUser = (key: string) => t.demo.users[key]!;
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!;

describe('GET /users/:id', () => {
  it('answers the caller, their businesses and no cards yet', async () => {
    const response = await t.as(demoUser('admin'), { method: 'GET', url: `/api/users/${demoUser('admin')}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: demoUser('admin'),
        firstName: 'Amina',
        lastName: 'Haddad',
        email: 'admin@example.org',
        phone: '2025550101',
        googleLinked: false,
        isCardholder: false,
        scope: 'super',
        language: 'en',
      },
      businesses: [
        {
          id: t.demo.organizationId,
          name: DEMO_BUSINESS_NAME,
          topLevelBusinessId: t.demo.organizationId,
          topLevelBusinessName: DEMO_BUSINESS_NAME,
          productType: null,
          role: 'admin',
          applicationStatus: 'active',
          eligibleForOnDemand: false,
        },
      ],
      cards: [],
    });
  });

  it('marks a cardholder and lists their cards, masked', async () => {
    const userId = t.demo.cardholderUserId;
    const response = await t.as(userId, { method: 'GET', url: `/api/users/${userId}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user.isCardholder).toBe(true);
    expect(body.businesses).toEqual([]);
    expect(body.cards).toEqual([
      {
        id: expect.any(String),
        businessId: t.demo.cardsProgramId,
        last4: expect.stringMatching(/^\d{4}$/),
        type: 'virtual',
        status: 'active',
      },
    ]);
  });

  it("names a program's top-level business, and the program follows its organisation's on-demand flag", async () => {
    const url = `/api/users/${demoUser('caseManager')}`;
    const before = (await t.as(demoUser('caseManager'), { method: 'GET', url })).json();
    expect(before.businesses).toEqual([
      expect.objectContaining({
        id: t.demo.cardsProgramId,
        name: 'Resettlement Cards',
        topLevelBusinessId: t.demo.organizationId,
        topLevelBusinessName: DEMO_BUSINESS_NAME,
        productType: 'cards',
        role: 'usccb_case_manager',
        eligibleForOnDemand: false,
      }),
    ]);
    await db()
      .update(businesses)
      .set({ config: { eligibleForOnDemand: true } })
      .where(eq(businesses.id, t.demo.organizationId));
    try {
      const after = (await t.as(demoUser('caseManager'), { method: 'GET', url })).json();
      expect(after.businesses[0].eligibleForOnDemand).toBe(true);
    } finally {
      await db().update(businesses).set({ config: {} }).where(eq(businesses.id, t.demo.organizationId));
    }
  });

  it("answers 404 for another user's id, even in the same organisation", async () => {
    const response = await t.as(demoUser('viewer'), {
      method: 'GET',
      url: `/api/users/${demoUser('admin')}`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const response = await t.as(demoUser('admin'), { method: 'GET', url: '/api/users/not-a-uuid' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe('id');
  });
});

describe('PATCH /users/:id', () => {
  it('updates the caller’s own name and phone', async () => {
    const member = await createUser(db());
    const response = await t.as(member.id, {
      method: 'PATCH',
      url: `/api/users/${member.id}`,
      payload: { firstName: 'Leila', phone: '2025550199' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({
      id: member.id,
      firstName: 'Leila',
      lastName: member.lastName,
      phone: '2025550199',
    });
    expect(await userRow(member.id)).toMatchObject({ firstName: 'Leila', phone: '2025550199' });

    const cleared = await t.as(member.id, {
      method: 'PATCH',
      url: `/api/users/${member.id}`,
      payload: { phone: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect((await userRow(member.id)).phone).toBeNull();
  });

  it('keeps the caller’s own phone without complaint', async () => {
    const response = await t.as(demoUser('finance'), {
      method: 'PATCH',
      url: `/api/users/${demoUser('finance')}`,
      payload: { phone: '2025550103' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a phone another account holds with 409 phoneMayBeInUse, and changes nothing', async () => {
    const member = await createUser(db());
    const response = await t.as(member.id, {
      method: 'PATCH',
      url: `/api/users/${member.id}`,
      payload: { firstName: 'Changed', phone: '2025550102' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'phoneMayBeInUse',
      message: ERROR_MESSAGES.phoneMayBeInUse,
    });
    expect(await userRow(member.id)).toMatchObject({ firstName: 'Test', phone: null });
  });

  it.each([
    ['a phone that is not 10 digits', { phone: '555-0101' }, 'phone'],
    ['an empty first name', { firstName: '   ' }, 'firstName'],
    ['a field that cannot be changed', { email: 'x@example.org' }, 'email'],
    ['nothing to change', {}, 'body'],
  ])('answers 400 for %s with field details, and changes nothing', async (_case, payload, field) => {
    const member = await createUser(db());
    const before = await userRow(member.id);
    const response = await t.as(member.id, { method: 'PATCH', url: `/api/users/${member.id}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
    expect(await userRow(member.id)).toEqual(before);
  });

  it("answers 404 for another user's id and leaves them unchanged", async () => {
    const response = await t.as(demoUser('viewer'), {
      method: 'PATCH',
      url: `/api/users/${demoUser('finance')}`,
      payload: { firstName: 'Hijacked' },
    });
    expect(response.statusCode).toBe(404);
    expect((await userRow(demoUser('finance'))).firstName).toBe('Farah');
  });
});

describe('communication preferences', () => {
  it('creates, lists and updates the caller’s preferences', async () => {
    const member = await createUser(db());
    const url = `/api/users/${member.id}/communicationPreferences`;
    expect((await t.as(member.id, { method: 'GET', url })).json()).toEqual({ communicationPreferences: [] });

    const created = await t.as(member.id, {
      method: 'POST',
      url,
      payload: { type: 'card_declines', value: 'email' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const preference = created.json().communicationPreference;
    expect(preference).toMatchObject({ type: 'card_declines', value: 'email' });

    const changed = await t.as(member.id, {
      method: 'PATCH',
      url: `${url}/${preference.id}`,
      payload: { value: 'none' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().communicationPreference).toMatchObject({ id: preference.id, value: 'none' });

    const listed = await t.as(member.id, { method: 'GET', url });
    expect(listed.json().communicationPreferences).toEqual([
      expect.objectContaining({ id: preference.id, type: 'card_declines', value: 'none' }),
    ]);
  });

  it('answers 409 when the type is already set, keeping one row', async () => {
    const member = await createUser(db());
    const url = `/api/users/${member.id}/communicationPreferences`;
    await t.as(member.id, { method: 'POST', url, payload: { type: 'card_loads', value: 'email' } });
    const again = await t.as(member.id, {
      method: 'POST',
      url,
      payload: { type: 'card_loads', value: 'none' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('preference_exists');
    const rows = await db()
      .select()
      .from(communicationPreferences)
      .where(eq(communicationPreferences.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value).toBe('email');
  });

  it.each([
    ['an unknown type', { type: 'weekly_digest', value: 'email' }, 'type'],
    ['an unknown value', { type: 'recent_transactions', value: 'sms' }, 'value'],
  ])('answers 400 for %s with field details, and writes nothing', async (_case, payload, field) => {
    const member = await createUser(db());
    const before = await countRows(db(), communicationPreferences);
    const response = await t.as(member.id, {
      method: 'POST',
      url: `/api/users/${member.id}/communicationPreferences`,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe(field);
    expect(await countRows(db(), communicationPreferences)).toBe(before);
  });

  it('keeps each user to their own preferences (404 otherwise)', async () => {
    const owner = await createUser(db());
    const stranger = await createUser(db());
    const created = await t.as(owner.id, {
      method: 'POST',
      url: `/api/users/${owner.id}/communicationPreferences`,
      payload: { type: 'recent_transactions', value: 'email' },
    });
    const preferenceId = created.json().communicationPreference.id;
    const viaOwnPath = await t.as(stranger.id, {
      method: 'PATCH',
      url: `/api/users/${stranger.id}/communicationPreferences/${preferenceId}`,
      payload: { value: 'none' },
    });
    expect(viaOwnPath.statusCode).toBe(404);
    const viaOwnerPath = await t.as(stranger.id, {
      method: 'GET',
      url: `/api/users/${owner.id}/communicationPreferences`,
    });
    expect(viaOwnerPath.statusCode).toBe(404);
    const unknown = await t.as(owner.id, {
      method: 'PATCH',
      url: `/api/users/${owner.id}/communicationPreferences/${randomUUID()}`,
      payload: { value: 'none' },
    });
    expect(unknown.statusCode).toBe(404);
    const [row] = await db()
      .select()
      .from(communicationPreferences)
      .where(eq(communicationPreferences.id, preferenceId));
    expect(row!.value).toBe('email');
  });
});
