// CSV imports (issue 16).
import { businessOf, importOf, NO_CARDS, TABLE_IMPORT_CARD, url } from '../fixtures.ts';
import type { Endpoint } from '../rule.ts';

export const IMPORT_ROWS: Endpoint[] = [
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
];
