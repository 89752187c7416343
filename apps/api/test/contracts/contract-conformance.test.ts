import { ALL_ENDPOINTS, type AnyEndpoint, endpointPath } from '@causeway/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardholders, cards, recipients } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Every read the demo admin can make answers the status its contract declares with a body its
// contract's response schema accepts, and every path is registered exactly once.
let t: TestApp;
let cardId: string;
let cardholderCardId: string;
let recipientId: string;
/** An onboarding business's application (issue 13) and its applicant, made through the API. */
let applicationId: string;
let applicantId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [card] = await t.database.db
    .select({ id: cards.id })
    .from(cards)
    .where(eq(cards.businessId, t.demo.cardsProgramId))
    .limit(1);
  cardId = card!.id;
  const [own] = await t.database.db
    .select({ id: cards.id })
    .from(cards)
    .innerJoin(cardholders, eq(cardholders.id, cards.cardholderId))
    .where(eq(cardholders.userId, t.demo.cardholderUserId))
    .limit(1);
  cardholderCardId = own!.id;
  const [recipient] = await t.database.db
    .select({ id: recipients.id })
    .from(recipients)
    .where(eq(recipients.businessId, t.demo.payoutsProgramId))
    .limit(1);
  recipientId = recipient!.id;
  const profile = await t.app.inject({
    method: 'POST',
    url: '/api/onboarding/user',
    payload: {
      firstName: 'Nadia',
      lastName: 'Farouk',
      email: 'conformance-applicant@example.net',
      password: 'Causeway#2026',
      businessName: 'Conformance Relief',
    },
  });
  ({ businessId: applicationId, userId: applicantId } = profile.json());
  const address = { addressOne: '500 Market Street', city: 'Philadelphia', state: 'PA', zip: '19106' };
  for (const [path, payload] of [
    [
      '',
      {
        legalName: 'Conformance Relief',
        businessType: 'LLC',
        ein: '12-3456789',
        phone: '2155550100',
        address,
      },
    ],
    [
      '/primaryPerson',
      {
        firstName: 'Nadia',
        lastName: 'Farouk',
        title: 'CEO',
        dateOfBirth: '1984-03-09',
        taxId: { type: 'ssn_last4', value: '6789' },
        phone: '2155550101',
        address,
        ownershipPercent: 40,
      },
    ],
    ['/submit', {}],
  ] as const) {
    const step = await t.as(applicantId, {
      method: 'POST',
      url: `/api/onboarding/business/${applicationId}${path}`,
      payload,
    });
    expect(step.statusCode, step.body).toBe(200);
  }
});
afterAll(() => t?.close());

type ReadCase = { userId: string; params: Record<string, string>; query?: Record<string, string> };

/**
 * Who reads an endpoint, with which params and query, on the demo data: the demo admin on the
 * organisation or a card by default; the cardholder for the cardholder's own reads.
 */
function readCase(endpoint: AnyEndpoint): ReadCase | undefined {
  const admin = t.demo.users.admin!;
  const cardholder = t.demo.cardholderUserId;
  switch (`${endpoint.method} ${endpoint.path}`) {
    case 'GET /cardholders/{id}':
    case 'GET /cards/cardholders/{id}/validate':
      return { userId: cardholder, params: { id: cardholder } };
    case 'GET /cards/{id}/clientToken':
      return { userId: cardholder, params: { id: cardholderCardId } };
    case 'GET /users/{id}/notes':
      return { userId: admin, params: { id: cardholder }, query: { businessId: t.demo.cardsProgramId } };
    case 'GET /businesses/metadata':
      return { userId: admin, params: {}, query: { type: 'card', targetId: cardId } };
    case 'GET /businesses/{id}/reporting/cards/keyMetrics':
    case 'GET /businesses/{id}/reporting/cards/transactionCategories':
    case 'GET /businesses/{id}/reporting/bankTransfers/keyMetrics':
      return {
        userId: admin,
        params: { id: t.demo.organizationId },
        query: { from: '2026-01-01', to: '2026-12-31' },
      };
    case 'GET /onboarding/business/{id}':
    case 'GET /onboarding/business/{id}/primaryPerson':
    case 'GET /onboarding/business/{id}/beneficialOwners':
      return { userId: applicantId, params: { id: applicationId } };
    case 'GET /platform/applications':
      return { userId: t.demo.users.reviewer!, params: {} };
    case 'GET /platform/applications/{id}':
      return { userId: t.demo.users.reviewer!, params: { id: applicationId } };
  }
  switch (endpoint.access.kind) {
    case 'business':
      return endpoint.access.in === 'query'
        ? { userId: admin, params: {}, query: { businessId: t.demo.organizationId } }
        : { userId: admin, params: { id: t.demo.organizationId } };
    case 'recipient':
      return { userId: admin, params: { id: recipientId } };
    case 'card':
      return { userId: admin, params: { id: cardId } };
    case 'self':
      return { userId: admin, params: { id: admin } };
    default:
      return undefined;
  }
}

// A business's settings answer 404 until written (covered by test/tenancy); sandbox reads are public.
const reads = ALL_ENDPOINTS.filter(
  (endpoint) =>
    endpoint.method === 'GET' &&
    endpoint.access.kind !== 'public' &&
    endpoint.path !== '/businesses/{id}/settings' &&
    !/\{(?!id\})/.test(endpoint.path),
);

describe('the contracts', () => {
  it('declare each method and path once', () => {
    const routes = ALL_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(routes.length).toBeGreaterThan(50);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('are each served by the API', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      const url = `/api${endpoint.path.replaceAll(/\{(\w+)\}/g, ':$1')}`;
      expect(t.app.hasRoute({ method: endpoint.method, url }), `${endpoint.method} ${url}`).toBe(true);
    }
  });

  it.each(reads.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s answers what its contract declares',
    async (_, endpoint) => {
      const read = readCase(endpoint);
      expect(read, 'the demo data names this read').toBeDefined();
      const query = new URLSearchParams(read!.query).toString();
      const response = await t.as(read!.userId, {
        method: endpoint.method,
        url: `/api${endpointPath(endpoint.path, read!.params)}${query ? `?${query}` : ''}`,
      });
      expect(response.statusCode, response.body).toBe(endpoint.status);
      const parsed = endpoint.response.safeParse(response.json());
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    },
  );
});

describe('the OpenAPI document', () => {
  type Operation = {
    parameters?: { in: string; name: string }[];
    responses: Record<string, unknown>;
  };
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
  });
  const operation = (method: string, path: string) => paths[`/api${path}`]?.[method.toLowerCase()];
  const headerNames = (op: Operation | undefined) =>
    (op?.parameters ?? [])
      .filter((parameter) => parameter.in === 'header')
      .map((parameter) => parameter.name);

  it('documents the request headers an endpoint reads', () => {
    expect(headerNames(operation('PATCH', '/businesses/{id}/settings'))).toContain('if-match');
    expect(headerNames(operation('GET', '/cards/{id}/sensitiveDetails'))).toContain('x-card-token');
    for (const endpoint of ALL_ENDPOINTS.filter((candidate) => candidate.idempotent)) {
      expect(headerNames(operation(endpoint.method, endpoint.path)), endpoint.path).toContain(
        'idempotency-key',
      );
    }
  });

  it('documents the answers besides success and refusal', () => {
    expect(Object.keys(operation('GET', '/health')?.responses ?? {})).toContain('503');
    expect(Object.keys(operation('POST', '/users/passwordReset')?.responses ?? {})).toEqual(
      expect.arrayContaining(['202', '204']),
    );
  });
});
