import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCredentials,
  auditEvents,
  cardActivities,
  userRoles,
  webhookEvents,
} from '../../src/db/schema/index.ts';
import { sha256Hex } from '../../src/lib/crypto.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testEngine } from '../support/test-database.ts';
import { createOrganisation, createUser } from '../tenancy/fixtures.ts';
import { PUBLIC_HOOK_URL } from '../webhooks/webhook-kit.ts';

// API credentials (issue 17): a system's client id and secret for a short-lived token that does
// what the credential was given on its one business, and nothing more.
let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let other: Awaited<ReturnType<typeof createOrganisation>>;
let programP: string;
let cardP: string;
let cardInSibling: string;

type Created = {
  credential: { id: string; clientId: string; status: string; permissions: string[]; businessId: string };
  clientSecret: string;
};

beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  other = await createOrganisation(t.database.db);
  programP = (await kit.newProgram(t.demo.organizationId, 'Credential Program')).id;
  await kit.achDeposit(programP, 50_000);
  cardP = (await kit.issueCard(programP)).id;
  cardInSibling = (await kit.issueCard(t.demo.cardsProgramId)).id;
});
afterAll(() => t?.close());

const admin = () => kit.user('admin');

async function create(userId: string, businessId: string, body: Record<string, unknown>) {
  return t.as(userId, {
    method: 'POST',
    url: `/api/businesses/${businessId}/apiCredentials`,
    payload: { name: 'Case system', permissions: ['loadCard'], expiresInDays: 30, ...body },
  });
}

async function createOk(businessId: string, body: Record<string, unknown> = {}, userId = admin()) {
  const response = await create(userId, businessId, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Created;
}

/** The token endpoint, from an address of the test's choosing (its per-address limit is apart). */
const requestToken = (clientId: string, clientSecret: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/token',
    remoteAddress,
    payload: { grantType: 'client_credentials', clientId, clientSecret },
  });

async function tokenOf(created: Created) {
  const response = await requestToken(created.credential.clientId, created.clientSecret);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { accessToken: string; expiresIn: number; credentialId: string };
}

const withToken = (token: string, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });

const loadWith = (token: string, cardId: string, businessId = programP, amountCents = 1_000) =>
  withToken(token, {
    method: 'POST',
    url: `/api/cards/business/${businessId}/load`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { loads: [{ cardId, amountCents }] },
  });

