import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, outboxMessages, userRoles } from '../../src/db/schema/index.ts';
import { DEMO_BUSINESS_NAME, DEMO_PASSWORD } from '../../src/seed/demo.ts';
import { walkPages } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { countRows, createOrganisation, createUser } from './fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const demoUser = (key: string) => t.demo.users[key]!;
type MemberBody = {
  id: string;
  status: string;
  email: string | null;
  since: string;
  role: string;
  businessId: string;
  businessName: string;
};

const listMembers = async (callerId: string, businessId: string): Promise<MemberBody[]> => {
  const response = await t.as(callerId, { method: 'GET', url: `/api/businesses/${businessId}/users` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().users;
};
const addMember = (callerId: string, businessId: string, payload: Record<string, unknown>) =>
  t.as(callerId, { method: 'POST', url: `/api/businesses/${businessId}/users`, payload });
const removeMember = (callerId: string, businessId: string, memberId: string) =>
  t.as(callerId, { method: 'DELETE', url: `/api/businesses/${businessId}/users/${memberId}` });
const outboxFor = async (recipient: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`,
  });
  return response.json().messages as { subject: string; body: string }[];
};
const tokenIn = (body: string) => new URL(body.match(/http\S+/)![0]).searchParams.get('token')!;

describe('GET /businesses/:id/users', () => {
  it('pages members and pending invitations together, oldest first, each row once', async () => {
    // An organisation of its own, so the invitations leave the demo organisation's list as it is.
    const own = await createOrganisation(t.database.db, 'Paged Members Org');
    const admin = own.adminUserId;
    await createUser(t.database.db, { businessId: own.programId, role: 'viewer' });
    for (const tag of ['a', 'b', 'c']) {
      const invited = await addMember(admin, own.organizationId, {
        email: `paged-${tag}-${Date.now()}@example.net`,
        role: 'viewer',
      });
      expect(invited.statusCode, invited.body).toBe(201);
    }
    const whole = await listMembers(admin, own.organizationId);
    expect(whole).toHaveLength(5);
    const paged = await walkPages(async (cursor) => {
      const query = new URLSearchParams({ limit: '2', ...(cursor ? { cursor } : {}) });
      const response = await t.as(admin, {
        method: 'GET',
        url: `/api/businesses/${own.organizationId}/users?${query}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.users.length).toBeLessThanOrEqual(2);
      return { items: body.users as MemberBody[], nextCursor: body.page.nextCursor };
    });
    const key = (member: MemberBody) => `${member.id}:${member.businessId}`;
    expect(paged.map(key)).toEqual(whole.map(key));
    expect(new Set(paged.map(key)).size).toBe(paged.length);
    expect(paged.filter((member) => member.status === 'invited')).toHaveLength(3);
    const since = paged.map((member) => member.since);
    expect([...since].sort()).toEqual(since);
  });

  it("lists the organisation's members, then each program's, each with the business its role is on", async () => {
    const members = await listMembers(demoUser('viewer'), t.demo.organizationId);
    // The seed grants these roles in one transaction (one createdAt), so they are compared as a set.
    expect(
      members.map((member) => [member.email, member.role, member.status, member.businessName]).sort(),
    ).toEqual([
      ['admin@example.org', 'admin', 'active', 'Demo Relief Org'],
      ['approver@example.org', 'sifh_payment_approver', 'active', 'Family Payouts'],
      ['casemanager@example.org', 'usccb_case_manager', 'active', 'Resettlement Cards'],
      ['finance@example.org', 'sifh_finance', 'active', 'Demo Relief Org'],
      ['viewer@example.org', 'viewer', 'active', 'Demo Relief Org'],
    ]);
    const cards = await listMembers(demoUser('caseManager'), t.demo.cardsProgramId);
    expect(cards.map((member) => [member.email, member.businessId])).toEqual([
      ['casemanager@example.org', t.demo.cardsProgramId],
    ]);
  });
});

