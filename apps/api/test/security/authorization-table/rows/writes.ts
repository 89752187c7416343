// Writes: each refused call must change nothing.
import { randomUUID } from 'node:crypto';
import { businessOf, cardOf, NO_CARDS, physicalOf, url, userOf } from '../fixtures.ts';
import { type Endpoint, ROLE_OF } from '../rule.ts';

export const WRITE_ROWS: Endpoint[] = [
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
];
