// The rest of the business and card endpoints, added with the coverage check.
import { randomUUID } from 'node:crypto';
import { AUDIT_TRAIL_ROLES } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { businessSettings } from '../../../../src/db/schema/index.ts';
import {
  adminOf,
  businessOf,
  cardBackToActive,
  cardOf,
  dropSettings,
  freshCard,
  freshOf,
  kit,
  memberOf,
  NO_CARDS,
  noteOf,
  ORGANISATIONS,
  orderAndShipBody,
  PROGRAMS,
  restoreSettings,
  ruleOf,
  secondCardOf,
  setCardStatus,
  settingsVersionOf,
  t,
  tagOf,
  url,
} from '../fixtures.ts';
import type { Endpoint } from '../rule.ts';

export const BUSINESS_AND_CARD_ROWS: Endpoint[] = [
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
];
