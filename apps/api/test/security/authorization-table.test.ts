import { ALL_ENDPOINTS } from '@causeway/contracts';
import { ROLES } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../../src/db/schema/index.ts';
import { bothEnginesRun, testEngine } from '../support/test-database.ts';
import { ENDPOINTS, NOT_IN_TABLE } from './authorization-table/endpoints.ts';
import {
  businessOf,
  cardOf,
  kit,
  physicalOf,
  setUpTable,
  t,
  url,
  userOf,
} from './authorization-table/fixtures.ts';
import { installLedgerWriteCount, ledgerWrites } from './authorization-table/ledger-writes.ts';
import { expectedStatus, PEOPLE, type Person, ROLE_OF, TARGETS } from './authorization-table/rule.ts';

/**
 * Issue 21: the server authorizes by each business a request touches. Every demo person, plus an
 * admin of a third program, against every endpoint that takes a business, card, user, order or
 * metadata target, in the demo organisation, each of its programs and another organisation.
 */
// The rule (who sees what, and what each endpoint answers) is in authorization-table/rule.ts, the
// rows in endpoints.ts, the tenants and records they act on in fixtures.ts; this file runs them.

beforeAll(async () => {
  await setUpTable();
  await installLedgerWriteCount(kit.db());
});
afterAll(() => t?.close());

/**
 * A person's request with one token per person, renewed well inside its lifetime: the table sends
 * about 15,000 requests, and signing and verifying a new ES256 token for each was a tenth of its time.
 */
