import { WEBHOOK_EVENT_TYPES } from '@causeway/contracts';
import { count, eq, isNull } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  cardActivities,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../src/db/schema/index.ts';
import { recordCardActivity } from '../../src/modules/activities/record-activity.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testEngine } from '../support/test-database.ts';
import { createOrganisation } from '../tenancy/fixtures.ts';
import { webhookKit } from './webhook-kit.ts';

const S = 1_000;
const M = 60 * S;

let t: TestApp;
let w: ReturnType<typeof webhookKit>;
let org: string;
let program: string;
let other: Awaited<ReturnType<typeof createOrganisation>>;

beforeAll(async () => {
  t = await createTestApp();
  w = webhookKit(t);
  org = t.demo.organizationId;
  program = t.demo.cardsProgramId;
  other = await createOrganisation(t.database.db);
});
afterAll(() => t?.close());
afterEach(async () => {
  // Each test starts with no endpoint listening, and a fresh log of what was sent.
  await t.database.db
    .update(webhookEndpoints)
    .set({ deletedAt: new Date(), enabled: false, disabledReason: 'manual' })
    .where(isNull(webhookEndpoints.deletedAt));
  w.sent.length = 0;
  w.answer.statusCode = 200;
  w.clock.nowMs = 0;
});

const endpointsUrl = (businessId: string) => `/api/businesses/${businessId}/webhooks/endpoints`;
const eventsOfCard = async (cardId: string) =>
  (await t.database.db.select().from(webhookEvents)).filter(
    (event) => (event.payload as { data: { cardId?: string } }).data.cardId === cardId,
  );