describe(`API credentials (${testEngine})`, () => {
  it('shows the secret once and keeps only its hash', async () => {
    const created = await createOk(programP, { name: 'Shown once' });
    expect(created.clientSecret).toMatch(/^cw_secret_[\w-]{43}$/);
    expect(created.credential).toMatchObject({
      status: 'active',
      permissions: ['loadCard'],
      businessId: programP,
    });
    const [row] = await kit
      .db()
      .select()
      .from(apiCredentials)
      .where(eq(apiCredentials.id, created.credential.id));
    expect(row!.secretHash).toBe(sha256Hex(created.clientSecret));
    const list = await t.as(admin(), { method: 'GET', url: `/api/businesses/${programP}/apiCredentials` });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.clientSecret);
    expect(list.json().credentials.map((c: { id: string }) => c.id)).toContain(created.credential.id);
    // The organisation's developers see (and manage) its programs' credentials; a sibling's list does not.
    const fromOrganisation = await t.as(admin(), {
      method: 'GET',
      url: `/api/businesses/${t.demo.organizationId}/apiCredentials`,
    });
    expect(fromOrganisation.json().credentials).toContainEqual(
      expect.objectContaining({ id: created.credential.id, businessName: 'Credential Program' }),
    );
    const fromSibling = await t.as(admin(), {
      method: 'GET',
      url: `/api/businesses/${t.demo.cardsProgramId}/apiCredentials`,
    });
    expect(fromSibling.json().credentials.map((c: { id: string }) => c.id)).not.toContain(
      created.credential.id,
    );
  });

  it('gives a short-lived token that loads a card, recorded with the credential as the actor', async () => {
    const hook = await t.as(admin(), {
      method: 'POST',
      url: `/api/businesses/${programP}/webhooks/endpoints`,
      payload: { url: PUBLIC_HOOK_URL, eventTypes: ['card_funds_loaded'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const created = await createOk(programP, { name: 'Loader' });
    const token = await tokenOf(created);
    expect(token.expiresIn).toBeLessThanOrEqual(900);
    expect(token.credentialId).toBe(created.credential.id);
    const response = await loadWith(token.accessToken, cardP);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().loadedCount).toBe(1);

    const activities = await kit
      .db()
      .select()
      .from(cardActivities)
      .where(and(eq(cardActivities.cardId, cardP), eq(cardActivities.type, 'card_funds_loaded')));
    expect(activities.map((row) => row.actorUserId)).toContain(created.credential.id);
    const [audit] = await kit
      .db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, created.credential.id));
    expect(audit).toBeDefined();
    // Its webhook event says a credential acted, and which.
    const events = (await kit.db().select().from(webhookEvents)).map(
      (row) => row.payload as { data: { cardId?: string; actor: { type: string; id: string | null } } },
    );
    expect(
      events.filter((event) => event.data.cardId === cardP).map((event) => event.data.actor),
    ).toContainEqual({
      type: 'credential',
      id: created.credential.id,
    });
    // The card's activity feed names the credential.
    const feed = await t.as(admin(), { method: 'GET', url: `/api/cards/${cardP}/activities` });
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.body).toContain('"name":"Loader"');
  });

  it('cannot do what it was not given (403), even where its creator could', async () => {
    const loadsOnly = await createOk(programP, { name: 'Loads only' });
    const token = (await tokenOf(loadsOnly)).accessToken;
    const lock = await withToken(token, { method: 'POST', url: `/api/cards/${cardP}/lock` });
    expect(lock.statusCode, lock.body).toBe(403);
    const hooks = await withToken(token, {
      method: 'GET',
      url: `/api/businesses/${programP}/webhooks/endpoints`,
    });
    expect(hooks.statusCode).toBe(403);
    // A person's own endpoints are not for a credential.
    const profile = await withToken(token, { method: 'GET', url: `/api/users/${loadsOnly.credential.id}` });
    expect(profile.statusCode, profile.body).toBe(403);
    // Nor can it make credentials, even with developerTools.
    const dev = await tokenOf(await createOk(programP, { name: 'Dev', permissions: ['developerTools'] }));
    const mint = await withToken(dev.accessToken, {
      method: 'POST',
      url: `/api/businesses/${programP}/apiCredentials`,
      payload: { name: 'Child', permissions: ['developerTools'], expiresInDays: 365 },
    });
    expect(mint.statusCode, mint.body).toBe(403);
  });

  it('cannot reach another business: another tenant or a sibling program answers 404', async () => {
    const token = (await tokenOf(await createOk(programP, { name: 'Scoped' }))).accessToken;
    const tenant = await withToken(token, { method: 'GET', url: `/api/businesses/${other.programId}/users` });
    expect(tenant.statusCode, tenant.body).toBe(404);
    const sibling = await loadWith(token, cardInSibling, t.demo.cardsProgramId);
    expect(sibling.statusCode, sibling.body).toBe(404);
    const siblingCard = await loadWith(token, cardInSibling);
    expect(siblingCard.json().loadedCount ?? 0).toBe(0);
  });

  it('refuses permissions the creator does not hold, and a creator without developerTools', async () => {
    const fiscal = (await createUser(kit.db(), { businessId: programP, role: 'usccb_fiscal_administrator' }))
      .id;
    const tooMuch = await create(fiscal, programP, { permissions: ['loadCard', 'orderCard'] });
    expect(tooMuch.statusCode, tooMuch.body).toBe(403);
    expect(tooMuch.json().code).toBe('api_credential_permission_not_held');
    expect((await create(fiscal, programP, { permissions: ['loadCard'] })).statusCode).toBe(201);
    const caseManager = (await createUser(kit.db(), { businessId: programP, role: 'cws_case_manager' })).id;
    expect((await create(caseManager, programP, {})).statusCode).toBe(403);
    expect((await create(admin(), other.programId, {})).statusCode).toBe(404);
  });

  it('refuses a narrowing permission, an unknown one and a bad expiry (400)', async () => {
    for (const body of [
      { permissions: ['hideTransactionData'] },
      { permissions: ['flyToTheMoon'] },
      { permissions: [] },
      { expiresInDays: 0 },
      { expiresInDays: 366 },
      { name: '  ' },
    ]) {
      const response = await create(admin(), programP, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('stops working at once when revoked: its tokens and its secret', async () => {
    const created = await createOk(programP, { name: 'To revoke' });
    const token = (await tokenOf(created)).accessToken;
    expect((await loadWith(token, cardP)).statusCode).toBe(200);
    const revoke = await t.as(admin(), {
      method: 'POST',
      url: `/api/businesses/${t.demo.organizationId}/apiCredentials/${created.credential.id}/revoke`,
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(revoke.json().credential.status).toBe('revoked');
    expect((await loadWith(token, cardP)).statusCode).toBe(401);
    const again = await requestToken(created.credential.clientId, created.clientSecret);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('invalid_client');
    // Another business's credential is not found from here.
    const foreign = await t.as(other.adminUserId, {
      method: 'POST',
      url: `/api/businesses/${other.programId}/apiCredentials/${created.credential.id}/revoke`,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('stops working once expired', async () => {
    const created = await createOk(programP, { name: 'Expiring', expiresInDays: 1 });
    const token = (await tokenOf(created)).accessToken;
    await kit
      .db()
      .update(apiCredentials)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(apiCredentials.id, created.credential.id));
    expect((await loadWith(token, cardP)).statusCode).toBe(401);
    expect((await requestToken(created.credential.clientId, created.clientSecret)).statusCode).toBe(401);
    const list = await t.as(admin(), { method: 'GET', url: `/api/businesses/${programP}/apiCredentials` });
    const listed = list.json().credentials.find((c: { id: string }) => c.id === created.credential.id);
    expect(listed.status).toBe('expired');
  });

  it('stops reaching the business when its creator loses their role there', async () => {
    const creator = (await createUser(kit.db(), { businessId: programP, role: 'admin' })).id;
    const created = await createOk(programP, { name: 'Orphan' }, creator);
    const token = (await tokenOf(created)).accessToken;
    expect((await loadWith(token, cardP)).statusCode).toBe(200);
    await kit.db().delete(userRoles).where(eq(userRoles.userId, creator));
    expect((await loadWith(token, cardP)).statusCode).toBe(404);
  });

  it('refuses a wrong secret, and throttles wrong secrets like passwords (429)', async () => {
    const created = await createOk(programP, { name: 'Guessed' });
    const wrong = await requestToken(created.credential.clientId, 'cw_secret_wrong', '10.9.0.1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalid_client');
    const unknown = await requestToken('cw_client_nobody', created.clientSecret, '10.9.0.1');
    expect(unknown.statusCode).toBe(401);
    for (let attempt = 2; attempt <= 10; attempt++)
      await requestToken(created.credential.clientId, `cw_secret_wrong_${attempt}`, `10.9.0.${attempt}`);
    const right = await requestToken(created.credential.clientId, created.clientSecret, '10.9.1.1');
    expect(right.statusCode).toBe(429);
  });

  it('is named in the OIDC discovery document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.well-known/openid-configuration' });
    expect(response.json().grant_types_supported).toContain('client_credentials');
  });
});

describe(`the client credentials grant as OAuth 2.0 libraries send it (${testEngine})`, () => {
  const formToken = (
    body: Record<string, string>,
    headers: Record<string, string> = {},
    remoteAddress = '10.9.0.1',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(body).toString(),
    });
  const basic = (clientId: string, clientSecret: string) =>
    `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;

  it('takes a form with HTTP Basic or the client in the body, and answers RFC 6749 fields', async () => {
    const created = await createOk(programP, {
      name: 'OAuth library',
      permissions: ['loadCard', 'lockCard'],
    });
    const { clientId } = created.credential;
    const byBasic = await formToken(
      { grant_type: 'client_credentials' },
      { authorization: basic(clientId, created.clientSecret) },
    );
    expect(byBasic.statusCode, byBasic.body).toBe(200);
    expect(byBasic.headers['cache-control']).toBe('no-store');
    const answer = byBasic.json();
    expect(Object.keys(answer).sort()).toEqual(['access_token', 'expires_in', 'scope', 'token_type']);
    expect(answer).toMatchObject({ token_type: 'Bearer', scope: 'loadCard lockCard' });
    expect(answer.expires_in).toBeGreaterThan(0);
    expect((await loadWith(answer.access_token, cardP)).statusCode).toBe(200);

    const byBody = await formToken({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: created.clientSecret,
    });
    expect(byBody.statusCode, byBody.body).toBe(200);
    expect(byBody.json().access_token).toEqual(expect.any(String));
  });

  it('answers RFC errors: invalid_client (with a Basic challenge) and unsupported_grant_type', async () => {
    const created = await createOk(programP, { name: 'OAuth errors' });
    const wrong = await formToken(
      { grant_type: 'client_credentials' },
      { authorization: basic(created.credential.clientId, 'cw_secret_wrong') },
      '10.9.0.2',
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'invalid_client' });
    expect(wrong.headers['www-authenticate']).toBe('Basic realm="causeway"');
    const password = await formToken({
      grant_type: 'password',
      username: 'admin@example.org',
      password: 'x',
    });
    expect(password.statusCode).toBe(400);
    expect(password.json()).toMatchObject({ error: 'unsupported_grant_type' });
    // A person's grants stay JSON: the JSON grant of a credential still answers camelCase.
    expect((await tokenOf(created)).accessToken).toEqual(expect.any(String));
  });
});
