// The authorization table's rows: every endpoint that takes a business, card, user, order or
// metadata target, and the endpoints of the contract left out, each with why.
import { randomUUID } from 'node:crypto';
import { AUDIT_TRAIL_ROLES } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { businessSettings } from '../../../src/db/schema/index.ts';
import {
  adminOf,
  apiCredentialOf,
  autoloadBody,
  autoloadOf,
  awaitingRecipientOf,
  businessOf,
  cardBackToActive,
  cardOf,
  dropExtraWebhookEndpoints,
  dropSettings,
  freshAutoload,
  freshAutoloadOf,
  freshCard,
  freshOf,
  freshWebhookEndpoint,
  freshWebhookEndpointOf,
  importOf,
  kit,
  makerOf,
  memberOf,
  NO_CARDS,
  noteOf,
  ORGANISATIONS,
  orderAndShipBody,
  orderOf,
  PROGRAMS,
  pendingTransferOf,
  physicalOf,
  recipientOf,
  restoreSettings,
  revokeExtraApiCredentials,
  ruleOf,
  secondCardOf,
  setCardStatus,
  settingsVersionOf,
  TABLE_BANK_ACCOUNT,
  TABLE_IMPORT_CARD,
  t,
  tagOf,
  url,
  userOf,
  webhookDeliveryOf,
  webhookEndpointOf,
} from './fixtures.ts';
import { type Endpoint, ROLE_OF } from './rule.ts';

export const ENDPOINTS: Endpoint[] = [
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
export const NOT_IN_TABLE: Record<string, string> = {
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