const TOKEN_REUSE_MS = 5 * 60_000;
const tokens = new Map<Person, { token: string; issuedAtMs: number }>();
const asPerson = async (person: Person, options: InjectOptions) => {
  let held = tokens.get(person);
  if (!held || Date.now() - held.issuedAtMs > TOKEN_REUSE_MS) {
    held = { token: await t.tokenFor(userOf[person]), issuedAtMs: Date.now() };
    tokens.set(person, held);
  }
  return t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${held.token}` } });
};

/**
 * The people whose rows this engine runs. The six demo people run on both engines. The people of
 * one spec role each (17 of the 23) are shared out: a role's rows run on PGlite or on PostgreSQL,
 * alternately by the role's place in ROLES, so every row still runs on an engine and each engine
 * runs about 60 % of the table (it was a third of the whole suite's time). A role person's answers
 * follow from the role's grants (pure, the same on both engines); the SQL that finds a caller's roles
 * and the business is the same for every role, and the demo people run it on both engines. Without
 * PostgreSQL (no TEST_DATABASE_URL) PGlite runs every row.
 */
const runsOn = (engine: typeof testEngine, person: Person) => {
  if (!person.startsWith('role:') || !bothEnginesRun) return true;
  const parity = ROLES.indexOf(ROLE_OF[person].role) % 2;
  return parity === (engine === 'pglite' ? 0 : 1);
};
const runsOnThisEngine = (person: Person) => runsOn(testEngine, person);

const rows = ENDPOINTS.flatMap((endpoint) =>
  PEOPLE.filter(runsOnThisEngine).flatMap((person) =>
    TARGETS.filter((target) => !endpoint.skip?.includes(target)).map(
      (target) => [endpoint.name, person, target, endpoint] as const,
    ),
  ),
);

// Before the table: its writes add cards to every program, past the first page of each list.
describe('an organisation seen through program roles lists only those programs', () => {
  const orgList = async (person: Person, path: string) => {
    const response = await asPerson(person, { method: 'GET', url: url(path) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it.each([
    ['caseManager', 'cards'],
    ['thirdAdmin', 'third'],
  ] as const)('%s sees only the cards, orders, loads and transactions of %s', async (person, own) => {
    const org = businessOf.org;
    const cardsListed = (await orgList(person, `cards/business/${org}/cards`)).cards as {
      id: string;
      businessId: string;
    }[];
    expect(cardsListed.map((card) => card.id)).toContain(cardOf[own]);
    expect(new Set(cardsListed.map((card) => card.businessId))).toEqual(new Set([businessOf[own]]));
    const orders = (await orgList(person, `businesses/${org}/cardOrders`)).orders as { businessId: string }[];
    expect(new Set(orders.map((order) => order.businessId))).toEqual(new Set([businessOf[own]]));
    const loads = (await orgList(person, `businesses/${org}/loadHistory`)).loads as { cardId: string }[];
    expect(loads.length).toBeGreaterThan(0);
    const othersCards = TARGETS.filter((target) => target !== own).map((target) => cardOf[target]);
    expect(loads.filter((load) => othersCards.includes(load.cardId))).toEqual([]);
    const programs = (await orgList(person, `businesses/${org}/programs`)).programs as { id: string }[];
    expect(programs.map((program) => program.id)).toEqual([businessOf[own]]);
  });

  it('approver (a bank-transfer program) sees no card of the organisation', async () => {
    const listed = await orgList('approver', `cards/business/${businessOf.org}/cards`);
    expect(listed.cards).toEqual([]);
    const orders = await orgList('approver', `businesses/${businessOf.org}/cardOrders`);
    expect(orders.orders).toEqual([]);
  });
});

describe('authorization by the business touched', () => {
  it('covers every endpoint, person and target', () => {
    expect(ENDPOINTS.length).toBeGreaterThanOrEqual(45);
    expect(PEOPLE.length).toBe(6 + ROLES.length);
    expect(rows.length).toBeGreaterThanOrEqual(4_000);
    // Every person's rows run on one engine at least; the demo people's on both.
    for (const person of PEOPLE) expect(runsOn('pglite', person) || runsOn('postgres', person)).toBe(true);
    for (const person of PEOPLE.filter((person) => !person.startsWith('role:')))
      expect(runsOn('pglite', person) && runsOn('postgres', person)).toBe(true);
  });

  it('has a row for every endpoint of the contract that is not public, or says why not', () => {
    const routeOf = (endpoint: (typeof ALL_ENDPOINTS)[number]) => `${endpoint.method} ${endpoint.path}`;
    const known = new Set(ALL_ENDPOINTS.map(routeOf));
    const publicRoutes = new Set(ALL_ENDPOINTS.filter((e) => e.access.kind === 'public').map(routeOf));
    const inTable = new Set(ENDPOINTS.map((endpoint) => endpoint.route));
    const excepted = Object.keys(NOT_IN_TABLE);
    // Each row and each exception names a real, non-public endpoint, and none is both.
    expect([...inTable].filter((route) => !known.has(route))).toEqual([]);
    expect(excepted.filter((route) => !known.has(route) || publicRoutes.has(route))).toEqual([]);
    expect(excepted.filter((route) => inTable.has(route))).toEqual([]);
    const uncovered = [...known].filter(
      (route) => !publicRoutes.has(route) && !inTable.has(route) && !(route in NOT_IN_TABLE),
    );
    expect(uncovered).toEqual([]);
  });

  it('counts the ledger writes a refused write must not make', async () => {
    const before = await ledgerWrites(kit.db());
    await kit.load(userOf.admin, businessOf.cards, [{ cardId: cardOf.cards!, amountCents: 1 }]);
    // The entry, its two postings, the two balances and the stored success.
    expect((await ledgerWrites(kit.db())) - before).toBe(6);
  });

  it.each(rows)('%s as %s on %s', async (_name, person, target, endpoint) => {
    const expected = expectedStatus(endpoint, person, target);
    await endpoint.before?.(target);
    // Only a refusal is checked to change nothing: a row that succeeds is not counted.
    const refusedWrite = endpoint.writes && expected >= 400;
    const before = refusedWrite ? await ledgerWrites(kit.db()) : undefined;
    const response = await asPerson(person, endpoint.request(target, person));
    expect(response.statusCode, response.body).toBe(expected);
    if (refusedWrite) expect(await ledgerWrites(kit.db())).toBe(before);
    if (endpoint.name.startsWith('POST cards/{id}/lock') && expected === 200) {
      const unlocked = await asPerson(person, {
        method: 'POST',
        url: url(`cards/${cardOf[target]}/unlock`),
      });
      expect(unlocked.statusCode, unlocked.body).toBe(200);
    }
    if (endpoint.name.startsWith('POST cards/{id}/activate') && expected === 200) {
      await kit.db().update(cards).set({ status: 'inactive' }).where(eq(cards.id, physicalOf[target]!));
    }
    await endpoint.reset?.(target);
  });
});
