import { PRESET_COLORS } from '@causeway/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardActivities, cardTags, tags } from '../../src/db/schema/index.ts';
import { moneyKit, walkPages } from '../money/support.ts';
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

const tagCards = (userId: string, businessId: string, payload: object) =>
  t.as(userId, { method: 'POST', url: `/api/cards/business/${businessId}/tag`, payload });
const untag = (userId: string, cardId: string, tagId: string) =>
  t.as(userId, { method: 'DELETE', url: `/api/cards/${cardId}/tag/${tagId}` });
const activityTypes = async (cardId: string) =>
  (await kit.db().select().from(cardActivities).where(eq(cardActivities.cardId, cardId))).map(
    (row) => row.type,
  );
const unique = (prefix: string) => `${prefix} ${crypto.randomUUID().slice(0, 6)}`;

describe('POST /cards/business/:id/tag', () => {
  it('creates the tag for the organisation, attaches it to each card and records card_tag_added', async () => {
    const [a, b] = [await kit.issueCard(program), await kit.issueCard(program)];
    const name = unique('Housing');
    const response = await tagCards(kit.user('admin'), program, {
      cardIds: [a!.id, b!.id],
      name,
      color: '#1D4ED8',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      tag: { id: expect.any(String), name, color: '#1D4ED8', createdAt: expect.any(String) },
      created: true,
      attachedCardIds: [a!.id, b!.id],
    });
    const [row] = await kit.db().select().from(tags).where(eq(tags.id, body.tag.id));
    expect(row!.organizationId).toBe(t.demo.organizationId);
    expect(await activityTypes(a!.id)).toEqual(['card_tag_added']);
    expect(await activityTypes(b!.id)).toEqual(['card_tag_added']);
    const activities = await kit.get(kit.user('admin'), `/api/cards/${a!.id}/activities`);
    expect(activities.json().activities[0]).toMatchObject({
      type: 'card_tag_added',
      details: { tagId: body.tag.id, tagName: name },
    });
  });

  it('reuses a tag whose name differs only in case, keeps its colour and never attaches twice', async () => {
    const card = await kit.issueCard(program);
    const second = await kit.issueCard(program);
    const name = unique('Food');
    const first = await tagCards(kit.user('admin'), program, { cardIds: [card.id], name, color: '#047857' });
    const again = await tagCards(kit.user('caseManager'), program, {
      cardIds: [card.id, second.id],
      name: `  ${name.toUpperCase()} `,
      color: '#B91C1C',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      tag: { id: first.json().tag.id, name, color: '#047857' },
      created: false,
      attachedCardIds: [second.id],
    });
    expect(await activityTypes(card.id)).toEqual(['card_tag_added']);
    const sameName = await kit.db().select().from(tags).where(eq(tags.organizationId, t.demo.organizationId));
    expect(sameName.filter((tag) => tag.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
  });

  it.each([undefined, ''])('picks a preset colour when the colour is %j', async (color) => {
    const card = await kit.issueCard(program);
    const response = await tagCards(kit.user('admin'), program, {
      cardIds: [card.id],
      name: unique('Preset'),
      ...(color === undefined ? {} : { color }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(PRESET_COLORS).toContain(response.json().tag.color);
  });

  it('tags cards of its programs from the organisation page', async () => {
    const card = await kit.issueCard(program);
    const response = await tagCards(kit.user('admin'), t.demo.organizationId, {
      cardIds: [card.id],
      name: unique('Org'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().attachedCardIds).toEqual([card.id]);
  });

  it.each([
    [{ cardIds: [], name: 'X' }, 'cardIds', 'Choose at least one card'],
    [{ cardIds: ['not-a-uuid'], name: 'X' }, 'cardIds.0', expect.any(String)],
    [{ cardIds: 'dup', name: '' }, 'name', 'Name is required'],
    [{ cardIds: 'one', name: '   ' }, 'name', 'Name is required'],
    [{ cardIds: 'one', name: 'x'.repeat(51) }, 'name', 'Name must have at most 50 characters'],
    [{ cardIds: 'one', name: 'X', color: 'red' }, 'color', 'Color is not in the correct format'],
    [{ cardIds: 'one', name: 'X', color: '#12345' }, 'color', 'Color is not in the correct format'],
    [{ cardIds: 'dup', name: 'X' }, 'cardIds', 'Each card may appear once'],
  ])('answers 400 for %j on %s and writes nothing', async (payload, field, message) => {
    const card = await kit.issueCard(program);
    const cardIds =
      payload.cardIds === 'one'
        ? [card.id]
        : payload.cardIds === 'dup'
          ? [card.id, card.id]
          : payload.cardIds;
    const before = { tags: await countRows(kit.db(), tags), cardTags: await countRows(kit.db(), cardTags) };
    const response = await tagCards(kit.user('admin'), program, { ...payload, cardIds });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toContainEqual(expect.objectContaining({ field, message }));
    expect({ tags: await countRows(kit.db(), tags), cardTags: await countRows(kit.db(), cardTags) }).toEqual(
      before,
    );
  });

  it('answers 400 for more than 100 cards', async () => {
    const cardIds = Array.from({ length: 101 }, () => crypto.randomUUID());
    const response = await tagCards(kit.user('admin'), program, { cardIds, name: 'Many' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual(
      expect.objectContaining({ field: 'cardIds', message: 'At most 100 cards at a time' }),
    );
  });

  it('refuses the whole request when one card is not of the business, writing nothing', async () => {
    const mine = await kit.issueCard(program);
    const otherProgram = await kit.newProgram();
    const elsewhere = await kit.issueCard(otherProgram.id);
    const before = await countRows(kit.db(), tags);
    for (const cardId of [elsewhere.id, crypto.randomUUID()]) {
      const response = await tagCards(kit.user('admin'), program, {
        cardIds: [mine.id, cardId],
        name: unique('Partial'),
      });
      expect(response.statusCode, response.body).toBe(404);
    }
    expect(await countRows(kit.db(), tags)).toBe(before);
    expect(await activityTypes(mine.id)).toEqual([]);
  });

  // addTagToCard: admin (all), caseManager (usccb_case_manager); not viewer, finance (sifh_finance),
  // nor approver (sifh_payment_approver, on the payouts program only: the cards program is outside).
  it.each([
    ['admin', 200],
    ['caseManager', 200],
    ['viewer', 403],
    ['finance', 403],
  ])('%s: %i', async (who, status) => {
    const card = await kit.issueCard(program);
    const response = await tagCards(kit.user(who), program, { cardIds: [card.id], name: unique('Perm') });
    expect(response.statusCode, response.body).toBe(status);
    expect(await activityTypes(card.id)).toEqual(status === 200 ? ['card_tag_added'] : []);
  });

  it('allows a role with addTagToCard only (sifh_cec) and refuses one without it', async () => {
    const card = await kit.issueCard(program);
    const cec = await kit.newMember(program, 'sifh_cec', 'program');
    expect((await tagCards(cec, program, { cardIds: [card.id], name: unique('Cec') })).statusCode).toBe(200);
    const audit = await kit.newMember(program, 'sifh_internal_audit', 'program');
    expect((await tagCards(audit, program, { cardIds: [card.id], name: unique('Audit') })).statusCode).toBe(
      403,
    );
  });

  it("answers 404 for another organisation's business", async () => {
    const card = await kit.issueCard(program);
    const response = await tagCards(other.adminUserId, program, { cardIds: [card.id], name: 'Nope' });
    expect(response.statusCode).toBe(404);
    const theirs = await tagCards(kit.user('admin'), other.programId, { cardIds: [card.id], name: 'Nope' });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('GET /businesses/:id/tags and /cards/:id/tags', () => {
  it("lists the organisation's tags to any member, from the organisation or a program", async () => {
    const card = await kit.issueCard(program);
    const name = unique('Listed');
    const tagged = await tagCards(kit.user('admin'), program, { cardIds: [card.id], name });
    const tagId = tagged.json().tag.id;
    for (const [who, businessId] of [
      ['viewer', t.demo.organizationId],
      ['caseManager', program],
      ['approver', t.demo.payoutsProgramId],
    ] as const) {
      const response = await kit.get(kit.user(who), `/api/businesses/${businessId}/tags`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().tags).toContainEqual({
        id: tagId,
        name,
        color: expect.any(String),
        createdAt: expect.any(String),
      });
    }
    const cardTagList = await kit.get(kit.user('viewer'), `/api/cards/${card.id}/tags`);
    expect(cardTagList.statusCode).toBe(200);
    expect(cardTagList.json()).toEqual({ cardId: card.id, tags: [tagged.json().tag] });
  });

  it("pages the organisation's tags oldest first, each once", async () => {
    const card = await kit.issueCard(program);
    const names = [unique('PageA'), unique('PageB'), unique('PageC')];
    for (const name of names) {
      expect((await tagCards(kit.user('admin'), program, { cardIds: [card.id], name })).statusCode).toBe(200);
    }
    const url = `/api/businesses/${t.demo.organizationId}/tags`;
    const all = await walkPages(async (cursor) => {
      const response = await kit.get(
        kit.user('viewer'),
        `${url}?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return {
        items: response.json().tags as { name: string }[],
        nextCursor: response.json().page.nextCursor,
      };
    });
    const listed = all.map((tag) => tag.name);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.slice(-3)).toEqual(names);
  });

  it("keeps each organisation's tags apart", async () => {
    const theirs = await kit.get(other.adminUserId, `/api/businesses/${other.organizationId}/tags`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().tags).toEqual([]);
    expect((await kit.get(other.adminUserId, `/api/businesses/${program}/tags`)).statusCode).toBe(404);
    const card = await kit.issueCard(program);
    expect((await kit.get(other.adminUserId, `/api/cards/${card.id}/tags`)).statusCode).toBe(404);
  });

  it("adds the card's tags to the card list answer", async () => {
    const card = await kit.issueCard(program);
    const name = unique('Plain');
    await tagCards(kit.user('admin'), program, { cardIds: [card.id], name, color: '#374151' });
    const list = await kit.get(
      kit.user('admin'),
      `/api/cards/business/${program}/cards?search=${card.last4}`,
    );
    const listed = list.json().cards.find((item: { id: string }) => item.id === card.id);
    expect(Object.keys(listed).sort()).toEqual(
      [
        'id',
        'reference',
        'businessId',
        'form',
        'status',
        'last4',
        'expiry',
        'cardholder',
        'balance',
        'createdAt',
        'tags',
      ].sort(),
    );
    expect(listed.tags).toEqual([
      { id: expect.any(String), name, color: '#374151', createdAt: expect.any(String) },
    ]);
  });
});

describe('DELETE /cards/:id/tag/:tagId', () => {
  async function taggedCard() {
    const card = await kit.issueCard(program);
    const response = await tagCards(kit.user('admin'), program, { cardIds: [card.id], name: unique('Del') });
    return { card, tagId: response.json().tag.id as string };
  }

  it('detaches the tag, keeps it in the organisation and records card_tag_removed', async () => {
    const { card, tagId } = await taggedCard();
    const response = await untag(kit.user('caseManager'), card.id, tagId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ cardId: card.id, tags: [] });
    expect(await kit.db().select().from(tags).where(eq(tags.id, tagId))).toHaveLength(1);
    expect(await activityTypes(card.id)).toEqual(['card_tag_added', 'card_tag_removed']);
    expect((await untag(kit.user('admin'), card.id, tagId)).statusCode).toBe(404);
  });

  // deleteTagFromCard: admin, caseManager; not viewer, finance, nor sifh_cec (addTagToCard only).
  it.each([
    ['admin', 200],
    ['caseManager', 200],
    ['viewer', 403],
    ['finance', 403],
    ['cec', 403],
  ])('%s: %i', async (who, status) => {
    const { card, tagId } = await taggedCard();
    const userId = who === 'cec' ? await kit.newMember(program, 'sifh_cec', 'program') : kit.user(who);
    const response = await untag(userId, card.id, tagId);
    expect(response.statusCode, response.body).toBe(status);
    const attached = await kit
      .db()
      .select()
      .from(cardTags)
      .where(inArray(cardTags.cardId, [card.id]));
    expect(attached).toHaveLength(status === 200 ? 0 : 1);
  });

  it('answers 404 across tenants and for unknown cards, 400 for a bad id', async () => {
    const { card, tagId } = await taggedCard();
    expect((await untag(other.adminUserId, card.id, tagId)).statusCode).toBe(404);
    expect((await untag(kit.user('admin'), crypto.randomUUID(), tagId)).statusCode).toBe(404);
    expect((await untag(kit.user('admin'), card.id, 'nope')).statusCode).toBe(400);
    expect(await activityTypes(card.id)).toEqual(['card_tag_added']);
  });
});