describe('inviting a person without an account', () => {
  const email = 'New.Member@Example.net';

  it('answers 201 with the invitation, lists it, and emails a working link', async () => {
    const response = await addMember(demoUser('admin'), t.demo.organizationId, {
      email,
      role: 'sifh_program_manager',
    });
    expect(response.statusCode, response.body).toBe(201);
    const invited = response.json().user;
    expect(invited).toMatchObject({
      status: 'invited',
      email: 'new.member@example.net',
      role: 'sifh_program_manager',
      firstName: null,
    });

    const members = await listMembers(demoUser('admin'), t.demo.organizationId);
    expect(members).toContainEqual(expect.objectContaining({ id: invited.id, status: 'invited' }));

    const [message] = await outboxFor('new.member@example.net');
    expect(message!.subject).toContain(DEMO_BUSINESS_NAME);
    expect(message!.body).toContain(`${t.config.publicUrl}/register/member?token=`);
    const described = await t.app.inject({
      method: 'GET',
      url: `/api/users/invitations/${encodeURIComponent(tokenIn(message!.body))}`,
    });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({
      kind: 'member',
      email: 'new.member@example.net',
      businessName: DEMO_BUSINESS_NAME,
    });
  });

  it('replaces the pending invitation when invited again: the old link stops working', async () => {
    const [oldMessage] = await outboxFor('new.member@example.net');
    const again = await addMember(demoUser('admin'), t.demo.organizationId, { email, role: 'viewer' });
    expect(again.statusCode).toBe(201);
    const pending = (await listMembers(demoUser('admin'), t.demo.organizationId)).filter(
      (member) => member.status === 'invited',
    );
    expect(pending.map((member) => [member.email, member.role])).toEqual([
      ['new.member@example.net', 'viewer'],
    ]);
    const oldLink = await t.app.inject({
      method: 'GET',
      url: `/api/users/invitations/${encodeURIComponent(tokenIn(oldMessage!.body))}`,
    });
    expect(oldLink.statusCode).toBe(410);
  });

  it('makes the person an active member once they create their account from the link', async () => {
    const [message] = await outboxFor('new.member@example.net');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/user',
      payload: {
        token: tokenIn(message!.body),
        firstName: 'Nadia',
        lastName: 'Popescu',
        email: 'new.member@example.net',
        password: DEMO_PASSWORD,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const members = await listMembers(demoUser('admin'), t.demo.organizationId);
    expect(members).toContainEqual(
      expect.objectContaining({ email: 'new.member@example.net', status: 'active', role: 'viewer' }),
    );
    expect(members.filter((member) => member.status === 'invited')).toEqual([]);
  });
});

describe('adding a person who already has an account', () => {
  it('grants the role at once and emails a notice', async () => {
    const response = await addMember(demoUser('admin'), t.demo.cardsProgramId, {
      email: 'cardholder@example.org',
      role: 'sifh_cec',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().user).toMatchObject({
      id: t.demo.cardholderUserId,
      status: 'active',
      firstName: 'Jamal',
      role: 'sifh_cec',
    });
    const roles = await db().select().from(userRoles).where(eq(userRoles.userId, t.demo.cardholderUserId));
    expect(roles.map((role) => [role.businessId, role.role])).toEqual([[t.demo.cardsProgramId, 'sifh_cec']]);
    const [notice] = await outboxFor('cardholder@example.org');
    expect(notice!.body).toContain('Resettlement Cards');
  });

  it('answers 409 when they already have a role in the business, sending nothing', async () => {
    const outboxBefore = await countRows(db(), outboxMessages);
    const response = await addMember(demoUser('admin'), t.demo.organizationId, {
      email: 'viewer@example.org',
      role: 'sifh_cec',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('member_exists');
    expect(await countRows(db(), outboxMessages)).toBe(outboxBefore);
    const [role] = await db()
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, demoUser('viewer')), eq(userRoles.businessId, t.demo.organizationId)));
    expect(role!.role).toBe('viewer');
  });
});

describe('the admin role', () => {
  it('may be granted by an admin', async () => {
    const response = await addMember(demoUser('admin'), t.demo.payoutsProgramId, {
      email: 'second.admin@example.net',
      role: 'admin',
    });
    expect(response.statusCode).toBe(201);
  });

  it('may not be granted by a member who holds addMember without being an admin', async () => {
    const invitationsBefore = await countRows(db(), invitations);
    const response = await addMember(demoUser('approver'), t.demo.payoutsProgramId, {
      email: 'sneaky@example.net',
      role: 'admin',
    });
    expect(response.statusCode).toBe(403);
    expect(await countRows(db(), invitations)).toBe(invitationsBefore);
    const allowed = await addMember(demoUser('approver'), t.demo.payoutsProgramId, {
      email: 'helper@example.net',
      role: 'sifh_cec',
    });
    expect(allowed.statusCode).toBe(201);
  });
});

describe('bad input to POST /businesses/:id/users', () => {
  it.each([
    ['an invalid email', { email: 'not-an-email', role: 'viewer' }, 'email'],
    ['an unknown role', { email: 'someone@example.net', role: 'owner' }, 'role'],
    ['no role', { email: 'someone@example.net' }, 'role'],
  ])('answers 400 for %s with field details, and writes or sends nothing', async (_case, payload, field) => {
    const before = [
      await countRows(db(), invitations),
      await countRows(db(), outboxMessages),
      await countRows(db(), userRoles),
    ];
    const response = await addMember(demoUser('admin'), t.demo.organizationId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].field).toBe(field);
    expect([
      await countRows(db(), invitations),
      await countRows(db(), outboxMessages),
      await countRows(db(), userRoles),
    ]).toEqual(before);
  });
});

