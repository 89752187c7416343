import { randomUUID } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, businessSettings } from '../../src/db/schema/index.ts';
import { loadCallerContext, loadCallerWithFamily } from '../../src/modules/tenancy/access.ts';
import { DEMO_MEMBERS } from '../../src/seed/demo.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createNoteRow, createOrganisation, createProgramRow, createUser } from './fixtures.ts';

type DemoRole = (typeof DEMO_MEMBERS)[number]['key'];
type Target = 'org' | 'cards' | 'payouts' | 'fresh';

let t: TestApp;
let other: Awaited<ReturnType<typeof createOrganisation>>;

beforeAll(async () => {
  t = await createTestApp();
  other = await createOrganisation(t.database.db);
  await t.database.db
    .insert(businessSettings)
    .values({ businessId: t.demo.organizationId, settings: { displayName: 'Demo' }, updatedAt: new Date() });
});
afterAll(() => t?.close());

const db = () => t.database.db;
const userId = (role: DemoRole) => t.demo.users[role]!;
async function businessId(target: Target) {
  if (target === 'fresh') return (await createProgramRow(db(), t.demo.organizationId)).id;
  return { org: t.demo.organizationId, cards: t.demo.cardsProgramId, payouts: t.demo.payoutsProgramId }[
    target
  ];
}
async function settingsUpdatedAt(id: string) {
  const [row] = await db().select().from(businessSettings).where(eq(businessSettings.businessId, id));
  return row!.updatedAt.toISOString();
}

/** How each guarded route is called on a target business; fixtures are made fresh for every row. */
const guardedRoutes: Record<string, (target: string) => Promise<InjectOptions>> = {
  'createNote: POST /users/:id/note': async (target) => ({
    method: 'POST',
    url: `/api/users/${t.demo.cardholderUserId}/note`,
    payload: { businessId: target, content: 'Asked about a card load.' },
  }),
  'editNote: PATCH /users/notes/:noteId': async (target) => {
    const note = await createNoteRow(db(), {
      businessId: target,
      subjectUserId: t.demo.cardholderUserId,
      authorUserId: userId('admin'),
    });
    return { method: 'PATCH', url: `/api/users/notes/${note.id}`, payload: { content: 'Edited.' } };
  },
  'editNote: DELETE /users/notes/:noteId': async (target) => {
    const note = await createNoteRow(db(), {
      businessId: target,
      subjectUserId: t.demo.cardholderUserId,
      authorUserId: userId('admin'),
    });
    return { method: 'DELETE', url: `/api/users/notes/${note.id}` };
  },
  'createProgram: POST /businesses/:id/program': async (target) => ({
    method: 'POST',
    url: `/api/businesses/${target}/program`,
    payload: { name: `Winter Relief ${randomUUID().slice(0, 6)}`, productType: 'cards' },
  }),
  'addMember: POST /businesses/:id/users': async (target) => ({
    method: 'POST',
    url: `/api/businesses/${target}/users`,
    payload: { email: `new-${randomUUID().slice(0, 8)}@example.net`, role: 'viewer' },
  }),
  'deleteMember: DELETE /businesses/:id/users/:userId': async (target) => {
    const member = await createUser(db(), { businessId: target, role: 'viewer' });
    return { method: 'DELETE', url: `/api/businesses/${target}/users/${member.id}` };
  },
  'editCustomField: POST /businesses/:id/settings': async (target) => ({
    method: 'POST',
    url: `/api/businesses/${target}/settings`,
    payload: { displayName: 'Relief' },
  }),
  'editCustomField: PATCH /businesses/:id/settings': async (target) => {
    const exists = await db().select().from(businessSettings).where(eq(businessSettings.businessId, target));
    const ifMatch = exists.length ? await settingsUpdatedAt(target) : new Date().toISOString();
    return {
      method: 'PATCH',
      url: `/api/businesses/${target}/settings`,
      headers: { 'if-match': ifMatch },
      payload: { displayName: `Relief ${randomUUID().slice(0, 4)}` },
    };
  },
};

/**
 * Each demo role's answer on every permission-guarded route (spec §6 grants and check logic).
 * Org-level roles act on the organisation; program-scope roles on their own program, and on a
 * sibling program they hold no role in (404: a program role covers that program only). At the
 * organisation a program-scope caller holds no role, so anything that needs a permission there is 403.
 */
