import { randomUUID } from 'node:crypto';
import { ALL_ENDPOINTS } from '@causeway/contracts';
import {
  AUDIT_TRAIL_ROLES,
  addCalendarDays,
  firstAutoloadStartDate,
  type Permission,
  ROLES,
  type Role,
  roleGrants,
} from '@causeway/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCredentials, businessSettings, cards } from '../../src/db/schema/index.ts';
import { webhookDeliveries } from '../../src/db/schema/webhooks.ts';
import { enqueueWebhookEvent } from '../../src/modules/webhooks/enqueue-webhook-event.ts';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { bothEnginesRun, testEngine } from '../support/test-database.ts';
import { createOrganisation } from '../tenancy/fixtures.ts';

/**
 * Issue 21: the server authorizes by each business a request touches. Every demo person, plus an
 * admin of a third program, against every endpoint that takes a business, card, user, order or
 * metadata target, in the demo organisation, each of its programs and another organisation.
 */

type DemoPerson = 'admin' | 'viewer' | 'finance' | 'caseManager' | 'approver' | 'thirdAdmin';
/** One more person per spec role, holding it on the organisation. */
type RolePerson = `role:${Role}`;
type Person = DemoPerson | RolePerson;
type Target = 'org' | 'cards' | 'payouts' | 'third' | 'otherOrg' | 'otherProgram' | 'thirdTenant';
/** covered: a role on the business or its organisation; orgView: the organisation of the caller's programs only. */
type Visibility = 'covered' | 'orgView' | 'hidden';

const ROLE_PEOPLE: RolePerson[] = ROLES.map((role) => `role:${role}` as const);
const PEOPLE: Person[] = [
  'admin',
  'viewer',
  'finance',
  'caseManager',
  'approver',
  'thirdAdmin',
  ...ROLE_PEOPLE,
];
/** Three tenants: the demo organisation and its programs, another organisation and its program, a third. */
const TARGETS: Target[] = ['org', 'cards', 'payouts', 'third', 'otherOrg', 'otherProgram', 'thirdTenant'];

/** Each person's role, and where it is held. */
const ROLE_OF: Record<Person, { role: Role; on: Target }> = {
  ...(Object.fromEntries(ROLES.map((role) => [`role:${role}`, { role, on: 'org' }])) as Record<
    RolePerson,
    { role: Role; on: Target }
  >),
  admin: { role: 'admin', on: 'org' },
  viewer: { role: 'viewer', on: 'org' },
  finance: { role: 'sifh_finance', on: 'org' },
  caseManager: { role: 'usccb_case_manager', on: 'cards' },
  approver: { role: 'sifh_payment_approver', on: 'payouts' },
  thirdAdmin: { role: 'admin', on: 'third' },
};

// The rule of the issue, written out by hand: a role on the organisation covers its programs; a
// role on a program covers that program only; its organisation is visible for its lists alone.
// biome-ignore format: one row per person reads as a table
const ORGANISATION_ROLE: Record<Target, Visibility> = { org: 'covered', cards: 'covered', payouts: 'covered', third: 'covered', otherOrg: 'hidden', otherProgram: 'hidden', thirdTenant: 'hidden' };
// biome-ignore format: one row per person reads as a table
const VISIBILITY: Record<Person, Record<Target, Visibility>> = {
  ...(Object.fromEntries(ROLE_PEOPLE.map((person) => [person, ORGANISATION_ROLE])) as Record<RolePerson, Record<Target, Visibility>>),
  admin:       { org: 'covered', cards: 'covered', payouts: 'covered', third: 'covered', otherOrg: 'hidden', otherProgram: 'hidden', thirdTenant: 'hidden' },
  viewer:      { org: 'covered', cards: 'covered', payouts: 'covered', third: 'covered', otherOrg: 'hidden', otherProgram: 'hidden', thirdTenant: 'hidden' },
  finance:     { org: 'covered', cards: 'covered', payouts: 'covered', third: 'covered', otherOrg: 'hidden', otherProgram: 'hidden', thirdTenant: 'hidden' },
  caseManager: { org: 'orgView', cards: 'covered', payouts: 'hidden',  third: 'hidden',  otherOrg: 'hidden', otherProgram: 'hidden', thirdTenant: 'hidden' },
  approver:    { org: 'orgView', cards: 'hidden',  payouts: 'covered', third: 'hidden',  otherOrg: 'hidden', otherProgram: 'hidden', thirdTenant: 'hidden' },
  thirdAdmin:  { org: 'orgView', cards: 'hidden',  payouts: 'hidden',  third: 'covered', otherOrg: 'hidden', otherProgram: 'hidden', thirdTenant: 'hidden' },
};

/**
 * How an endpoint answers each visibility:
 * - list: an organisation's list, filtered to what the caller sees (orgView 200);
 * - orgRecords: the business's own records (orgView 403: the organisation is visible, not its records);
 * - record: one record of the business, a card, an order, a note, metadata (orgView 404);
 * - businessAction: needs the permission on the business itself (orgView 403).
 */
