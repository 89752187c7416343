import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardActivities, cardholders, metadataEntries } from '../../src/db/schema/index.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { countRows, createOrganisation } from '../tenancy/fixtures.ts';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let other: Awaited<ReturnType<typeof createOrganisation>>;
let program: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  other = await createOrganisation(t.database.db);
  program = t.demo.cardsProgramId;
});
afterAll(() => t?.close());

type Method = 'POST' | 'PATCH' | 'DELETE';
const send = (userId: string, method: Method, payload: object) =>
  t.as(userId, { method, url: '/api/businesses/metadata', payload });
const read = (userId: string, type: string, targetId: string) =>
  kit.get(userId, `/api/businesses/metadata?type=${type}&targetId=${targetId}`);
const activityTypes = async (cardId: string) =>
  (await kit.db().select().from(cardActivities).where(eq(cardActivities.cardId, cardId))).map(
    (row) => row.type,
  );
const pairs = [
  { key: 'caseNumber', value: 'C-1042' },
  { key: 'household', value: '' },
];

describe('card metadata', () => {
  it('adds, reads, replaces and deletes, recording an activity for each change', async () => {
    const card = await kit.issueCard(program);
    const target = { type: 'card', targetId: card.id };
    const created = await send(kit.user('admin'), 'POST', { ...target, metadata: pairs });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      ...target,
      businessId: program,
      metadata: pairs,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const readBack = await read(kit.user('viewer'), 'card', card.id);
    expect(readBack.statusCode, readBack.body).toBe(200);
    expect(readBack.json().metadata).toEqual(pairs);

    const again = await send(kit.user('admin'), 'POST', { ...target, metadata: pairs });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('metadata_exists');

    const replaced = await send(kit.user('admin'), 'PATCH', {
      ...target,
      metadata: [{ key: 'caseNumber', value: 'C-2000' }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().metadata).toEqual([{ key: 'caseNumber', value: 'C-2000' }]);

    const deleted = await send(kit.user('admin'), 'DELETE', target);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ metadata: [], createdAt: null, updatedAt: null });
    expect((await read(kit.user('admin'), 'card', card.id)).json().metadata).toEqual([]);
    expect((await send(kit.user('admin'), 'DELETE', target)).statusCode).toBe(404);
    expect((await send(kit.user('admin'), 'PATCH', { ...target, metadata: pairs })).statusCode).toBe(404);

    expect(await activityTypes(card.id)).toEqual(['metadata_added', 'metadata_updated', 'metadata_deleted']);
    const feed = await kit.get(kit.user('admin'), `/api/cards/${card.id}/activities`);
    expect(feed.json().activities[2]).toMatchObject({
      type: 'metadata_added',
      details: { keys: ['caseNumber', 'household'] },
    });
  });

  it('works on a cardholder, with no card activity', async () => {
    const [holder] = await kit.db().select().from(cardholders).where(eq(cardholders.businessId, program));
    const target = { type: 'cardholder', targetId: holder!.id };
    const created = await send(kit.user('admin'), 'POST', { ...target, metadata: pairs });
    expect(created.statusCode, created.body).toBe(201);
    expect((await read(kit.user('caseManager'), 'cardholder', holder!.id)).json().metadata).toEqual(pairs);
    expect((await send(kit.user('admin'), 'DELETE', target)).statusCode).toBe(200);
  });

  it('answers 404 for recipients and unknown targets', async () => {
    for (const type of ['recipient', 'card', 'cardholder']) {
      const response = await send(kit.user('admin'), 'POST', {
        type,
        targetId: crypto.randomUUID(),
        metadata: pairs,
      });
      expect(response.statusCode, response.body).toBe(404);
      expect((await read(kit.user('admin'), type, crypto.randomUUID())).statusCode).toBe(404);
    }
  });
});

