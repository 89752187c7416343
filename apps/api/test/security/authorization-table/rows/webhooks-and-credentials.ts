// Webhooks and API credentials (issue 17).
import {
  apiCredentialOf,
  businessOf,
  dropExtraWebhookEndpoints,
  freshWebhookEndpoint,
  freshWebhookEndpointOf,
  revokeExtraApiCredentials,
  url,
  webhookDeliveryOf,
  webhookEndpointOf,
} from '../fixtures.ts';
import type { Endpoint } from '../rule.ts';

export const WEBHOOK_AND_CREDENTIAL_ROWS: Endpoint[] = [
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
];