type Kind = 'list' | 'orgRecords' | 'record' | 'businessAction';
type Endpoint = {
  name: string;
  /** The contract endpoint it calls, as `METHOD /path/{param}` (checked against ALL_ENDPOINTS). */
  route: string;
  kind: Kind;
  permission?: Permission;
  /** Targets without the resource the endpoint needs (e.g. no card in a bank-transfer program). */
  skip?: Target[];
  ok: number;
  request: (target: Target, person: Person) => InjectOptions;
  /** Whether the call may move money or write rows (checked unchanged when refused). */
  writes?: boolean;
  /** A rule of the endpoint beyond its permission: which roles it answers (others get 403). */
  roles?: readonly Role[];
  /** Puts the target in the state the call needs, before the snapshot is taken. */
  before?: (target: Target) => Promise<void>;
  /** Puts the target back after every call, whatever the answer. */
  reset?: (target: Target) => Promise<void>;
};

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
const businessOf = {} as Record<Target, string>;
const cardOf = {} as Partial<Record<Target, string>>;
const orderOf = {} as Partial<Record<Target, string>>;
/** The physical card of each target's order, awaiting activation. */
const physicalOf = {} as Partial<Record<Target, string>>;
const userOf = {} as Record<Person, string>;
/** A second active card of each target with cards, for card-to-card transfers. */
const secondCardOf = {} as Partial<Record<Target, string>>;
/** A checked card-load import of each target with cards (issue 16). */
const importOf = {} as Partial<Record<Target, string>>;
/** A card id no business holds: an import naming it is checked (its row refused), never loaded. */
const TABLE_IMPORT_CARD = '5e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b';
/** A spend rule of each target, for the rename. */
const ruleOf = {} as Record<Target, string>;
/** Per row, made by `before`: a tag on the target's card, a member of the target to remove. */
const tagOf = {} as Partial<Record<Target, string>>;
const memberOf = {} as Partial<Record<Target, string>>;
/** The updatedAt of each target's settings, read by `before` for the If-Match of the PATCH. */
const settingsVersionOf = {} as Partial<Record<Target, string>>;
let otherAdmin: string;
let adminOf: (target: Target) => string;
const ORGANISATIONS: Target[] = ['org', 'otherOrg', 'thirdTenant'];
const PROGRAMS: Target[] = TARGETS.filter((target) => !ORGANISATIONS.includes(target));
/** Per row, made by `before`: a new card of the target, for the calls that replace or give it away. */
const freshOf = {} as Partial<Record<Target, string>>;
/** Each target's recipient with a verified account, one awaiting its intake, and a transfer's maker. */
const recipientOf = {} as Record<Target, string>;
const awaitingRecipientOf = {} as Record<Target, string>;
const makerOf = {} as Record<Target, string>;
const pendingTransferOf = {} as Partial<Record<Target, string>>;
const TABLE_BANK_ACCOUNT = {
  nameOnAccount: 'Table Payee',
  accountType: 'checking',
  accountNumber: '000123456789',
  routingNumber: '021000021',
};
const noteOf = {} as Partial<Record<Target, string>>;
const freshCard = async (target: Target) => {
  const tag = randomUUID().slice(0, 8);
  const [card] = await kit.issueCards(adminOf(target), businessOf[target], [
    { firstName: 'Fresh', lastName: `Holder ${tag}`, email: `fresh-${tag}@example.net` },
  ]);
  freshOf[target] = card!.id;
};
/** The create needs a business without settings; each row's target gets them back afterwards. */
const dropSettings = async (target: Target) => {
  await kit.db().delete(businessSettings).where(eq(businessSettings.businessId, businessOf[target]));
};
const restoreSettings = async (target: Target) => {
  const [row] = await kit
    .db()
    .select()
    .from(businessSettings)
    .where(eq(businessSettings.businessId, businessOf[target]));
  if (row) return;
  const created = await t.as(adminOf(target), {
    method: 'POST',
    url: url(`businesses/${businessOf[target]}/settings`),
    payload: { displayName: `Settings of ${target}` },
  });
  expect(created.statusCode, created.body).toBe(201);
};
const setCardStatus = async (target: Target, status: 'active' | 'locked' | 'frozen') => {
  await kit.db().update(cards).set({ status }).where(eq(cards.id, cardOf[target]!));
};
const cardBackToActive = (target: Target) => setCardStatus(target, 'active');

