import { randomUUID } from 'node:crypto';
import { auditEventsResponseSchema } from '@causeway/contracts';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/db/schema/index.ts';
import { recordAuditEvent } from '../../src/modules/audit/record-audit-event.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganisation, createUser } from '../tenancy/fixtures.ts';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
});
afterAll(() => t?.close());

const auditOf = (userId: string, businessId: string, query = '') =>
  t.as(userId, { method: 'GET', url: `/api/businesses/${businessId}/auditEvents${query}` });

describe('every mutation is recorded', () => {
  it('records who, what, when, from where and the request id of a card lock, and keeps no body', async () => {
    const card = await kit.issueCard(t.demo.cardsProgramId);
    const locked = await t.as(kit.user('admin'), {
      method: 'POST',
      url: `/api/cards/${card.id}/lock`,
      headers: { 'user-agent': 'audit-test/1.0' },
    });
    expect(locked.statusCode).toBe(200);
    const [event] = await kit
      .db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'POST /api/cards/:id/lock'));
    expect(event).toMatchObject({
      actorType: 'user',
      actorUserId: kit.user('admin'),
      organizationId: t.demo.organizationId,
      businessId: t.demo.cardsProgramId,
      target: { id: card.id },
      statusCode: 200,
      userAgent: 'audit-test/1.0',
      ipAddress: '127.0.0.1',
    });
    expect(event!.requestId).toEqual(expect.any(String));
    expect(Date.now() - event!.occurredAt.getTime()).toBeLessThan(60_000);
  });

  it('records refusals too, and never the request body (a memo, a PIN, a password)', async () => {
    const card = await kit.issueCard(t.demo.cardsProgramId);
    const refused = await t.as(kit.user('viewer'), {
      method: 'POST',
      url: `/api/cards/${card.id}/pin`,
      payload: { pin: '4821', confirmPin: '4821' },
    });
    expect(refused.statusCode).toBe(403);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { grantType: 'password', login: 'admin@example.org', password: 'Wrong#Password1' },
    });
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
    const rows = await kit.db().execute(sql`select * from audit_events`);
    const text = JSON.stringify(rows);
    expect(text).not.toContain('4821');
    expect(text).not.toContain('Wrong#Password1');
    const [pin] = await kit
      .db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'POST /api/cards/:id/pin'));
    expect(pin).toMatchObject({ actorUserId: kit.user('viewer'), statusCode: 403 });
    const [attempt] = await kit
      .db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'POST /api/auth/token'));
    expect(attempt).toMatchObject({ actorType: 'anonymous', actorUserId: null });
  });

  it('records a keyed money move once, in its own transaction: a load, a refused transfer, a replay', async () => {
    const program = (await kit.newProgram()).id;
    await kit.achDeposit(program, 1_000);
    const card = await kit.issueCard(program);
    const loadOnce = (key: string, amountCents: number) =>
      t.as(kit.user('admin'), {
        method: 'POST',
        url: `/api/cards/business/${program}/load`,
        headers: { 'idempotency-key': key },
        payload: { loads: [{ cardId: card.id, amountCents }] },
      });
    const loaded = await loadOnce(randomUUID(), 500);
    expect(loaded.statusCode, loaded.body).toBe(200);
    const refused = await kit.post(kit.user('admin'), `/api/businesses/${program}/fundingAccount/transfer`, {
      fromBusinessId: program,
      toBusinessId: t.demo.organizationId,
      amountCents: 5_000,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    const replayKey = randomUUID();
    const first = await loadOnce(replayKey, 100);
    const replayed = await loadOnce(replayKey, 100);
    expect(replayed.headers['idempotent-replayed']).toBe('true');

    // One event per request, whichever way it was answered: none lost, none written twice.
    const events = await kit
      .db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.businessId, program), like(auditEvents.action, 'POST %/load%')));
    const transfers = await kit
      .db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.businessId, program), like(auditEvents.action, '%/fundingAccount/transfer')));
    expect(transfers.map((event) => event.statusCode)).toEqual([409]);
    expect(events.map((event) => event.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(events.map((event) => event.requestId)).size).toBe(3);
    expect(events.every((event) => event.actorUserId === kit.user('admin'))).toBe(true);
    expect(first.statusCode).toBe(200);
  });

  it('records a job or an import through the same function, with its own actor', async () => {
    await recordAuditEvent(kit.db(), {
      actorType: 'job',
      action: 'job outbox.dispatch',
      organizationId: t.demo.organizationId,
      businessId: t.demo.organizationId,
    });
    const listed = await auditOf(kit.user('admin'), t.demo.organizationId);
    expect(listed.json().events).toContainEqual(
      expect.objectContaining({ actorType: 'job', action: 'job outbox.dispatch', actorUserId: null }),
    );
  });
});

