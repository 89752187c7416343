// The authorization table's tenants, people and records: made once by setUpTable (the runner's
// beforeAll), read by the rows and put back by their `before` and `reset`. Its state is that one
// file's: vitest shares modules between the files of a worker, so no other test file may import it
// (its rows in rows/ do).
import { randomUUID } from 'node:crypto';
import { addCalendarDays, firstAutoloadStartDate } from '@causeway/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiCredentials, businessSettings, cards } from '../../../src/db/schema/index.ts';
import { webhookDeliveries } from '../../../src/db/schema/webhooks.ts';
import { enqueueWebhookEvent } from '../../../src/modules/webhooks/enqueue-webhook-event.ts';
import { moneyKit } from '../../money/support.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { createOrganisation } from '../../tenancy/fixtures.ts';
import { type Person, ROLE_OF, ROLE_PEOPLE, TARGETS, type Target } from './rule.ts';

export let t: TestApp;
export let kit: ReturnType<typeof moneyKit>;
export const businessOf = {} as Record<Target, string>;
export const cardOf = {} as Partial<Record<Target, string>>;
export const orderOf = {} as Partial<Record<Target, string>>;
/** The physical card of each target's order, awaiting activation. */
export const physicalOf = {} as Partial<Record<Target, string>>;
export const userOf = {} as Record<Person, string>;
/** A second active card of each target with cards, for card-to-card transfers. */
export const secondCardOf = {} as Partial<Record<Target, string>>;
/** A checked card-load import of each target with cards (issue 16). */
export const importOf = {} as Partial<Record<Target, string>>;
/** A card id no business holds: an import naming it is checked (its row refused), never loaded. */
export const TABLE_IMPORT_CARD = '5e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b';
/** A spend rule of each target, for the rename. */
export const ruleOf = {} as Record<Target, string>;
/** Per row, made by `before`: a tag on the target's card, a member of the target to remove. */
export const tagOf = {} as Partial<Record<Target, string>>;
export const memberOf = {} as Partial<Record<Target, string>>;
/** The updatedAt of each target's settings, read by `before` for the If-Match of the PATCH. */
export const settingsVersionOf = {} as Partial<Record<Target, string>>;
let otherAdmin: string;
export let adminOf: (target: Target) => string;
export const ORGANISATIONS: Target[] = ['org', 'otherOrg', 'thirdTenant'];
export const PROGRAMS: Target[] = TARGETS.filter((target) => !ORGANISATIONS.includes(target));
/** Per row, made by `before`: a new card of the target, for the calls that replace or give it away. */
export const freshOf = {} as Partial<Record<Target, string>>;
/** Each target's recipient with a verified account, one awaiting its intake, and a transfer's maker. */
export const recipientOf = {} as Record<Target, string>;
export const awaitingRecipientOf = {} as Record<Target, string>;
export const makerOf = {} as Record<Target, string>;
export const pendingTransferOf = {} as Partial<Record<Target, string>>;
export const TABLE_BANK_ACCOUNT = {
  nameOnAccount: 'Table Payee',
  accountType: 'checking',
  accountNumber: '000123456789',
  routingNumber: '021000021',
};
export const noteOf = {} as Partial<Record<Target, string>>;
export const freshCard = async (target: Target) => {
  const tag = randomUUID().slice(0, 8);
  const [card] = await kit.issueCards(adminOf(target), businessOf[target], [
    { firstName: 'Fresh', lastName: `Holder ${tag}`, email: `fresh-${tag}@example.net` },
  ]);
  freshOf[target] = card!.id;
};
/** The create needs a business without settings; each row's target gets them back afterwards. */
export const dropSettings = async (target: Target) => {
  await kit.db().delete(businessSettings).where(eq(businessSettings.businessId, businessOf[target]));
};
export const restoreSettings = async (target: Target) => {
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
export const setCardStatus = async (target: Target, status: 'active' | 'locked' | 'frozen') => {
  await kit.db().update(cards).set({ status }).where(eq(cards.id, cardOf[target]!));
};
export const cardBackToActive = (target: Target) => setCardStatus(target, 'active');

/** Each target's webhook endpoint and a delivery of it; a fresh endpoint per DELETE row. */
export const webhookEndpointOf = {} as Record<Target, string>;
export const webhookDeliveryOf = {} as Record<Target, string>;
export const freshWebhookEndpointOf = {} as Partial<Record<Target, string>>;
const createWebhookEndpoint = async (target: Target) => {
  const created = await t.as(adminOf(target), {
    method: 'POST',
    url: url(`businesses/${businessOf[target]}/webhooks/endpoints`),
    payload: { url: 'https://93.184.215.14/table', eventTypes: ['card_locked'] },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().endpoint.id as string;
};
export const freshWebhookEndpoint = async (target: Target) => {
  freshWebhookEndpointOf[target] = await createWebhookEndpoint(target);
};
/** The create rows add endpoints; only the target's own stays, so the 20-endpoint limit is never reached. */
export const dropExtraWebhookEndpoints = async (target: Target) => {
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
export const apiCredentialOf = {} as Record<Target, string>;
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
export const revokeExtraApiCredentials = async (target: Target) => {
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
export const url = (path: string) => `/api/${path}`;
export const orderAndShipBody = (tag: string) => ({
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
export const NO_CARDS: Target[] = ['payouts'];
/** Each target's autoload (on its card), and one made per cancel row so each cancel finds it active. */
export const autoloadOf = {} as Partial<Record<Target, string>>;
export const freshAutoloadOf = {} as Partial<Record<Target, string>>;
export const autoloadBody = (target: Target) => ({
  name: `Table autoload ${target}`,
  amountCents: 1_000,
  frequency: 'monthly',
  startDate: addCalendarDays(firstAutoloadStartDate({ now: new Date(), timeZone: 'America/New_York' }), 1),
  cardIds: [cardOf[target]],
});
/** An autoload on the target's card, made by its admin; answers its id. */
const createAutoload = async (target: Target): Promise<string> => {
  const created = await t.as(adminOf(target), {
    method: 'POST',
    url: url(`autoloads/business/${businessOf[target]}/autoload`),
    payload: autoloadBody(target),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().autoload.id;
};
export const freshAutoload = async (target: Target) => {
  freshAutoloadOf[target] = await createAutoload(target);
};

/** Makes the tenants, people and records every row needs (the runner's beforeAll). */
export async function setUpTable() {
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
    autoloadOf[target] = await createAutoload(target);
  }
}