const permissionTable: [route: string, role: DemoRole, target: Target, status: number][] = [
  ['createNote: POST /users/:id/note', 'admin', 'org', 201],
  ['createNote: POST /users/:id/note', 'viewer', 'org', 403],
  ['createNote: POST /users/:id/note', 'finance', 'org', 403],
  ['createNote: POST /users/:id/note', 'caseManager', 'cards', 201],
  ['createNote: POST /users/:id/note', 'caseManager', 'payouts', 404],
  ['createNote: POST /users/:id/note', 'approver', 'payouts', 403],
  ['editNote: PATCH /users/notes/:noteId', 'admin', 'org', 200],
  ['editNote: PATCH /users/notes/:noteId', 'viewer', 'org', 403],
  ['editNote: PATCH /users/notes/:noteId', 'finance', 'org', 403],
  ['editNote: PATCH /users/notes/:noteId', 'caseManager', 'cards', 200],
  ['editNote: PATCH /users/notes/:noteId', 'approver', 'payouts', 403],
  ['editNote: DELETE /users/notes/:noteId', 'admin', 'org', 204],
  ['editNote: DELETE /users/notes/:noteId', 'viewer', 'org', 403],
  ['editNote: DELETE /users/notes/:noteId', 'finance', 'org', 403],
  ['editNote: DELETE /users/notes/:noteId', 'caseManager', 'cards', 204],
  ['editNote: DELETE /users/notes/:noteId', 'approver', 'payouts', 403],
  ['createProgram: POST /businesses/:id/program', 'admin', 'org', 201],
  ['createProgram: POST /businesses/:id/program', 'viewer', 'org', 403],
  ['createProgram: POST /businesses/:id/program', 'finance', 'org', 201],
  ['createProgram: POST /businesses/:id/program', 'caseManager', 'org', 403],
  ['createProgram: POST /businesses/:id/program', 'approver', 'org', 403],
  ['addMember: POST /businesses/:id/users', 'admin', 'org', 201],
  ['addMember: POST /businesses/:id/users', 'viewer', 'org', 403],
  ['addMember: POST /businesses/:id/users', 'finance', 'org', 403],
  ['addMember: POST /businesses/:id/users', 'caseManager', 'cards', 403],
  ['addMember: POST /businesses/:id/users', 'approver', 'payouts', 201],
  ['addMember: POST /businesses/:id/users', 'approver', 'cards', 404],
  ['deleteMember: DELETE /businesses/:id/users/:userId', 'admin', 'org', 204],
  ['deleteMember: DELETE /businesses/:id/users/:userId', 'viewer', 'org', 403],
  ['deleteMember: DELETE /businesses/:id/users/:userId', 'finance', 'org', 403],
  ['deleteMember: DELETE /businesses/:id/users/:userId', 'caseManager', 'cards', 403],
  ['deleteMember: DELETE /businesses/:id/users/:userId', 'approver', 'payouts', 204],
  ['editCustomField: POST /businesses/:id/settings', 'admin', 'fresh', 201],
  ['editCustomField: POST /businesses/:id/settings', 'viewer', 'org', 403],
  ['editCustomField: POST /businesses/:id/settings', 'finance', 'fresh', 201],
  ['editCustomField: POST /businesses/:id/settings', 'caseManager', 'cards', 201],
  ['editCustomField: POST /businesses/:id/settings', 'approver', 'payouts', 201],
  ['editCustomField: PATCH /businesses/:id/settings', 'admin', 'org', 200],
  ['editCustomField: PATCH /businesses/:id/settings', 'viewer', 'org', 403],
  ['editCustomField: PATCH /businesses/:id/settings', 'finance', 'org', 200],
  ['editCustomField: PATCH /businesses/:id/settings', 'caseManager', 'org', 403],
  ['editCustomField: PATCH /businesses/:id/settings', 'approver', 'org', 403],
];

describe('permissions of the demo roles', () => {
  it('covers every guarded route and every demo role', () => {
    expect(new Set(permissionTable.map(([route]) => route))).toEqual(new Set(Object.keys(guardedRoutes)));
    for (const route of Object.keys(guardedRoutes)) {
      const roles = new Set(permissionTable.filter(([name]) => name === route).map(([, role]) => role));
      expect(roles, route).toEqual(new Set(DEMO_MEMBERS.map((member) => member.key)));
    }
  });

  it.each(permissionTable)('%s as %s on %s answers %i', async (route, role, target, status) => {
    const request = await guardedRoutes[route]!(await businessId(target));
    const response = await t.as(userId(role), request);
    expect(response.statusCode, response.body).toBe(status);
    if (status === 403) expect(response.json().code).toBe('forbidden');
  });
});

