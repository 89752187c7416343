import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardActivities, cardPins, cards } from '../../src/db/schema/index.ts';
import { verifyPassword } from '../../src/identity/passwords.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createOrganisation } from '../tenancy/fixtures.ts';

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

const act = (userId: string, cardId: string, action: string) =>
  t.as(userId, { method: 'POST', url: `/api/cards/${cardId}/${action}` });
const setStatus = (cardId: string, status: string) =>
  kit.db().update(cards).set({ status }).where(eq(cards.id, cardId));
const activityTypes = async (cardId: string) =>
  (await kit.db().select().from(cardActivities).where(eq(cardActivities.cardId, cardId))).map(
    (row) => row.type,
  );

describe('lock, unlock, freeze, unfreeze, close', () => {
  it('walks a card through every status and records each step', async () => {
    const card = await kit.issueCard(program);
    const steps = [
      ['lock', 'locked'],
      ['unlock', 'active'],
      ['lock', 'locked'],
      ['freeze', 'frozen'],
      ['unfreeze', 'active'],
      ['close', 'closed'],
    ] as const;
    for (const [action, status] of steps) {
      const response = await act(kit.user('admin'), card.id, action);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().card).toMatchObject({ id: card.id, status });
    }
    const list = await kit.get(kit.user('admin'), `/api/cards/${card.id}/activities`);
    expect(list.statusCode, list.body).toBe(200);
    const { activities } = list.json();
    expect(activities.map((activity: { type: string }) => activity.type)).toEqual([
      'card_closed',
      'card_unfrozen',
      'card_frozen',
      'card_locked',
      'card_unlocked',
      'card_locked',
    ]);
    expect(activities[0]).toEqual({
      id: expect.any(String),
      type: 'card_closed',
      actor: { id: kit.user('admin'), name: 'Amina Haddad' },
      details: { fromStatus: 'active', toStatus: 'closed' },
      createdAt: expect.any(String),
    });
  });

  it.each([
    ['active', 'unlock'],
    ['active', 'unfreeze'],
    ['locked', 'lock'],
    ['frozen', 'lock'],
    ['frozen', 'unlock'],
    ['frozen', 'freeze'],
    ['inactive', 'lock'],
    ['inactive', 'freeze'],
    ['closed', 'unlock'],
    ['closed', 'unfreeze'],
    ['closed', 'close'],
  ])('refuses a %s card the %s action with 409 and writes nothing', async (status, action) => {
    const card = await kit.issueCard(program);
    await setStatus(card.id, status);
    const response = await act(kit.user('admin'), card.id, action);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toEqual({
      code: 'invalid_card_transition',
      message: expect.stringContaining(status === 'inactive' ? 'awaiting activation' : status),
    });
    const [row] = await kit.db().select().from(cards).where(eq(cards.id, card.id));
    expect(row!.status).toBe(status);
    expect(await activityTypes(card.id)).toEqual([]);
  });

  it('closing keeps the balance withdrawable', async () => {
    await kit.achDeposit(program, 5_000);
    const card = await kit.issueCard(program);
    await kit.load(kit.user('admin'), program, [{ cardId: card.id, amountCents: 2_500 }]);
    expect((await act(kit.user('admin'), card.id, 'close')).statusCode).toBe(200);
    const withdraw = await kit.post(kit.user('admin'), `/api/cards/${card.id}/withdrawFunds`, {
      amountCents: 2_500,
    });
    expect(withdraw.statusCode, withdraw.body).toBe(201);
    expect(await kit.cardCents(card.id)).toBe(0);
  });
});

describe('permissions', () => {
  // finance (sifh_finance): lockCard and freezeCard, not closeCard or setPin. caseManager
  // (usccb_case_manager, on the cards program): lockCard, setPin, freezeCard, not closeCard.
  it.each([
    ['viewer', 'lock', 403],
    ['viewer', 'freeze', 403],
    ['finance', 'lock', 200],
    ['finance', 'freeze', 200],
    ['finance', 'close', 403],
    ['caseManager', 'lock', 200],
    ['caseManager', 'freeze', 200],
    ['caseManager', 'close', 403],
    // The approver's role is on the payouts program: a card of a sibling program is not theirs to see.
    ['approver', 'lock', 404],
  ])('%s may %s: %i', async (who, action, status) => {
    const card = await kit.issueCard(program);
    const response = await act(kit.user(who), card.id, action);
    expect(response.statusCode, response.body).toBe(status);
    expect(await activityTypes(card.id)).toEqual(status === 200 ? [expect.any(String)] : []);
  });

  it('only freezeCard unfreezes: a lockCard-only role cannot undo a freeze by unlocking', async () => {
    const card = await kit.issueCard(program);
    await setStatus(card.id, 'frozen');
    expect((await act(kit.user('caseManager'), card.id, 'unlock')).statusCode).toBe(409);
    const member = await kit.newMember(program, 'sifh_program_manager', 'program');
    expect((await act(member, card.id, 'unfreeze')).statusCode).toBe(403);
  });

  it("answers 404 for another organisation's card and for an unknown card", async () => {
    const card = await kit.issueCard(program);
    expect((await act(other.adminUserId, card.id, 'lock')).statusCode).toBe(404);
    expect((await kit.get(other.adminUserId, `/api/cards/${card.id}/activities`)).statusCode).toBe(404);
    expect((await act(kit.user('admin'), crypto.randomUUID(), 'lock')).statusCode).toBe(404);
    expect((await act(kit.user('admin'), 'not-a-uuid', 'lock')).statusCode).toBe(400);
  });
});

