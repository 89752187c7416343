// The reads of a business: its lists (an organisation's include its programs), its funding (each
// needs its permission on the business itself) and one card of the business.
import { businessOf, cardOf, NO_CARDS, orderOf, url, userOf } from '../fixtures.ts';
import type { Endpoint } from '../rule.ts';

export const READ_ROWS: Endpoint[] = [
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
];