/** Every business route of this issue, called on a business of `businessId`'s tenant. */
function tenantRoutes(businessId: string, subjectUserId: string, noteId: string): InjectOptions[] {
  return [
    { method: 'GET', url: `/api/businesses/${businessId}/programs` },
    {
      method: 'POST',
      url: `/api/businesses/${businessId}/program`,
      payload: { name: 'Intruder', productType: 'cards' },
    },
    { method: 'GET', url: `/api/businesses/${businessId}/users` },
    {
      method: 'POST',
      url: `/api/businesses/${businessId}/users`,
      payload: { email: 'intruder@example.net', role: 'viewer' },
    },
    { method: 'DELETE', url: `/api/businesses/${businessId}/users/${subjectUserId}` },
    { method: 'GET', url: `/api/businesses/${businessId}/settings` },
    { method: 'POST', url: `/api/businesses/${businessId}/settings`, payload: { displayName: 'Intruder' } },
    {
      method: 'PATCH',
      url: `/api/businesses/${businessId}/settings`,
      headers: { 'if-match': new Date().toISOString() },
      payload: { displayName: 'Intruder' },
    },
    { method: 'GET', url: `/api/businesses/${businessId}/address` },
    { method: 'POST', url: `/api/users/${subjectUserId}/note`, payload: { businessId, content: 'Intruder' } },
    { method: 'GET', url: `/api/users/${subjectUserId}/notes?businessId=${businessId}` },
    { method: 'PATCH', url: `/api/users/notes/${noteId}`, payload: { content: 'Intruder' } },
    { method: 'DELETE', url: `/api/users/notes/${noteId}` },
  ];
}

describe('cross-tenant access answers 404', () => {
  it("another organisation's admin reaches none of the demo organisation's routes", async () => {
    const note = await createNoteRow(db(), {
      businessId: t.demo.organizationId,
      subjectUserId: t.demo.cardholderUserId,
      authorUserId: userId('admin'),
    });
    for (const target of [t.demo.organizationId, t.demo.cardsProgramId]) {
      for (const request of tenantRoutes(target, userId('viewer'), note.id)) {
        const response = await t.as(other.adminUserId, request);
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
        expect(response.json().code).toBe('not_found');
      }
    }
    const response = await t.as(other.adminUserId, { method: 'GET', url: `/api/users/${userId('admin')}` });
    expect(response.statusCode).toBe(404);
  });

  it("the demo admin reaches none of the other organisation's routes", async () => {
    const otherMember = await createUser(db(), { businessId: other.organizationId, role: 'viewer' });
    const note = await createNoteRow(db(), {
      businessId: other.organizationId,
      subjectUserId: otherMember.id,
      authorUserId: other.adminUserId,
    });
    for (const target of [other.organizationId, other.programId]) {
      for (const request of tenantRoutes(target, otherMember.id, note.id)) {
        const response = await t.as(userId('admin'), request);
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      }
    }
  });

  it('the other admin reaches their own organisation (the 404s above are about tenancy)', async () => {
    const response = await t.as(other.adminUserId, {
      method: 'GET',
      url: `/api/businesses/${other.organizationId}/programs`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().programs).toHaveLength(1);
  });

  it('an unknown business answers 404', async () => {
    const response = await t.as(userId('admin'), {
      method: 'GET',
      url: `/api/businesses/${randomUUID()}/settings`,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the caller and the business in one read', () => {
  it('reads the business and its programs as the table holds them, every column', async () => {
    const organizationId = t.demo.organizationId;
    const { context, family } = await loadCallerWithFamily(db(), userId('admin'), organizationId);
    expect(context).toEqual(await loadCallerContext(db(), userId('admin')));
    const table = await db()
      .select()
      .from(businesses)
      .where(or(eq(businesses.id, organizationId), eq(businesses.parentId, organizationId)));
    const byId = (rows: { id: string }[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
    expect(family).toHaveLength(table.length);
    expect(byId(family!)).toEqual(byId(table));
  });

  it('reads no family for an unknown business, and none for a path value that is no id', async () => {
    expect((await loadCallerWithFamily(db(), userId('admin'), randomUUID())).family).toEqual([]);
    expect((await loadCallerWithFamily(db(), userId('admin'), 'not-an-id')).family).toBeUndefined();
  });
});

describe('unauthenticated calls answer 401', () => {
  const id = randomUUID();
  const routes: [string, string][] = [
    ['GET', `/api/users/${id}`],
    ['PATCH', `/api/users/${id}`],
    ['GET', `/api/users/${id}/communicationPreferences`],
    ['POST', `/api/users/${id}/communicationPreferences`],
    ['PATCH', `/api/users/${id}/communicationPreferences/${id}`],
    ['POST', `/api/users/${id}/note`],
    ['GET', `/api/users/${id}/notes?businessId=${id}`],
    ['PATCH', `/api/users/notes/${id}`],
    ['DELETE', `/api/users/notes/${id}`],
    ['GET', `/api/businesses/${id}/programs`],
    ['POST', `/api/businesses/${id}/program`],
    ['GET', `/api/businesses/${id}/users`],
    ['POST', `/api/businesses/${id}/users`],
    ['DELETE', `/api/businesses/${id}/users/${id}`],
    ['GET', `/api/businesses/${id}/settings`],
    ['POST', `/api/businesses/${id}/settings`],
    ['PATCH', `/api/businesses/${id}/settings`],
    ['GET', `/api/businesses/${id}/address`],
  ];
  it.each(routes)('%s %s', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthorized');
  });

  it('a malformed bearer token is refused too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${t.demo.organizationId}/programs`,
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(response.statusCode).toBe(401);
  });
});