describe('POST /cards/:id/pin', () => {
  const setPin = (userId: string, cardId: string, payload: object) =>
    t.as(userId, { method: 'POST', url: `/api/cards/${cardId}/pin`, payload });

  it('stores an argon2 hash, never the PIN, and records card_pin_set', async () => {
    const card = await kit.issueCard(program);
    const response = await setPin(kit.user('caseManager'), card.id, { pin: '4821', confirmPin: '4821' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ cardId: card.id, pinSet: true });
    expect(response.body).not.toContain('4821');
    const [row] = await kit.db().select().from(cardPins).where(eq(cardPins.cardId, card.id));
    expect(row!.pinHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.pinHash, '4821')).toBe(true);
    const again = await setPin(kit.user('admin'), card.id, { pin: '1234', confirmPin: '1234' });
    expect(again.statusCode).toBe(200);
    const [replaced] = await kit.db().select().from(cardPins).where(eq(cardPins.cardId, card.id));
    expect(await verifyPassword(replaced!.pinHash, '1234')).toBe(true);
    expect(await activityTypes(card.id)).toEqual(['card_pin_set', 'card_pin_set']);
    const details = await kit.get(kit.user('admin'), `/api/cards/${card.id}/details`);
    expect(details.body).not.toContain('argon2');
  });

  it.each(['frozen', 'closed'])('refuses a %s card with the spec message', async (status) => {
    const card = await kit.issueCard(program);
    await setStatus(card.id, status);
    const response = await setPin(kit.user('admin'), card.id, { pin: '4821', confirmPin: '4821' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'pinNotAllowedForStatus',
      message:
        'A PIN cannot be set for this card in its current status. Please contact your organization or support.',
    });
    expect(await kit.db().select().from(cardPins).where(eq(cardPins.cardId, card.id))).toEqual([]);
  });

  it.each([
    [{ pin: '12', confirmPin: '12' }, 'pin'],
    [{ pin: 'abcd', confirmPin: 'abcd' }, 'pin'],
    [{ pin: '1234', confirmPin: '1235' }, 'confirmPin'],
    [{ pin: '1234' }, 'confirmPin'],
  ])('answers 400 for %j with a message on %s', async (payload, field) => {
    const card = await kit.issueCard(program);
    const response = await setPin(kit.user('admin'), card.id, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toContainEqual(
      expect.objectContaining({ field, message: expect.any(String) }),
    );
    expect(await kit.db().select().from(cardPins).where(eq(cardPins.cardId, card.id))).toEqual([]);
  });

  it('needs setPin', async () => {
    const card = await kit.issueCard(program);
    const response = await setPin(kit.user('finance'), card.id, { pin: '4821', confirmPin: '4821' });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /cards/:id/activities', () => {
  it('pages newest first', async () => {
    const card = await kit.issueCard(program);
    for (const action of ['lock', 'unlock', 'lock', 'unlock', 'lock']) {
      expect((await act(kit.user('admin'), card.id, action)).statusCode).toBe(200);
    }
    const first = await kit.get(kit.user('viewer'), `/api/cards/${card.id}/activities?limit=2`);
    expect(first.statusCode, first.body).toBe(200);
    const cursor = first.json().page.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    const second = await kit.get(
      kit.user('viewer'),
      `/api/cards/${card.id}/activities?limit=10&cursor=${cursor}`,
    );
    const types = [...first.json().activities, ...second.json().activities].map(
      (a: { type: string }) => a.type,
    );
    expect(types).toEqual(['card_locked', 'card_unlocked', 'card_locked', 'card_unlocked', 'card_locked']);
    expect(second.json().page.nextCursor).toBeNull();
  });
});