describe('DELETE /businesses/:id/users/:userId', () => {
  it("removes a member's role", async () => {
    const member = await createUser(db(), { businessId: t.demo.organizationId, role: 'sifh_cec' });
    const response = await removeMember(demoUser('admin'), t.demo.organizationId, member.id);
    expect(response.statusCode).toBe(204);
    expect(await db().select().from(userRoles).where(eq(userRoles.userId, member.id))).toEqual([]);
  });

  it('revokes a pending invitation by its id', async () => {
    const invited = (
      await addMember(demoUser('admin'), t.demo.organizationId, {
        email: 'revoke.me@example.net',
        role: 'viewer',
      })
    ).json().user;
    const response = await removeMember(demoUser('admin'), t.demo.organizationId, invited.id);
    expect(response.statusCode).toBe(204);
    const [row] = await db().select().from(invitations).where(eq(invitations.id, invited.id));
    expect(row!.revokedAt).toBeInstanceOf(Date);
    const members = await listMembers(demoUser('admin'), t.demo.organizationId);
    expect(members.map((member) => member.id)).not.toContain(invited.id);
    const again = await removeMember(demoUser('admin'), t.demo.organizationId, invited.id);
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for someone without a role in that business', async () => {
    const response = await removeMember(demoUser('admin'), t.demo.organizationId, demoUser('caseManager'));
    expect(response.statusCode).toBe(404);
    expect(
      await db()
        .select()
        .from(userRoles)
        .where(eq(userRoles.userId, demoUser('caseManager'))),
    ).toHaveLength(1);
  });

  it('refuses removing yourself with 409', async () => {
    const response = await removeMember(demoUser('admin'), t.demo.organizationId, demoUser('admin'));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('member_is_self');
  });

  it('lets only an admin remove an admin', async () => {
    const payoutsAdmin = await createUser(db(), { businessId: t.demo.payoutsProgramId, role: 'admin' });
    const refused = await removeMember(demoUser('approver'), t.demo.payoutsProgramId, payoutsAdmin.id);
    expect(refused.statusCode).toBe(403);
    const removed = await removeMember(demoUser('admin'), t.demo.payoutsProgramId, payoutsAdmin.id);
    expect(removed.statusCode).toBe(204);
  });

  it("refuses a program's admin removing the organisation's admin (403): a program role covers its program only", async () => {
    const other = await createOrganisation(db(), 'Last Admin Org');
    const programAdmin = await createUser(db(), {
      businessId: other.programId,
      role: 'admin',
      scope: 'program',
    });
    const response = await removeMember(programAdmin.id, other.organizationId, other.adminUserId);
    expect(response.statusCode, response.body).toBe(403);
    expect(await db().select().from(userRoles).where(eq(userRoles.userId, other.adminUserId))).toHaveLength(
      1,
    );
  });

  it('leaves one admin when two admins remove each other at the same time', async () => {
    const other = await createOrganisation(db(), 'Duelling Admins Org');
    const second = await createUser(db(), {
      businessId: other.organizationId,
      role: 'admin',
      scope: 'super',
    });
    const answers = await Promise.all([
      removeMember(other.adminUserId, other.organizationId, second.id),
      removeMember(second.id, other.organizationId, other.adminUserId),
    ]);
    // The loser hears 409 (last admin) or, when the winner committed before it was authorised, 404
    // (it is no longer a member); never a second 204.
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(204);
    expect([404, 409]).toContain(statuses[1]);
    const admins = await db()
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.businessId, other.organizationId), eq(userRoles.role, 'admin')));
    expect(admins).toHaveLength(1);
  });
});

describe('members of programs', () => {
  it('invites onto a program and removes from it, from the program a member belongs to', async () => {
    const email = `program-${Date.now()}@example.net`;
    const invited = await addMember(demoUser('admin'), t.demo.payoutsProgramId, { email, role: 'viewer' });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json().user).toMatchObject({
      businessId: t.demo.payoutsProgramId,
      businessName: 'Family Payouts',
    });
    const listed = await listMembers(demoUser('admin'), t.demo.organizationId);
    expect(listed).toContainEqual(
      expect.objectContaining({ email, status: 'invited', businessId: t.demo.payoutsProgramId }),
    );
    const member = await createUser(db(), {
      businessId: t.demo.payoutsProgramId,
      role: 'viewer',
      scope: 'program',
    });
    const removed = await removeMember(demoUser('admin'), t.demo.payoutsProgramId, member.id);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await db().select().from(userRoles).where(eq(userRoles.userId, member.id))).toEqual([]);
  });
});
