import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, ledgerAccounts } from '../../src/db/schema/index.ts';
import { decryptText } from '../../src/lib/crypto.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, TEST_MASTER_KEY, type TestApp } from '../support/test-app.ts';
import { createOrganisation } from '../tenancy/fixtures.ts';
import { moneyKit, type Payload } from './support.ts';

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let other: Awaited<ReturnType<typeof createOrganisation>>;
beforeAll(async () => {
  t = await createTestApp();
  kit = moneyKit(t);
  other = await createOrganisation(t.database.db);
});
afterAll(() => t?.close());

const order = (userId: string, businessId: string, payload: Payload) =>
  kit.post(userId, `/api/cards/business/${businessId}/virtualCards`, payload);
const cardRows = (ids: string[]) => kit.db().select().from(cards).where(inArray(cards.id, ids));

/** An independent Luhn check (not the one the card network uses). */
function luhnValid(number: string) {
  const sum = [...number].reverse().reduce((total, char, index) => {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return sum % 10 === 0;
}

/** Every key of a JSON value, nested. */
const keysOf = (value: unknown): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
    : [];

describe('POST /cards/business/:id/virtualCards', () => {
  it('issues one active virtual card per cardholder with a zero balance', async () => {
    const now = new Date();
    const response = await order(kit.user('admin'), t.demo.cardsProgramId, {
      cardholders: [
        { firstName: 'Amal', lastName: 'Yusuf', email: 'Amal.Yusuf@Example.net' },
        { firstName: 'Boris', lastName: 'Ilic', email: 'boris@example.net', phone: '2025550177' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const expiry = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String((now.getUTCFullYear() + 3) % 100)}`;
    const issued = response.json().cards;
    expect(issued).toEqual([
      {
        id: expect.any(String),
        reference: expect.stringMatching(/^[A-HJ-NP-Z2-9]{10}$/),
        businessId: t.demo.cardsProgramId,
        form: 'virtual',
        status: 'active',
        last4: expect.stringMatching(/^\d{4}$/),
        expiry,
        cardholder: {
          id: expect.any(String),
          userId: null,
          firstName: 'Amal',
          lastName: 'Yusuf',
          email: 'amal.yusuf@example.net',
        },
        balance: { balanceCents: 0, heldCents: 0, availableCents: 0 },
        createdAt: expect.any(String),
      },
      expect.objectContaining({ cardholder: expect.objectContaining({ email: 'boris@example.net' }) }),
    ]);
  });

  it('never answers a card number or CVV, and stores both encrypted', async () => {
    const response = await order(kit.user('admin'), t.demo.cardsProgramId, {
      cardholders: [{ firstName: 'Dana', lastName: 'Price', email: 'dana@example.net' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const [card] = response.json().cards;
    const [row] = await cardRows([card.id]);
    const number = decryptText(TEST_MASTER_KEY, row!.numberEncrypted);
    const cvv = decryptText(TEST_MASTER_KEY, row!.cvvEncrypted);

    expect(number).toMatch(/^222300\d{10}$/);
    expect(luhnValid(number)).toBe(true);
    expect(number.slice(-4)).toBe(card.last4);
    expect(row!.last4).toBe(card.last4);
    expect(cvv).toMatch(/^\d{3}$/);

    expect(response.body).not.toContain(number);
    // 13+ digits: no card number (a UUID segment can hold 12 digits by chance).
    expect(response.body).not.toMatch(/\d{13,19}/);
    expect(keysOf(response.json()).filter((key) => /number|cvv|pan/i.test(key))).toEqual([]);
    expect(row!.numberEncrypted).toMatch(/^v1:/);
    expect(row!.numberEncrypted).not.toContain(number);
    expect(row!.numberEncrypted).not.toContain(number.slice(0, 6));
    expect(row!.cvvEncrypted).toMatch(/^v1:[A-Za-z0-9+/=]{40,}$/);
    expect(row!.cvvEncrypted).not.toBe(cvv);

    const listed = await kit.get(kit.user('admin'), `/api/cards/business/${t.demo.cardsProgramId}/cards`);
    expect(listed.body).not.toContain(number);
    const [mail] = await outboxFor(t.app, 'dana@example.net');
    expect(mail!.body).toContain(`ending in ${card.last4}.`);
    expect(mail!.body).not.toContain(number);
  });

  it('emails a new cardholder a link to create their account', async () => {
    const [card] = await kit.issueCards(kit.user('caseManager'), t.demo.cardsProgramId, [
      { firstName: 'Elif', lastName: 'Kaya', email: 'elif.kaya@example.net' },
    ]);
    const [mail, ...rest] = await outboxFor(t.app, 'elif.kaya@example.net');
    expect(rest).toEqual([]);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your Resettlement Cards card is ready' });
    expect(mail!.body).toContain(
      `Resettlement Cards has issued you a virtual card ending in ${card!.last4}.`,
    );
    expect(mail!.body).toMatch(/http:\/\/localhost:3999\/register\/cardholder\?token=[\w%-]{20,}/);
  });

  it('tells a cardholder who already has an account to sign in instead', async () => {
    const [card] = await kit.issueCards(kit.user('admin'), t.demo.cardsProgramId, [
      { firstName: 'Jamal', lastName: 'Rahimi', email: 'cardholder@example.org' },
    ]);
    const [mail] = await outboxFor(t.app, 'cardholder@example.org');
    expect(mail!.body).toContain(`ending in ${card!.last4}.`);
    expect(mail!.body).toContain('Sign in to see it: http://localhost:3999/login');
    expect(mail!.body).not.toContain('/register/');
  });

  it('does not invite a person who has an account to register again when a new program issues them a card', async () => {
    // cardholder@example.org has an account; a new program has no cardholder row for them yet.
    const program = await kit.newProgram();
    const [card] = await kit.issueCards(kit.user('admin'), program.id, [
      { firstName: 'Jamal', lastName: 'Rahimi', email: 'cardholder@example.org' },
    ]);
    const [mail] = await outboxFor(t.app, 'cardholder@example.org');
    expect(mail!.body).toContain(`ending in ${card!.last4}.`);
    expect(mail!.body).not.toContain('/register/cardholder');
  });

  it('reuses the cardholder of the same business for the same email', async () => {
    const program = await kit.newProgram();
    const first = await kit.issueCard(program.id, { email: 'repeat@example.net' });
    const second = await kit.issueCard(program.id, { email: 'REPEAT@example.net' });
    const rows = await cardRows([first.id, second.id]);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.cardholderId).toBe(rows[1]!.cardholderId);
    expect(first.id).not.toBe(second.id);
  });

  it('refuses viewer and sifh_finance (403), and other tenants (404), issuing nothing', async () => {
    const before = await kit.db().select({ id: cards.id }).from(cards);
    const body = { cardholders: [{ firstName: 'No', lastName: 'Card', email: 'nocard@example.net' }] };
    expect((await order(kit.user('viewer'), t.demo.cardsProgramId, body)).statusCode).toBe(403);
    expect((await order(kit.user('finance'), t.demo.cardsProgramId, body)).statusCode).toBe(403);
    // A program role covers its own program only: a sibling program answers as another tenant's.
    expect((await order(kit.user('caseManager'), t.demo.payoutsProgramId, body)).statusCode).toBe(404);
    expect((await order(other.adminUserId, t.demo.cardsProgramId, body)).statusCode).toBe(404);
    expect((await order(kit.user('admin'), other.programId, body)).statusCode).toBe(404);
    expect(await kit.db().select({ id: cards.id }).from(cards)).toHaveLength(before.length);
    expect(await outboxFor(t.app, 'nocard@example.net')).toEqual([]);
  });

  it('refuses a bank-transfer program (400) and an empty list (400), issuing nothing', async () => {
    const before = await kit.snapshot();
    const payouts = await order(kit.user('admin'), t.demo.payoutsProgramId, {
      cardholders: [{ firstName: 'Pay', lastName: 'Out', email: 'payout@example.net' }],
    });
    expect(payouts.statusCode, payouts.body).toBe(400);
    expect(payouts.json().message).toBe('Cards cannot be issued in a bank-transfer program.');
    const empty = await order(kit.user('admin'), t.demo.cardsProgramId, { cardholders: [] });
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json().message).toBe('Add at least one cardholder');
    expect(await kit.snapshot()).toEqual(before);
    const [row] = await kit.db().select().from(cards).where(eq(cards.businessId, t.demo.payoutsProgramId));
    expect(row).toBeUndefined();
    expect(await outboxFor(t.app, 'payout@example.net')).toEqual([]);
  });
});

describe('money conservation', () => {
  it('gives every issued card its own card account of its business, and keeps the ledger conserved', async () => {
    const rows = await kit
      .db()
      .select({
        businessId: cards.businessId,
        accountBusinessId: ledgerAccounts.businessId,
        kind: ledgerAccounts.kind,
      })
      .from(cards)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, cards.accountId));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows)
      expect(row).toEqual({
        businessId: row.accountBusinessId,
        accountBusinessId: row.businessId,
        kind: 'card',
      });
    await kit.expectConserved(t.demo.organizationId);
  });
});