/** Each target's webhook endpoint and a delivery of it; a fresh endpoint per DELETE row. */
const webhookEndpointOf = {} as Record<Target, string>;
const webhookDeliveryOf = {} as Record<Target, string>;
const freshWebhookEndpointOf = {} as Partial<Record<Target, string>>;
const createWebhookEndpoint = async (target: Target) => {
  const created = await t.as(adminOf(target), {
    method: 'POST',
    url: url(`businesses/${businessOf[target]}/webhooks/endpoints`),
    payload: { url: 'https://93.184.215.14/table', eventTypes: ['card_locked'] },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().endpoint.id as string;
};
const freshWebhookEndpoint = async (target: Target) => {
  freshWebhookEndpointOf[target] = await createWebhookEndpoint(target);
};
/** The create rows add endpoints; only the target's own stays, so the 20-endpoint limit is never reached. */
const dropExtraWebhookEndpoints = async (target: Target) => {
  const listed = await t.as(adminOf(target), {
    method: 'GET',
    url: url(`businesses/${businessOf[target]}/webhooks/endpoints`),
  });
  for (const { id } of listed.json().endpoints as { id: string }[])
    if (id !== webhookEndpointOf[target])
      await t.as(adminOf(target), {
        method: 'DELETE',
        url: url(`businesses/${businessOf[target]}/webhooks/endpoints/${id}`),
      });
};
/** Each target's API credential (issue 17), revoked by the revoke rows (revoking again answers 200). */
const apiCredentialOf = {} as Record<Target, string>;
const createApiCredential = async (target: Target) => {
  const created = await t.as(adminOf(target), {
    method: 'POST',
    url: url(`businesses/${businessOf[target]}/apiCredentials`),
    payload: { name: 'Table', permissions: ['developerTools'], expiresInDays: 30 },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().credential.id as string;
};
/** The create rows add credentials; all but the target's own are revoked, so the limit is never reached. */
const revokeExtraApiCredentials = async (target: Target) => {
  await kit
    .db()
    .update(apiCredentials)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(apiCredentials.businessId, businessOf[target]),
        ne(apiCredentials.id, apiCredentialOf[target]),
        isNull(apiCredentials.revokedAt),
      ),
    );
};
const url = (path: string) => `/api/${path}`;
const orderAndShipBody = (tag: string) => ({
  cardholder: { firstName: 'Ana', lastName: 'Smith', email: `ana-${tag}@example.net` },
  shippingAddress: {
    firstName: 'Ana',
    lastName: 'Smith',
    addressOne: '123 Main St',
    city: 'Albany',
    state: 'NY',
    zip: '12207',
  },
  shipmentMethod: 'USPS_PRIORITY',
});
const NO_CARDS: Target[] = ['payouts'];
/** Each target's autoload (on its card), and one made per cancel row so each cancel finds it active. */
const autoloadOf = {} as Partial<Record<Target, string>>;
const freshAutoloadOf = {} as Partial<Record<Target, string>>;
const autoloadBody = (target: Target) => ({
  name: `Table autoload ${target}`,
  amountCents: 1_000,
  frequency: 'monthly',
  startDate: addCalendarDays(firstAutoloadStartDate({ now: new Date(), timeZone: 'America/New_York' }), 1),
  cardIds: [cardOf[target]],
});
const freshAutoload = async (target: Target) => {
  const created = await t.as(adminOf(target), {
    method: 'POST',
    url: url(`autoloads/business/${businessOf[target]}/autoload`),
    payload: autoloadBody(target),
  });
  expect(created.statusCode, created.body).toBe(201);
  freshAutoloadOf[target] = created.json().autoload.id;
};

const ENDPOINTS: Endpoint[] = [
  // Lists of a business (an organisation's include its programs).
  {
    name: 'GET cards/business/{id}/cards',
    route: 'GET /cards/business/{id}/cards',
    kind: 'list',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`cards/business/${businessOf[b]}/cards`) }),
  },
  {
    name: 'GET businesses/{id}/transactions',
    route: 'GET /businesses/{id}/transactions',
    kind: 'list',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`businesses/${businessOf[b]}/transactions`) }),
  },
  {
    name: 'GET businesses/{id}/cardOrders',
    route: 'GET /businesses/{id}/cardOrders',
    kind: 'list',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`businesses/${businessOf[b]}/cardOrders`) }),
  },
  {
    name: 'GET businesses/{id}/loadHistory',
    route: 'GET /businesses/{id}/loadHistory',
    kind: 'list',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`businesses/${businessOf[b]}/loadHistory`) }),
  },
  {
    name: 'GET businesses/{id}/programs',
    route: 'GET /businesses/{id}/programs',
    kind: 'list',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`businesses/${businessOf[b]}/programs`) }),
  },
  {
    name: 'GET businesses/{id}/settings',
    route: 'GET /businesses/{id}/settings',
    kind: 'list',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`businesses/${businessOf[b]}/settings`) }),
  },
  {
    name: 'GET businesses/{id}/spendRules',
    route: 'GET /businesses/{id}/spendRules',
    kind: 'list',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`businesses/${businessOf[b]}/spendRules`) }),
  },
  {
    name: 'GET businesses/{id}/tags',
    route: 'GET /businesses/{id}/tags',
    kind: 'list',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`businesses/${businessOf[b]}/tags`) }),
  },
  {
    name: 'GET businesses/{id}/address',
    route: 'GET /businesses/{id}/address',
    kind: 'list',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`businesses/${businessOf[b]}/address`) }),
  },
  {
    name: 'GET businesses/{id}/users',
    route: 'GET /businesses/{id}/users',
    kind: 'orgRecords',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`businesses/${businessOf[b]}/users`) }),
  },
  // Funding (each needs its permission on the business itself).
  {
    name: 'GET businesses/{id}/fundingAccounts',
    route: 'GET /businesses/{id}/fundingAccounts',
    kind: 'businessAction',
    permission: 'fundingAccountView',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`businesses/${businessOf[b]}/fundingAccounts`) }),
  },
  {
    name: 'GET businesses/{id}/fundingAccountDeposits',
    route: 'GET /businesses/{id}/fundingAccountDeposits',
    kind: 'businessAction',
    permission: 'fundingAccountView',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`businesses/${businessOf[b]}/fundingAccountDeposits`) }),
  },
  {
    name: 'GET businesses/{id}/prefundingBalance',
    route: 'GET /businesses/{id}/prefundingBalance',
    kind: 'businessAction',
    permission: 'fundingAccountView',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`businesses/${businessOf[b]}/prefundingBalance`) }),
  },
  {
    name: 'GET businesses/{id}/prefundingAchDetails',
    route: 'GET /businesses/{id}/prefundingAchDetails',
    kind: 'businessAction',
    permission: 'viewACHDetails',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`businesses/${businessOf[b]}/prefundingAchDetails`) }),
  },
  // One card of the business.
  ...['details', 'balance', 'transactions', 'loadHistory', 'activities', 'tags', 'spendRules'].map(
    (part): Endpoint => ({
      name: `GET cards/{id}/${part}`,
      route: `GET /cards/{id}/${part}`,
      kind: 'record',
      skip: NO_CARDS,
      ok: 200,
      request: (b) => ({ method: 'GET', url: url(`cards/${cardOf[b]}/${part}`) }),
    }),
  ),
  {
    name: 'GET businesses/{id}/cardOrders/{orderId}',
    route: 'GET /businesses/{id}/cardOrders/{orderId}',
    kind: 'record',
    skip: NO_CARDS,
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`businesses/${businessOf[b]}/cardOrders/${orderOf[b]}`) }),
  },
  {
    name: 'GET businesses/metadata (card)',
    route: 'GET /businesses/metadata',
    kind: 'record',
    skip: NO_CARDS,
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`businesses/metadata?type=card&targetId=${cardOf[b]}`) }),
  },
  {
    name: 'GET users/{id}/notes?businessId',
    route: 'GET /users/{id}/notes',
    kind: 'record',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`users/${userOf.admin}/notes?businessId=${businessOf[b]}`) }),
  },
  // Writes: each refused call must change nothing.
  {
    name: 'POST users/{id}/note',
    route: 'POST /users/{id}/note',
    kind: 'record',
    permission: 'createNote',
    ok: 201,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url(`users/${userOf.admin}/note`),
      payload: { businessId: businessOf[b], content: 'Called about a card.' },
    }),
  },
  {
    name: 'POST cards/{id}/lock then unlock',
    route: 'POST /cards/{id}/lock',
    kind: 'record',
    permission: 'lockCard',
    skip: NO_CARDS,
    ok: 200,
    writes: true,
    request: (b) => ({ method: 'POST', url: url(`cards/${cardOf[b]}/lock`) }),
  },
  {
    name: 'POST cards/{id}/activate then back to inactive',
    route: 'POST /cards/{id}/activate',
    kind: 'record',
    permission: 'orderCard',
    skip: NO_CARDS,
    ok: 200,
    writes: true,
    request: (b) => ({ method: 'POST', url: url(`cards/${physicalOf[b]}/activate`) }),
  },
  {
    name: 'POST cards/business/{id}/load',
    route: 'POST /cards/business/{id}/load',
    kind: 'businessAction',
    permission: 'loadCard',
    skip: NO_CARDS,
    ok: 200,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url(`cards/business/${businessOf[b]}/load`),
      headers: { 'idempotency-key': randomUUID() },
      payload: { loads: [{ cardId: cardOf[b], amountCents: 1 }] },
    }),
  },
  {
    name: 'POST cards/business/{id}/tag',
    route: 'POST /cards/business/{id}/tag',
    kind: 'businessAction',
    permission: 'addTagToCard',
    skip: NO_CARDS,
    ok: 200,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url(`cards/business/${businessOf[b]}/tag`),
      payload: { cardIds: [cardOf[b]], name: 'Table' },
    }),
  },
  {
    name: 'POST businesses/{id}/spendRules/spendRule',
    route: 'POST /businesses/{id}/spendRules/spendRule',
    kind: 'businessAction',
    permission: 'createSpendRule',
    ok: 201,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url(`businesses/${businessOf[b]}/spendRules/spendRule`),
      payload: {
        name: `Rule ${randomUUID().slice(0, 6)}`,
        type: 'merchant_block',
        config: { mccs: ['7995'] },
      },
    }),
  },
  {
    name: 'POST businesses/{id}/users',
    route: 'POST /businesses/{id}/users',
    kind: 'businessAction',
    permission: 'addMember',
    ok: 201,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url(`businesses/${businessOf[b]}/users`),
      payload: { email: `m-${randomUUID().slice(0, 8)}@example.net`, role: 'viewer' },
    }),
  },
  {
    name: 'POST businesses/{home}/fundingAccount/transfer from the target',
    route: 'POST /businesses/{id}/fundingAccount/transfer',
    kind: 'businessAction',
    permission: 'transferFunds',
    ok: 201,
    writes: true,
    request: (b, person) => {
      // From the target, on the target's page, to the caller's own business (or, from there, to the
      // organisation or a program of it): the source needs transferFunds, the destination is visible.
      const home = ROLE_OF[person].on;
      const to = home !== b ? home : b === 'org' ? 'cards' : 'org';
      return {
        method: 'POST',
        url: url(`businesses/${businessOf[b]}/fundingAccount/transfer`),
        headers: { 'idempotency-key': randomUUID() },
        payload: { fromBusinessId: businessOf[b], toBusinessId: businessOf[to], amountCents: 1 },
      };
    },
  },
  // Added with the coverage check below: the rest of the business and card endpoints.
  {
    name: 'GET businesses/{id}/auditEvents',
    route: 'GET /businesses/{id}/auditEvents',
    kind: 'orgRecords',
    roles: AUDIT_TRAIL_ROLES,
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`businesses/${businessOf[b]}/auditEvents`) }),
  },
  {
    name: 'PATCH businesses/{id}/settings',
    route: 'PATCH /businesses/{id}/settings',
    kind: 'businessAction',
    permission: 'editCustomField',
    ok: 200,
    writes: true,
    before: async (b) => {
      const [row] = await kit
        .db()
        .select()
        .from(businessSettings)
        .where(eq(businessSettings.businessId, businessOf[b]));
      settingsVersionOf[b] = row!.updatedAt.toISOString();
    },
    request: (b) => ({
      method: 'PATCH',
      url: url(`businesses/${businessOf[b]}/settings`),
      headers: { 'if-match': settingsVersionOf[b]! },
      payload: { displayName: `Settings of ${b}` },
    }),
  },
  {
    name: 'PATCH businesses/{id}/spendRules/{spendRuleId}',
    route: 'PATCH /businesses/{id}/spendRules/{spendRuleId}',
    kind: 'businessAction',
    permission: 'modifySpendRule',
    ok: 200,
    writes: true,
    request: (b) => ({
      method: 'PATCH',
      url: url(`businesses/${businessOf[b]}/spendRules/${ruleOf[b]}`),
      payload: { name: `Renamed ${randomUUID().slice(0, 6)}` },
    }),
  },
  {
    name: 'DELETE businesses/{id}/users/{userId}',
    route: 'DELETE /businesses/{id}/users/{userId}',
    kind: 'businessAction',
    permission: 'deleteMember',
    ok: 204,
    writes: true,
    before: async (b) => {
      memberOf[b] = await kit.newMember(
        businessOf[b],
        'viewer',
        ORGANISATIONS.includes(b) ? 'super' : 'program',
      );
    },
    request: (b) => ({ method: 'DELETE', url: url(`businesses/${businessOf[b]}/users/${memberOf[b]}`) }),
  },
  {
    name: 'POST cards/business/{id}/virtualCards',
    route: 'POST /cards/business/{id}/virtualCards',
    kind: 'businessAction',
    permission: 'orderCard',
    skip: NO_CARDS,
    ok: 201,
    writes: true,
    request: (b) => {
      const tag = randomUUID().slice(0, 8);
      return {
        method: 'POST',
        url: url(`cards/business/${businessOf[b]}/virtualCards`),
        headers: { 'idempotency-key': randomUUID() },
        payload: {
          cardholders: [{ firstName: 'Vera', lastName: `Table ${tag}`, email: `vera-${tag}@example.net` }],
        },
      };
    },
  },
  {
    name: 'POST cards/business/{id}/orderAndShip',
    route: 'POST /cards/business/{id}/orderAndShip',
    kind: 'businessAction',
    permission: 'orderCard',
    skip: NO_CARDS,
    ok: 201,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url(`cards/business/${businessOf[b]}/orderAndShip`),
      headers: { 'idempotency-key': randomUUID() },
      payload: orderAndShipBody(randomUUID().slice(0, 8)),
    }),
  },
  {
    name: 'POST cards/business/{id}/cardToCardTransfer',
    route: 'POST /cards/business/{id}/cardToCardTransfer',
    kind: 'businessAction',
    permission: 'loadCard',
    skip: NO_CARDS,
    ok: 201,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url(`cards/business/${businessOf[b]}/cardToCardTransfer`),
      headers: { 'idempotency-key': randomUUID() },
      payload: { fromCardId: cardOf[b], toCardId: secondCardOf[b], amountCents: 1 },
    }),
  },
  {
    name: 'POST cards/{id}/withdrawFunds',
    route: 'POST /cards/{id}/withdrawFunds',
    kind: 'record',
    permission: 'loadCard',
    skip: NO_CARDS,
    ok: 201,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url(`cards/${cardOf[b]}/withdrawFunds`),
      headers: { 'idempotency-key': randomUUID() },
      payload: { amountCents: 1 },
    }),
  },
  {
    name: 'POST cards/{id}/unlock of a locked card',
    route: 'POST /cards/{id}/unlock',
    kind: 'record',
    permission: 'lockCard',
    skip: NO_CARDS,
    ok: 200,
    writes: true,
    before: (b) => setCardStatus(b, 'locked'),
    reset: cardBackToActive,
    request: (b) => ({ method: 'POST', url: url(`cards/${cardOf[b]}/unlock`) }),
  },
  {
    name: 'POST cards/{id}/freeze',
    route: 'POST /cards/{id}/freeze',
    kind: 'record',
    permission: 'freezeCard',
    skip: NO_CARDS,
    ok: 200,
    writes: true,
    reset: cardBackToActive,
    request: (b) => ({ method: 'POST', url: url(`cards/${cardOf[b]}/freeze`) }),
  },
  {
    name: 'POST cards/{id}/unfreeze of a frozen card',
    route: 'POST /cards/{id}/unfreeze',
    kind: 'record',
    permission: 'freezeCard',
    skip: NO_CARDS,
    ok: 200,
    writes: true,
    before: (b) => setCardStatus(b, 'frozen'),
    reset: cardBackToActive,
    request: (b) => ({ method: 'POST', url: url(`cards/${cardOf[b]}/unfreeze`) }),
  },
  {
    name: 'POST cards/{id}/close then back to active',
    route: 'POST /cards/{id}/close',
    kind: 'record',
    permission: 'closeCard',
    skip: NO_CARDS,
    ok: 200,
    writes: true,
    reset: cardBackToActive,
    request: (b) => ({ method: 'POST', url: url(`cards/${cardOf[b]}/close`) }),
  },
  {
    name: 'POST cards/{id}/pin',
    route: 'POST /cards/{id}/pin',
    kind: 'record',
    permission: 'setPin',
    skip: NO_CARDS,
    ok: 200,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url(`cards/${cardOf[b]}/pin`),
      payload: { pin: '4821', confirmPin: '4821' },
    }),
  },
  {
    name: 'POST cards/{id}/resendVirtualCard',
    route: 'POST /cards/{id}/resendVirtualCard',
    kind: 'record',
    permission: 'resendVirtualCard',
    skip: NO_CARDS,
    ok: 200,
    writes: true,
    request: (b) => ({ method: 'POST', url: url(`cards/${cardOf[b]}/resendVirtualCard`) }),
  },
  {
    name: 'DELETE cards/{id}/tag/{tagId}',
    route: 'DELETE /cards/{id}/tag/{tagId}',
    kind: 'record',
    permission: 'deleteTagFromCard',
    skip: NO_CARDS,
    ok: 200,
    writes: true,
    before: async (b) => {
      const tagged = await t.as(adminOf(b), {
        method: 'POST',
        url: url(`cards/business/${businessOf[b]}/tag`),
        payload: { cardIds: [cardOf[b]], name: 'Removable' },
      });
      expect(tagged.statusCode, tagged.body).toBe(200);
      tagOf[b] = tagged.json().tag.id;
    },
    request: (b) => ({ method: 'DELETE', url: url(`cards/${cardOf[b]}/tag/${tagOf[b]}`) }),
  },
  {
    name: 'POST businesses/{id}/program (organisations only)',
    route: 'POST /businesses/{id}/program',
    kind: 'businessAction',
    permission: 'createProgram',
    skip: PROGRAMS,
    ok: 201,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url(`businesses/${businessOf[b]}/program`),
      payload: { name: `Table program ${randomUUID().slice(0, 6)}`, productType: 'bank_transfers' },
    }),
  },
  {
    name: 'POST businesses/{id}/settings with none yet',
    route: 'POST /businesses/{id}/settings',
    kind: 'businessAction',
    permission: 'editCustomField',
    ok: 201,
    writes: true,
    before: (b) => dropSettings(b),
    reset: (b) => restoreSettings(b),
    request: (b) => ({
      method: 'POST',
      url: url(`businesses/${businessOf[b]}/settings`),
      payload: { displayName: `Settings of ${b}` },
    }),
  },
  {
    name: 'POST cards/{id}/reissueVirtualCard of a fresh card',
    route: 'POST /cards/{id}/reissueVirtualCard',
    kind: 'record',
    permission: 'replaceCard',
    skip: NO_CARDS,
    ok: 201,
    writes: true,
    before: (b) => freshCard(b),
    request: (b) => ({
      method: 'POST',
      url: url(`cards/${freshOf[b]}/reissueVirtualCard`),
      headers: { 'idempotency-key': randomUUID() },
    }),
  },
  {
    name: 'POST cards/{id}/reissueAndShip of a fresh card',
    route: 'POST /cards/{id}/reissueAndShip',
    kind: 'record',
    permission: 'replaceCard',
    skip: NO_CARDS,
    ok: 201,
    writes: true,
    before: (b) => freshCard(b),
    request: (b) => ({
      method: 'POST',
      url: url(`cards/${freshOf[b]}/reissueAndShip`),
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        replacementReason: 'lost',
        shippingAddress: orderAndShipBody('').shippingAddress,
        shipmentMethod: 'USPS_PRIORITY',
      },
    }),
  },
  {
    name: 'POST cards/{id}/reassociate of a fresh card',
    route: 'POST /cards/{id}/reassociate',
    kind: 'record',
    permission: 'orderCard',
    skip: NO_CARDS,
    ok: 200,
    writes: true,
    before: (b) => freshCard(b),
    request: (b) => {
      const tag = randomUUID().slice(0, 8);
      return {
        method: 'POST',
        url: url(`cards/${freshOf[b]}/reassociate`),
        payload: {
          cardholder: { firstName: 'New', lastName: `Holder ${tag}`, email: `new-${tag}@example.net` },
        },
      };
    },
  },
  ...(
    [
      ['PATCH', 'editNote', 200],
      ['DELETE', 'editNote', 204],
    ] as const
  ).map(
    ([method, permission, ok]): Endpoint => ({
      name: `${method} users/notes/{noteId} of a note on the target`,
      route: `${method} /users/notes/{noteId}`,
      kind: 'record',
      permission,
      ok,
      writes: true,
      before: async (b) => {
        const written = await t.as(adminOf(b), {
          method: 'POST',
          url: url(`users/${adminOf(b)}/note`),
          payload: { businessId: businessOf[b], content: 'A note to edit or remove.' },
        });
        expect(written.statusCode, written.body).toBe(201);
        noteOf[b] = written.json().note.id;
      },
      request: (b) => ({
        method,
        url: url(`users/notes/${noteOf[b]}`),
        ...(method === 'PATCH' ? { payload: { content: 'Edited by the table.' } } : {}),
      }),
    }),
  ),
  // Bank transfers (issue 10): recipients and transfers are records of their business.
  {
    name: 'GET bankTransfers/recipients',
    route: 'GET /bankTransfers/recipients',
    kind: 'list',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`bankTransfers/recipients?businessId=${businessOf[b]}`) }),
  },
  {
    name: 'GET bankTransfers/transfers',
    route: 'GET /bankTransfers/transfers',
    kind: 'list',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`bankTransfers/transfers?businessId=${businessOf[b]}`) }),
  },
  {
    name: 'POST bankTransfers/recipient',
    route: 'POST /bankTransfers/recipient',
    kind: 'businessAction',
    permission: 'createRecipient',
    ok: 201,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url('bankTransfers/recipient'),
      payload: {
        businessId: businessOf[b],
        type: 'person',
        name: 'Table Recipient',
        email: 'table.recipient@example.net',
        sendIntakeEmail: false,
      },
    }),
  },
  {
    name: 'POST bankTransfers/recipientWithBankAccount',
    route: 'POST /bankTransfers/recipientWithBankAccount',
    kind: 'businessAction',
    permission: 'addBankDetails',
    ok: 201,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url('bankTransfers/recipientWithBankAccount'),
      payload: {
        businessId: businessOf[b],
        type: 'business',
        name: 'Table Supplier',
        email: 'table.supplier@example.net',
        bankAccount: TABLE_BANK_ACCOUNT,
      },
    }),
  },
  ...(['', '/activities', '/transfers'] as const).map(
    (part): Endpoint => ({
      name: `GET bankTransfers/recipients/{id}${part}`,
      route: `GET /bankTransfers/recipients/{id}${part}`,
      kind: 'record',
      permission: 'viewIndividualRecipient',
      ok: 200,
      request: (b) => ({ method: 'GET', url: url(`bankTransfers/recipients/${recipientOf[b]}${part}`) }),
    }),
  ),
  {
    name: 'GET bankTransfers/recipients/{id}/intakeStatus',
    route: 'GET /bankTransfers/recipients/{id}/intakeStatus',
    kind: 'record',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`bankTransfers/recipients/${recipientOf[b]}/intakeStatus`) }),
  },
  {
    name: 'PATCH bankTransfers/recipients/{id}',
    route: 'PATCH /bankTransfers/recipients/{id}',
    kind: 'record',
    permission: 'updateRecipient',
    ok: 200,
    writes: true,
    request: (b) => ({
      method: 'PATCH',
      url: url(`bankTransfers/recipients/${recipientOf[b]}`),
      payload: { phone: '2025550199' },
    }),
  },
  {
    name: 'POST bankTransfers/recipients/{id}/bankAccount',
    route: 'POST /bankTransfers/recipients/{id}/bankAccount',
    kind: 'record',
    permission: 'addBankDetails',
    ok: 201,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url(`bankTransfers/recipients/${recipientOf[b]}/bankAccount`),
      payload: TABLE_BANK_ACCOUNT,
    }),
  },
  {
    name: 'POST bankTransfers/recipients/{id}/retryIntake (awaiting: a resend)',
    route: 'POST /bankTransfers/recipients/{id}/retryIntake',
    kind: 'record',
    permission: 'updateRecipient',
    ok: 200,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url(`bankTransfers/recipients/${awaitingRecipientOf[b]}/retryIntake`),
    }),
  },
  {
    name: 'POST bankTransfers/recipients/{id}/plaidLinkToken',
    route: 'POST /bankTransfers/recipients/{id}/plaidLinkToken',
    kind: 'record',
    permission: 'addBankDetails',
    ok: 200,
    request: (b) => ({
      method: 'POST',
      url: url(`bankTransfers/recipients/${awaitingRecipientOf[b]}/plaidLinkToken`),
    }),
  },
  {
    name: 'POST bankTransfers/transfers',
    route: 'POST /bankTransfers/transfers',
    kind: 'businessAction',
    permission: 'sendBankPayment',
    ok: 201,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url('bankTransfers/transfers'),
      headers: { 'idempotency-key': randomUUID() },
      payload: { businessId: businessOf[b], recipientId: recipientOf[b], amountCents: 1, speed: 'ach' },
    }),
  },
  ...(['approve', 'reject'] as const).map(
    (decision): Endpoint => ({
      name: `POST bankTransfers/transfers/{id}/${decision}`,
      route: `POST /bankTransfers/transfers/{id}/${decision}`,
      kind: 'record',
      permission: 'sendBankPayment',
      ok: 200,
      writes: true,
      // A transfer waiting for approval (the target's threshold set to 0, whatever the settings
      // rows left), made by someone outside the table, so no caller is its maker.
      before: async (b) => {
        await restoreSettings(b);
        const [settings] = await kit
          .db()
          .select()
          .from(businessSettings)
          .where(eq(businessSettings.businessId, businessOf[b]));
        const threshold = await t.as(adminOf(b), {
          method: 'PATCH',
          url: url(`businesses/${businessOf[b]}/settings`),
          headers: { 'if-match': settings!.updatedAt.toISOString() },
          payload: { transferApprovalThresholdCents: 0 },
        });
        expect(threshold.statusCode, threshold.body).toBe(200);
        const made = await kit.post(makerOf[b], url('bankTransfers/transfers'), {
          businessId: businessOf[b],
          recipientId: recipientOf[b],
          amountCents: 1,
          speed: 'ach',
        });
        expect(made.statusCode, made.body).toBe(201);
        pendingTransferOf[b] = made.json().transfer.id;
      },
      request: (b) => ({
        method: 'POST',
        url: url(`bankTransfers/transfers/${pendingTransferOf[b]}/${decision}`),
        ...(decision === 'reject' ? { payload: {} } : {}),
      }),
    }),
  ),
  // Autoloads (issue 14).
  {
    name: 'GET autoloads/business/{businessId}',
    route: 'GET /autoloads/business/{businessId}',
    kind: 'list',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`autoloads/business/${businessOf[b]}`) }),
  },
  {
    name: 'POST autoloads/business/{businessId}/autoload',
    route: 'POST /autoloads/business/{businessId}/autoload',
    kind: 'businessAction',
    permission: 'createAutoload',
    skip: NO_CARDS,
    ok: 201,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url(`autoloads/business/${businessOf[b]}/autoload`),
      payload: autoloadBody(b),
    }),
  },
  {
    name: 'GET autoloads/{autoloadProfileId}',
    route: 'GET /autoloads/{autoloadProfileId}',
    kind: 'record',
    skip: NO_CARDS,
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`autoloads/${autoloadOf[b]}`) }),
  },
  {
    name: 'GET autoloads/{autoloadProfileId}/cards',
    route: 'GET /autoloads/{autoloadProfileId}/cards',
    kind: 'record',
    skip: NO_CARDS,
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`autoloads/${autoloadOf[b]}/cards`) }),
  },
  {
    name: 'PATCH autoloads/{autoloadProfileId} (edit)',
    route: 'PATCH /autoloads/{autoloadProfileId}',
    kind: 'record',
    permission: 'modifyAutoload',
    skip: NO_CARDS,
    ok: 200,
    writes: true,
    request: (b) => ({
      method: 'PATCH',
      url: url(`autoloads/${autoloadOf[b]}`),
      payload: { amountCents: 2_000 },
    }),
  },
  {
    name: 'PATCH autoloads/{autoloadProfileId} (cancel)',
    route: 'PATCH /autoloads/{autoloadProfileId}',
    kind: 'record',
    permission: 'cancelAutoload',
    skip: NO_CARDS,
    ok: 200,
    writes: true,
    before: freshAutoload,
    request: (b) => ({
      method: 'PATCH',
      url: url(`autoloads/${freshAutoloadOf[b]}`),
      payload: { status: 'cancelled' },
    }),
  },
  ...(
    [
      ['POST', 'addCardsToAutoload'],
      ['DELETE', 'deleteCardsFromAutoload'],
    ] as const
  ).map(
    ([method, permission]): Endpoint => ({
      name: `${method} autoloads/{id}/members`,
      route: `${method} /autoloads/{id}/members`,
      kind: 'record',
      permission,
      skip: NO_CARDS,
      ok: 200,
      writes: true,
      request: (b) => ({
        method,
        url: url(`autoloads/${autoloadOf[b]}/members`),
        payload: { cardIds: [secondCardOf[b]] },
      }),
    }),
  ),
  // Reports (issue 15).
  ...(['cards/keyMetrics', 'cards/transactionCategories', 'bankTransfers/keyMetrics'] as const).map(
    (call): Endpoint => ({
      name: `GET businesses/{id}/reporting/${call}`,
      route: `GET /businesses/{id}/reporting/${call}`,
      kind: 'list',
      ok: 200,
      request: (b) => ({
        method: 'GET',
        url: url(`businesses/${businessOf[b]}/reporting/${call}?from=2026-01-01&to=2026-01-31`),
      }),
    }),
  ),
  // CSV imports (issue 16).
  {
    name: 'POST businesses/{id}/imports',
    route: 'POST /businesses/{id}/imports',
    kind: 'businessAction',
    permission: 'loadCard',
    ok: 201,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url(`businesses/${businessOf[b]}/imports`),
      payload: {
        kind: 'card_loads',
        fileName: 'loads.csv',
        csv: `cardId,amount\r\n${TABLE_IMPORT_CARD},1\r\n`,
      },
    }),
  },
  {
    name: 'GET businesses/{id}/imports',
    route: 'GET /businesses/{id}/imports',
    kind: 'businessAction',
    permission: 'loadCard',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`businesses/${businessOf[b]}/imports?kind=card_loads`) }),
  },
  ...(
    [
      ['GET', '', 200],
      ['GET', '/rows', 200],
      ['GET', '/result', 200],
      ['POST', '/confirm', 200],
      // After confirm: cancelling a cancelled import answers it again, so every permitted row is 200.
      ['POST', '/cancel', 200],
    ] as const
  ).map(
    ([method, suffix, ok]): Endpoint => ({
      name: `${method} businesses/{id}/imports/{importId}${suffix}`,
      route: `${method} /businesses/{id}/imports/{importId}${suffix}`,
      kind: 'businessAction',
      permission: 'loadCard',
      skip: NO_CARDS,
      ok,
      writes: method === 'POST',
      request: (b) => ({
        method,
        url: url(`businesses/${businessOf[b]}/imports/${importOf[b]}${suffix}`),
        ...(method === 'POST' ? { payload: {} } : {}),
      }),
    }),
  ),
  // Webhooks and API credentials (issue 17).
  {
    name: 'GET businesses/{id}/webhooks/accessLink',
    route: 'GET /businesses/{id}/webhooks/accessLink',
    kind: 'businessAction',
    permission: 'developerTools',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`businesses/${businessOf[b]}/webhooks/accessLink`) }),
  },
  ...(
    [
      ['GET', '', 200, false],
      ['POST', '', 201, true],
      ['PATCH', '/{endpointId}', 200, true],
      ['DELETE', '/{endpointId}', 204, true],
      ['GET', '/{endpointId}/secret', 200, false],
      ['POST', '/{endpointId}/secret/rotate', 200, true],
      ['GET', '/{endpointId}/attempts', 200, false],
      ['POST', '/{endpointId}/deliveries/{deliveryId}/resend', 202, true],
    ] as const
  ).map(
    ([method, path, ok, writes]): Endpoint => ({
      name: `${method} businesses/{id}/webhooks/endpoints${path}`,
      route: `${method} /businesses/{id}/webhooks/endpoints${path}`,
      kind: 'businessAction',
      permission: 'developerTools',
      ok,
      writes,
      // DELETE takes a fresh endpoint each row; the others share the target's own.
      ...(method === 'DELETE' ? { before: freshWebhookEndpoint, reset: dropExtraWebhookEndpoints } : {}),
      ...(method === 'POST' && path === '' ? { reset: dropExtraWebhookEndpoints } : {}),
      request: (b) => ({
        method,
        url: url(
          `businesses/${businessOf[b]}/webhooks/endpoints${path
            .replace('{endpointId}', method === 'DELETE' ? freshWebhookEndpointOf[b]! : webhookEndpointOf[b]!)
            .replace('{deliveryId}', webhookDeliveryOf[b]!)}`,
        ),
        ...(method === 'POST' && path === ''
          ? { payload: { url: 'https://93.184.215.14/table', eventTypes: ['card_locked'] } }
          : {}),
        ...(method === 'PATCH' ? { payload: { description: 'Table' } } : {}),
      }),
    }),
  ),
  {
    name: 'GET businesses/{id}/apiCredentials',
    route: 'GET /businesses/{id}/apiCredentials',
    kind: 'businessAction',
    permission: 'developerTools',
    ok: 200,
    request: (b) => ({ method: 'GET', url: url(`businesses/${businessOf[b]}/apiCredentials`) }),
  },
  {
    name: 'POST businesses/{id}/apiCredentials',
    route: 'POST /businesses/{id}/apiCredentials',
    kind: 'businessAction',
    permission: 'developerTools',
    ok: 201,
    writes: true,
    reset: revokeExtraApiCredentials,
    request: (b) => ({
      method: 'POST',
      url: url(`businesses/${businessOf[b]}/apiCredentials`),
      payload: { name: 'Table row', permissions: ['developerTools'], expiresInDays: 7 },
    }),
  },
  {
    name: 'POST businesses/{id}/apiCredentials/{credentialId}/revoke',
    route: 'POST /businesses/{id}/apiCredentials/{credentialId}/revoke',
    kind: 'businessAction',
    permission: 'developerTools',
    ok: 200,
    writes: true,
    request: (b) => ({
      method: 'POST',
      url: url(`businesses/${businessOf[b]}/apiCredentials/${apiCredentialOf[b]}/revoke`),
    }),
  },
  // Onboarding (issue 13).
];

