// Reports (issue 15).
import { businessOf, url } from '../fixtures.ts';
import type { Endpoint } from '../rule.ts';

export const REPORT_ROWS: Endpoint[] = [
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
];
