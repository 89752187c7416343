// Autoloads (issue 14).
import {
  autoloadBody,
  autoloadOf,
  businessOf,
  freshAutoload,
  freshAutoloadOf,
  NO_CARDS,
  secondCardOf,
  url,
} from '../fixtures.ts';
import type { Endpoint } from '../rule.ts';

export const AUTOLOAD_ROWS: Endpoint[] = [
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
];