/**
 * The endpoints of the contract that are neither public nor in the table, each with why and where
 * it is covered instead.
 */
const ONBOARDING_ONLY =
  "an application of an onboarding business (the table's businesses have none: 404 for all); its own people, another applicant, a demo admin and a reviewer in test/onboarding/documents.test.ts";
const NOT_IN_TABLE: Record<string, string> = {
  'GET /autoloads/{autoloadProfileId}/runs/{runId}/results':
    'record: reaches the autoload as GET /autoloads/{autoloadProfileId} does (the same reachAutoload), then one of its runs; test/autoloads/autoload-runs.test.ts',
  'GET /webhooks/portalLinks/{token}':
    'signedIn: opens a portal link made for the caller, then checks developerTools on its business; test/webhooks',
  'POST /bankTransfers/recipients/{id}/plaidBankAccount':
    "recipient: the recipient's own intake step (needs a bank-link public token); test/bank-transfers/intake-bank-link.test.ts",
  'POST /bankTransfers/recipients/{id}/microDeposits':
    "recipient: the recipient's own intake step (needs the deposits sent); test/bank-transfers/intake.test.ts",
  'POST /cards/{id}/users/{userId}': "self: links a card to the caller's own user; test/card-linking",
  'GET /cardholders/{id}': "self: the caller's own cardholder record; test/cardholders",
  'GET /users/{id}': "self: the caller's own user; test/tenancy/users.test.ts",
  'PATCH /users/{id}': "self: the caller's own user; test/tenancy/users.test.ts",
  'GET /users/{id}/communicationPreferences':
    "self: the caller's own preferences; test/tenancy/users.test.ts",
  'POST /users/{id}/communicationPreferences':
    "self: the caller's own preferences; test/tenancy/users.test.ts",
  'PATCH /users/{id}/communicationPreferences/{prefId}':
    "self: the caller's own preferences; test/tenancy/users.test.ts",
  'POST /cards/spendRules/{id}': 'signedIn: the module checks the rule and the card; test/spend-rules',
  'DELETE /cards/spendRules/{id}': 'signedIn: the module checks the rule and the card; test/spend-rules',
  'GET /cards/cardholders/{id}/validate':
    'signedIn: a cardholder lookup; test/cards/cardholder-validate.test.ts',
  'GET /cards/{id}/clientToken': "signedIn: a reveal token for the caller's own card; test/card-reveal",
  'POST /businesses/metadata': 'signedIn: the module authorizes the target it names; test/metadata',
  'PATCH /businesses/metadata': 'signedIn: the module authorizes the target it names; test/metadata',
  'DELETE /businesses/metadata': 'signedIn: the module authorizes the target it names; test/metadata',
  // Onboarding (issue 13): only an onboarding business has an application.
  'GET /onboarding/business/{id}': ONBOARDING_ONLY,
  'POST /onboarding/business/{id}': ONBOARDING_ONLY,
  'GET /onboarding/business/{id}/primaryPerson': ONBOARDING_ONLY,
  'POST /onboarding/business/{id}/primaryPerson': ONBOARDING_ONLY,
  'PATCH /onboarding/business/{id}/primaryPerson': ONBOARDING_ONLY,
  'GET /onboarding/business/{id}/beneficialOwners': ONBOARDING_ONLY,
  'POST /onboarding/business/{id}/documentUpload/link': ONBOARDING_ONLY,
  'POST /onboarding/business/{id}/documentUpload/types': ONBOARDING_ONLY,
  'POST /onboarding/business/{id}/submit': ONBOARDING_ONLY,
  'POST /onboarding/endUploadSession': ONBOARDING_ONLY,
  'POST /onboarding/business/{id}/beneficialOwner/{ownerId}/resend': ONBOARDING_ONLY,
  'DELETE /onboarding/business/{id}/beneficialOwner/{ownerId}': ONBOARDING_ONLY,
  'POST /platform/applications/{id}/requestInformation':
    'signedIn: platform reviewers only; test/onboarding/information-requests.test.ts',
  'POST /utils/presignedUrl':
    "signedIn: a document's own people and platform reviewers; test/onboarding/documents.test.ts",
  'GET /platform/applications':
    'signedIn: platform reviewers only (ours, no business role); test/onboarding/documents.test.ts',
  'GET /platform/applications/{id}': 'signedIn: platform reviewers only; test/onboarding/documents.test.ts',
  'POST /platform/applications/{id}/approve':
    'signedIn: platform reviewers only; test/onboarding/onboarding-flow.test.ts',
  'POST /platform/applications/{id}/reject':
    'signedIn: platform reviewers only; test/onboarding/onboarding-flow.test.ts',
};

