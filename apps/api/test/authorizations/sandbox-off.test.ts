import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Outside the sandbox there is no built-in card network: its routes do not exist.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX: '0' });
});
afterAll(() => t?.close());

describe('sandbox card network without SANDBOX=1', () => {
  it.each([
    '/api/sandbox/authorizations',
    `/api/sandbox/authorizations/${crypto.randomUUID()}/clear`,
    `/api/sandbox/authorizations/${crypto.randomUUID()}/reverse`,
    `/api/sandbox/authorizations/${crypto.randomUUID()}/refund`,
  ])('POST %s answers 404', async (url) => {
    const response = await t.as(t.demo.users.admin!, { method: 'POST', url, payload: {} });
    expect(response.statusCode).toBe(404);
  });

  it('still serves the transaction lists and describes every new route in OpenAPI', async () => {
    const list = await t.as(t.demo.users.admin!, {
      method: 'GET',
      url: `/api/businesses/${t.demo.organizationId}/transactions`,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      transactions: [],
      page: { nextCursor: null },
      transactionDataHidden: false,
    });
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/cards/{id}/lock',
      '/api/cards/{id}/pin',
      '/api/cards/{id}/activities',
      '/api/cards/{id}/transactions',
      '/api/businesses/{id}/transactions',
      '/api/businesses/{id}/spendRules',
      '/api/businesses/{id}/spendRules/spendRule',
      '/api/businesses/{id}/spendRules/{spendRuleId}',
      '/api/cards/spendRules/{id}',
      '/api/cards/{id}/spendRules',
    ]) {
      expect(spec.paths, path).toHaveProperty([path]);
    }
    expect(spec.paths).not.toHaveProperty(['/api/sandbox/authorizations']);
  });
});