describe(`webhook endpoints (${testEngine})`, () => {
  it('adds, lists, changes and deletes an endpoint; the secret is never in those answers', async () => {
    const created = await w.createEndpoint(program, {
      description: 'Case tool',
      eventTypes: ['card_locked', 'card_unlocked'],
    });
    expect(created).toMatchObject({
      url: 'https://93.184.215.14/causeway-hooks',
      enabled: true,
      disabledReason: null,
    });
    expect(JSON.stringify(created)).not.toContain('whsec_');

    const listed = await t.as(w.admin(), { method: 'GET', url: endpointsUrl(program) });
    expect(listed.json().endpoints.map((endpoint: { id: string }) => endpoint.id)).toEqual([created.id]);

    const changed = await t.as(w.admin(), {
      method: 'PATCH',
      url: `${endpointsUrl(program)}/${created.id}`,
      payload: { enabled: false, eventTypes: ['card_frozen'] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().endpoint).toMatchObject({
      enabled: false,
      disabledReason: 'manual',
      eventTypes: ['card_frozen'],
    });

    const secret = await w.secretOf(program, created.id);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);

    const deleted = await t.as(w.admin(), {
      method: 'DELETE',
      url: `${endpointsUrl(program)}/${created.id}`,
    });
    expect(deleted.statusCode).toBe(204);
    const after = await t.as(w.admin(), { method: 'GET', url: endpointsUrl(program) });
    expect(after.json().endpoints).toEqual([]);
  });

  it("answers 404 for another business's endpoint and changes nothing", async () => {
    const theirs = await t.as(other.adminUserId, {
      method: 'POST',
      url: endpointsUrl(other.programId),
      payload: { url: 'https://93.184.215.14/theirs', eventTypes: ['card_locked'] },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const id = theirs.json().endpoint.id;
    for (const request of [
      { method: 'GET' as const, url: `${endpointsUrl(program)}/${id}/secret` },
      { method: 'PATCH' as const, url: `${endpointsUrl(program)}/${id}`, payload: { enabled: false } },
      { method: 'DELETE' as const, url: `${endpointsUrl(program)}/${id}` },
      { method: 'GET' as const, url: `${endpointsUrl(other.programId)}/${id}/secret` },
    ]) {
      const response = await t.as(w.admin(), request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
    const [row] = await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(row).toMatchObject({ enabled: true, deletedAt: null });
  });

  it.each([
    ['loopback', 'https://127.0.0.1/hook'],
    ['loopback by name', 'http://localhost:3000/hook'],
    ['private', 'https://10.0.0.8/hook'],
    ['private 192.168', 'https://192.168.1.20/hook'],
    ['link-local metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['CGNAT', 'https://100.64.1.1/hook'],
    ['IPv6 loopback', 'https://[::1]/hook'],
    ['IPv4-mapped IPv6', 'https://[::ffff:127.0.0.1]/hook'],
    ['IPv6 unique local', 'https://[fd00:ec2::254]/hook'],
    ['a user and password', 'https://user:secret@93.184.215.14/hook'],
    ['not http', 'ftp://93.184.215.14/hook'],
    ["the API's own URL outside the receiver", 'http://localhost:3999/api/businesses'],
  ])('refuses a %s URL (SSRF) with webhook_url_refused', async (_name, url) => {
    const response = await t.as(w.admin(), {
      method: 'POST',
      url: endpointsUrl(program),
      payload: { url, eventTypes: ['card_locked'] },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'webhook_url_refused', details: [{ field: 'url' }] });
  });

  it('refuses unknown event types and empty changes with field errors', async () => {
    const unknownType = await t.as(w.admin(), {
      method: 'POST',
      url: endpointsUrl(program),
      payload: { url: 'https://93.184.215.14/x', eventTypes: ['card_exploded'] },
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().details[0].field).toBe('eventTypes.0');
    const none = await t.as(w.admin(), {
      method: 'POST',
      url: endpointsUrl(program),
      payload: { url: 'https://93.184.215.14/x', eventTypes: [] },
    });
    expect(none.statusCode).toBe(400);
    const endpoint = await w.createEndpoint(program);
    const empty = await t.as(w.admin(), {
      method: 'PATCH',
      url: `${endpointsUrl(program)}/${endpoint.id}`,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('allows at most 20 endpoints per business', async () => {
    for (let index = 0; index < 20; index += 1)
      await w.createEndpoint(org, { url: `https://93.184.215.14/e${index}` });
    const response = await t.as(w.admin(), {
      method: 'POST',
      url: endpointsUrl(org),
      payload: { url: 'https://93.184.215.14/one-too-many', eventTypes: ['card_locked'] },
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().code).toBe('webhook_endpoints_limit');
  });

  it('lists every activity event of the spec in the public catalogue, each with an example body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/webhooks/eventTypes' });
    expect(response.statusCode).toBe(200);
    const types = response.json().eventTypes.map((entry: { type: string }) => entry.type);
    expect(types).toContain('card_locked');
    expect(types).toContain('bank_transfer_initiated');
    expect(types).toContain('metadata_deleted');
    expect(response.json().eventTypes[0].example).toMatchObject({
      type: types[0],
      data: { businessId: expect.any(String) },
    });
  });
});

describe(`events are written with their change (${testEngine})`, () => {
  it('writes one event and one delivery per listening endpoint, for the program and its organisation', async () => {
    const onProgram = await w.createEndpoint(program);
    const onOrganisation = await w.createEndpoint(org);
    const notListening = await w.createEndpoint(program, { eventTypes: ['card_frozen'] });
    const card = await w.lockACard(program);
    const [event, ...more] = await eventsOfCard(card.id);
    expect(more).toEqual([]);
    expect(event!.payload).toMatchObject({
      type: 'card_locked',
      data: { businessId: program, cardId: card.id, actor: { type: 'user', id: w.admin() } },
    });
    const deliveries = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, event!.id));
    expect(deliveries.map((delivery) => delivery.endpointId).sort()).toEqual(
      [onProgram.id, onOrganisation.id].sort(),
    );
    expect(deliveries.map((delivery) => delivery.endpointId)).not.toContain(notListening.id);
  });

  it('writes nothing when no endpoint listens', async () => {
    const card = await w.lockACard(program);
    expect(await eventsOfCard(card.id)).toEqual([]);
  });

  it('writes no event when the change rolls back', async () => {
    await w.createEndpoint(program);
    const card = await w.kit.issueCard(program);
    const before = await t.database.db.select({ total: count() }).from(webhookEvents);
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordCardActivity(tx, {
          cardId: card.id,
          businessId: program,
          type: 'card_locked',
          actorUserId: w.admin(),
        });
        // Inside the transaction both rows exist…
        expect((await tx.select({ total: count() }).from(webhookEvents))[0]!.total).toBe(
          before[0]!.total + 1,
        );
        throw new Error('the change fails after its activity was written');
      }),
    ).rejects.toThrow('the change fails');
    // …and after the rollback neither does.
    expect(await eventsOfCard(card.id)).toEqual([]);
    expect(
      await t.database.db.select().from(cardActivities).where(eq(cardActivities.cardId, card.id)),
    ).toEqual([]);
  });

  it('writes no event for a change refused (locking a locked card)', async () => {
    await w.createEndpoint(program);
    const card = await w.lockACard(program);
    const again = await t.as(w.admin(), { method: 'POST', url: `/api/cards/${card.id}/lock` });
    expect(again.statusCode, again.body).toBe(409);
    expect(await eventsOfCard(card.id)).toHaveLength(1);
  });
});

describe(`signed delivery (${testEngine})`, () => {
  it("signs each delivery so that standardwebhooks' own verify accepts it", async () => {
    const endpoint = await w.createEndpoint(program);
    const card = await w.lockACard(program);
    expect(await w.runner.runOnce()).toBe(1);
    const [request] = w.sent;
    const secret = await w.secretOf(program, endpoint.id);
    const verified = new Webhook(secret).verify(request!.body, request!.headers) as {
      data: { cardId: string };
    };
    expect(verified.data.cardId).toBe(card.id);
    const [event] = await eventsOfCard(card.id);
    expect(request!.headers['webhook-id']).toBe(event!.id);
    // Another secret does not verify it.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`).verify(request!.body, request!.headers),
    ).toThrow();
    const [attempt] = await w.attemptsOf(program, endpoint.id);
    expect(attempt).toMatchObject({
      attemptNumber: 1,
      statusCode: 200,
      succeeded: true,
      deliveryStatus: 'succeeded',
      responseExcerpt: '{"ok":true}',
    });
  });

  it('signs with both secrets for 24 hours after a rotation', async () => {
    const endpoint = await w.createEndpoint(program);
    const oldSecret = await w.secretOf(program, endpoint.id);
    const rotated = await t.as(w.admin(), {
      method: 'POST',
      url: `${endpointsUrl(program)}/${endpoint.id}/secret/rotate`,
    });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newSecret = rotated.json().secret as string;
    expect(newSecret).not.toBe(oldSecret);
    expect(rotated.headers['cache-control']).toBe('no-store');
    await w.lockACard(program);
    await w.runner.runOnce();
    const [request] = w.sent;
    expect(request!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const secret of [oldSecret, newSecret])
      expect(() => new Webhook(secret).verify(request!.body, request!.headers)).not.toThrow();
  });
});

describe('the OpenAPI document', () => {
  it('describes every event body under `webhooks` (OpenAPI 3.1)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    const locked = document.webhooks.card_locked.post;
    expect(locked.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    expect(locked.requestBody.content['application/json'].example).toMatchObject({ type: 'card_locked' });
    expect(locked.requestBody.content['application/json'].schema.properties.data.required).toContain(
      'businessId',
    );
  });
});

describe(`the webhook portal link (${testEngine})`, () => {
  const openLink = (userId: string, link: string) =>
    t.as(userId, {
      method: 'GET',
      url: `/api/webhooks/portalLinks/${encodeURIComponent(new URL(link).searchParams.get('token')!)}`,
    });

  it('is a short-lived signed URL of our portal page that opens for its maker only', async () => {
    const made = await t.as(w.admin(), { method: 'GET', url: `/api/businesses/${org}/webhooks/accessLink` });
    expect(made.statusCode, made.body).toBe(200);
    const { url, expiresAt } = made.json();
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/webhook-portal\\?token=`));
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(5 * M + S);
    expect(made.headers['cache-control']).toBe('no-store');

    const opened = await openLink(w.admin(), url);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ businessId: org, expiresAt });
    // Someone else signed in, or a token changed by one character: an unknown link.
    expect((await openLink(other.adminUserId, url)).statusCode).toBe(404);
    const tampered = url.replace(
      /token=(.)/,
      (_match: string, first: string) => `token=${first === 'a' ? 'b' : 'a'}`,
    );
    expect((await openLink(w.admin(), tampered)).statusCode).toBe(404);
  });

  it('refuses a person without developerTools (403) and another tenant (404)', async () => {
    const viewer = await t.as(t.demo.users.viewer!, {
      method: 'GET',
      url: `/api/businesses/${org}/webhooks/accessLink`,
    });
    expect(viewer.statusCode).toBe(403);
    const stranger = await t.as(other.adminUserId, {
      method: 'GET',
      url: `/api/businesses/${org}/webhooks/accessLink`,
    });
    expect(stranger.statusCode).toBe(404);
  });
});