describe('permissions', () => {
  // editMetadata: admin, sifh_cec, cws_case_manager; not viewer, finance (sifh_finance) nor
  // caseManager (usccb_case_manager).
  it.each([
    ['admin', 201],
    ['sifh_cec', 201],
    ['cws_case_manager', 201],
    ['viewer', 403],
    ['finance', 403],
    ['caseManager', 403],
  ])('%s adds: %i', async (who, status) => {
    const card = await kit.issueCard(program);
    const userId = who.includes('_')
      ? await kit.newMember(program, who as 'sifh_cec', 'program')
      : kit.user(who);
    const response = await send(userId, 'POST', { type: 'card', targetId: card.id, metadata: pairs });
    expect(response.statusCode, response.body).toBe(status);
    expect(await activityTypes(card.id)).toEqual(status === 201 ? ['metadata_added'] : []);
  });

  it.each(['PATCH', 'DELETE'] as const)('%s needs editMetadata', async (method) => {
    const card = await kit.issueCard(program);
    const target = { type: 'card', targetId: card.id };
    expect((await send(kit.user('admin'), 'POST', { ...target, metadata: pairs })).statusCode).toBe(201);
    const refused = await send(kit.user('caseManager'), method, { ...target, metadata: pairs });
    expect(refused.statusCode).toBe(403);
    const cec = await kit.newMember(program, 'sifh_cec', 'program');
    expect((await send(cec, method, { ...target, metadata: pairs })).statusCode).toBe(200);
  });

  it("answers 404 for another organisation's targets, on every method", async () => {
    const card = await kit.issueCard(program);
    const target = { type: 'card', targetId: card.id };
    expect((await send(kit.user('admin'), 'POST', { ...target, metadata: pairs })).statusCode).toBe(201);
    for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
      const response = await send(other.adminUserId, method, { ...target, metadata: pairs });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Card not found.');
    }
    expect((await read(other.adminUserId, 'card', card.id)).statusCode).toBe(404);
    expect((await read(kit.user('admin'), 'card', card.id)).json().metadata).toEqual(pairs);
  });
});

describe('bad input', () => {
  it.each([
    [{ type: 'program' }, 'type', 'Type must be one of card, cardholder, recipient'],
    [{ targetId: 'nope' }, 'targetId', expect.any(String)],
    [{ metadata: [] }, 'metadata', 'Add at least one key and value'],
    [{ metadata: [{ key: '', value: 'x' }] }, 'metadata.0.key', 'Key is required'],
    [
      { metadata: [{ key: 'k'.repeat(65), value: 'x' }] },
      'metadata.0.key',
      'Key must have at most 64 characters',
    ],
    [
      { metadata: [{ key: 'k', value: 'v'.repeat(501) }] },
      'metadata.0.value',
      'Value must have at most 500 characters',
    ],
    [{ metadata: [{ key: 'k' }] }, 'metadata.0.value', 'Value is required'],
    [
      {
        metadata: [
          { key: 'k', value: '1' },
          { key: 'k', value: '2' },
        ],
      },
      'metadata',
      'Each key may appear once',
    ],
    [
      { metadata: Array.from({ length: 51 }, (_, index) => ({ key: `k${index}`, value: 'v' })) },
      'metadata',
      'At most 50 keys',
    ],
  ])('answers 400 for %j on %s and writes nothing', async (change, field, message) => {
    const card = await kit.issueCard(program);
    const before = await countRows(kit.db(), metadataEntries);
    const response = await send(kit.user('admin'), 'POST', {
      type: 'card',
      targetId: card.id,
      metadata: pairs,
      ...change,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field, message }));
    expect(await countRows(kit.db(), metadataEntries)).toBe(before);
    expect(await activityTypes(card.id)).toEqual([]);
  });

  it('takes exactly 50 pairs with the longest key and value', async () => {
    const card = await kit.issueCard(program);
    const metadata = Array.from({ length: 50 }, (_, index) => ({
      key: `${index}`.padEnd(64, 'k'),
      value: 'v'.repeat(500),
    }));
    const response = await send(kit.user('admin'), 'POST', { type: 'card', targetId: card.id, metadata });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('answers 400 for a bad query', async () => {
    expect((await kit.get(kit.user('admin'), '/api/businesses/metadata?type=card')).statusCode).toBe(400);
  });
});