describe('nothing in it can be changed', () => {
  it.each([
    ['an update', sql`update audit_events set action = 'nothing happened'`],
    ['a delete', sql`delete from audit_events`],
    ['a truncate', sql`truncate audit_events`],
  ])('refuses %s in the database itself', async (_case, statement) => {
    const before = await kit.db().select().from(auditEvents);
    expect(before.length).toBeGreaterThan(0);
    const refusal = await kit
      .db()
      .execute(statement)
      .then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
      );
    expect(refusal).toMatch(/audit events are immutable/);
    expect(await kit.db().select().from(auditEvents)).toEqual(before);
  });
});

describe('GET /businesses/:id/auditEvents', () => {
  it("lists an organisation's events with its programs', newest first, in the contract's shape", async () => {
    const response = await auditOf(kit.user('admin'), t.demo.organizationId, '?limit=200');
    expect(response.statusCode, response.body).toBe(200);
    const body = auditEventsResponseSchema.parse(response.json());
    expect(body.events.some((event) => event.businessId === t.demo.cardsProgramId)).toBe(true);
    const times = body.events.map((event) => Date.parse(event.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const lock = body.events.find((event) => event.action === 'POST /api/cards/:id/lock');
    expect(lock).toMatchObject({ actorName: 'Amina Haddad', actorEmail: 'admin@example.org' });
  });

  it('pages with a cursor and filters by actor and by days', async () => {
    const first = await auditOf(kit.user('admin'), t.demo.organizationId, '?limit=1');
    const { nextCursor } = first.json().page;
    expect(nextCursor).toEqual(expect.any(String));
    const second = await auditOf(kit.user('admin'), t.demo.organizationId, `?limit=1&cursor=${nextCursor}`);
    expect(second.json().events[0].id).not.toBe(first.json().events[0].id);
    const byViewer = await auditOf(
      kit.user('admin'),
      t.demo.organizationId,
      `?actorUserId=${kit.user('viewer')}`,
    );
    expect(byViewer.json().events.length).toBeGreaterThan(0);
    expect(
      byViewer
        .json()
        .events.every((event: { actorUserId: string }) => event.actorUserId === kit.user('viewer')),
    ).toBe(true);
    const longAgo = await auditOf(kit.user('admin'), t.demo.organizationId, '?from=2020-01-01&to=2020-01-31');
    expect(longAgo.json().events).toEqual([]);
  });

  it('exports the period as CSV, with spreadsheet formulas neutralised', async () => {
    await recordAuditEvent(kit.db(), {
      actorType: 'job',
      action: '=HYPERLINK("http://evil.example")',
      businessId: t.demo.organizationId,
      organizationId: t.demo.organizationId,
    });
    const response = await auditOf(kit.user('admin'), t.demo.organizationId, '?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('attachment');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'occurredAt,actorType,actorUserId,actorName,actorEmail,businessId,action,target,statusCode,requestId,ipAddress,userAgent',
    );
    expect(lines.some((line) => line.includes('POST /api/cards/:id/lock'))).toBe(true);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });

  it('is for an admin or internal auditor of the business; a program sees its own only', async () => {
    const auditor = await createUser(kit.db(), {
      businessId: t.demo.organizationId,
      role: 'sifh_internal_audit',
      scope: 'super',
    });
    expect((await auditOf(auditor.id, t.demo.organizationId)).statusCode).toBe(200);
    for (const key of ['viewer', 'finance'] as const)
      expect((await auditOf(kit.user(key), t.demo.organizationId)).statusCode).toBe(403);
    expect((await auditOf(kit.user('caseManager'), t.demo.cardsProgramId)).statusCode).toBe(403);
    const programAdmin = await createUser(kit.db(), {
      businessId: t.demo.cardsProgramId,
      role: 'admin',
      scope: 'program',
    });
    const own = await auditOf(programAdmin.id, t.demo.cardsProgramId);
    expect(own.statusCode).toBe(200);
    expect(
      own.json().events.every((event: { businessId: string }) => event.businessId === t.demo.cardsProgramId),
    ).toBe(true);
    expect((await auditOf(programAdmin.id, t.demo.organizationId)).statusCode).toBe(403);
    expect((await auditOf(programAdmin.id, t.demo.payoutsProgramId)).statusCode).toBe(404);
    const other = await createOrganisation(kit.db(), `Audit Other ${randomUUID().slice(0, 4)}`);
    expect((await auditOf(other.adminUserId, t.demo.organizationId)).statusCode).toBe(404);
  });
});