function expectedStatus(endpoint: Endpoint, person: Person, target: Target): number {
  const visibility = VISIBILITY[person][target];
  if (visibility === 'hidden') return 404;
  if (visibility === 'orgView') {
    if (endpoint.kind === 'list') return endpoint.ok;
    return endpoint.kind === 'record' ? 404 : 403;
  }
  if (endpoint.permission && !roleGrants(ROLE_OF[person].role, endpoint.permission)) return 403;
  if (endpoint.roles && !endpoint.roles.includes(ROLE_OF[person].role)) return 403;
  return endpoint.ok;
}

beforeAll(async () => {
  // A thousand calls from one address: the per-address limit is not what this table tests.
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  kit = moneyKit(t);
  const third = await kit.newProgram(t.demo.organizationId, 'Third Program');
  const other = await createOrganisation(t.database.db, 'Authorization Other Org');
  const thirdTenant = await createOrganisation(t.database.db, 'Authorization Third Tenant');
  otherAdmin = other.adminUserId;
  adminOf = (target: Target) =>
    target === 'thirdTenant'
      ? thirdTenant.adminUserId
      : target.startsWith('other')
        ? otherAdmin
        : kit.user('admin');
  Object.assign(businessOf, {
    org: t.demo.organizationId,
    cards: t.demo.cardsProgramId,
    payouts: t.demo.payoutsProgramId,
    third: third.id,
    otherOrg: other.organizationId,
    otherProgram: other.programId,
    thirdTenant: thirdTenant.organizationId,
  });
  for (const person of ['admin', 'viewer', 'finance', 'caseManager', 'approver'] as const)
    userOf[person] = t.demo.users[person]!;
  userOf.thirdAdmin = await kit.newMember(third.id, 'admin', 'program');
  for (const person of ROLE_PEOPLE)
    userOf[person] = await kit.newMember(t.demo.organizationId, ROLE_OF[person].role, 'super');
  for (const target of TARGETS) {
    await kit.achDeposit(businessOf[target], 100_000);
    const issuer = adminOf(target);
    const settings = await t.as(issuer, {
      method: 'POST',
      url: url(`businesses/${businessOf[target]}/settings`),
      payload: { displayName: `Settings of ${target}` },
    });
    expect(settings.statusCode, settings.body).toBe(201);
    const recipient = await t.as(issuer, {
      method: 'POST',
      url: url('bankTransfers/recipientWithBankAccount'),
      payload: {
        businessId: businessOf[target],
        type: 'person',
        name: 'Table Payee',
        email: `payee-${target}@example.net`,
        bankAccount: TABLE_BANK_ACCOUNT,
      },
    });
    expect(recipient.statusCode, recipient.body).toBe(201);
    recipientOf[target] = recipient.json().recipient.id;
    const awaiting = await t.as(issuer, {
      method: 'POST',
      url: url('bankTransfers/recipient'),
      payload: {
        businessId: businessOf[target],
        type: 'person',
        name: 'Awaiting Payee',
        email: `awaiting-${target}@example.net`,
      },
    });
    expect(awaiting.statusCode, awaiting.body).toBe(201);
    awaitingRecipientOf[target] = awaiting.json().recipient.id;
    const organisation =
      ORGANISATIONS.find((org) => businessOf[org] === businessOf[target]) ??
      (target.startsWith('other') ? 'otherOrg' : 'org');
    makerOf[target] = await kit.newMember(businessOf[organisation], 'admin', 'super');
    const rule = await t.as(issuer, {
      method: 'POST',
      url: url(`businesses/${businessOf[target]}/spendRules/spendRule`),
      payload: { name: `Table rule ${target}`, type: 'merchant_block', config: { mccs: ['7995'] } },
    });
    expect(rule.statusCode, rule.body).toBe(201);
    ruleOf[target] = rule.json().spendRule.id;
    if (NO_CARDS.includes(target)) continue;
    const tag = randomUUID().slice(0, 8);
    const [card, second] = await kit.issueCards(issuer, businessOf[target], [
      { firstName: 'Table', lastName: `Holder ${tag}`, email: `table-${tag}@example.net` },
      { firstName: 'Second', lastName: `Holder ${tag}`, email: `second-${tag}@example.net` },
    ]);
    cardOf[target] = card!.id;
    secondCardOf[target] = second!.id;
    await kit.load(issuer, businessOf[target], [{ cardId: card!.id, amountCents: 5_000 }]);
    const ordered = await kit.post(
      issuer,
      url(`cards/business/${businessOf[target]}/orderAndShip`),
      orderAndShipBody(tag),
    );
    expect(ordered.statusCode, ordered.body).toBe(201);
    orderOf[target] = ordered.json().order.id;
    physicalOf[target] = ordered.json().card.id;
  }
  // Fixtures of later areas, one block each: autoloads, reports, imports, webhooks, onboarding.
  // Imports (issue 16): a checked card-load file per target with cards, waiting to be confirmed.
  for (const target of TARGETS.filter((target) => !NO_CARDS.includes(target))) {
    const uploaded = await t.as(adminOf(target), {
      method: 'POST',
      url: url(`businesses/${businessOf[target]}/imports`),
      payload: { kind: 'card_loads', fileName: 'table.csv', csv: `cardId,amount\r\n${cardOf[target]},1\r\n` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    importOf[target] = uploaded.json().import.id;
  }
  // Webhooks (issue 17): an endpoint per target with one message owed to it.
  for (const target of TARGETS) {
    webhookEndpointOf[target] = await createWebhookEndpoint(target);
    await enqueueWebhookEvent(kit.db(), {
      businessId: businessOf[target],
      type: 'card_locked',
      activityId: randomUUID(),
      actorUserId: null,
      details: {},
    });
    const [delivery] = await kit
      .db()
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, webhookEndpointOf[target]));
    webhookDeliveryOf[target] = delivery!.id;
    apiCredentialOf[target] = await createApiCredential(target);
  }
  for (const target of TARGETS.filter((target) => !NO_CARDS.includes(target))) {
    const created = await t.as(adminOf(target), {
      method: 'POST',
      url: url(`autoloads/business/${businessOf[target]}/autoload`),
      payload: autoloadBody(target),
    });
    expect(created.statusCode, created.body).toBe(201);
    autoloadOf[target] = created.json().autoload.id;
  }
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

  it.each(rows)('%s as %s on %s', async (_name, person, target, endpoint) => {
    const expected = expectedStatus(endpoint, person, target);
    await endpoint.before?.(target);
    // Only a refusal is checked to change nothing: a row that succeeds takes no snapshot.
    const refusedWrite = endpoint.writes && expected >= 400;
    const before = refusedWrite ? await kit.snapshot() : undefined;
    const response = await asPerson(person, endpoint.request(target, person));
    expect(response.statusCode, response.body).toBe(expected);
    if (refusedWrite) expect(await kit.snapshot()).toEqual(before);
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
