import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { bothEnginesRun, testEngine } from '../support/test-database.ts';

/**
 * Schema-driven fuzzing (issue 18): every operation of the OpenAPI document, which the routes'
 * own zod schemas produce, receives invalid and boundary input derived from its declared
 * parameters and body. Whatever arrives, the answer is never a 5xx, and every refusal has the one
 * error shape. Runs as the demo admin, who reaches every business, so input gets past the tenant
 * check into the modules.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
};
type Operation = {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/**
 * Samples per operation and engine. The engines draw different samples (a seed each), so the two
 * runs together send 100 distinct inputs to every operation, at half the cost of 100 on each:
 * validation is the same code on both engines. Without PostgreSQL, PGlite sends all 100.
 */
const RUNS_PER_OPERATION = bothEnginesRun ? 50 : 100;
const SEED = testEngine === 'postgres' ? 20_261_125 : 20_261_124;

const hostileString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202e',
  '\u0085',
  'x'.repeat(10_000),
  '0000-01-01',
  '+275760-09-13',
  '----------------------------------------',
  'null',
  '{"$gt":""}',
  "' or 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '00000000-0000-0000-0000-000000000000',
  'ZZZZ',
);
const hostileNumber = fc.constantFrom(
  -1,
  0,
  1,
  2 ** 31,
  2 ** 53 + 1,
  -(2 ** 53),
  1e308,
  0.001,
  999_999_999_999,
);
const hostileScalar = fc.oneof(hostileString, hostileNumber, fc.constantFrom(null, true, false));
const anything = fc.oneof(
  hostileScalar,
  fc.constant([]),
  fc.constant({}),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileScalar, { maxLength: 3 }),
);

/** Plausible values, so that the other fields of a request pass and the hostile one reaches the code. */
function plausible(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return fc.constant('x');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return plausible(variants[0], depth + 1);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object')
    return fc.record(
      Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          plausible(property, depth + 1),
        ]),
      ),
    );
  if (type === 'array') return fc.array(plausible(schema.items, depth + 1), { minLength: 1, maxLength: 2 });
  if (type === 'integer' || type === 'number') return fc.integer({ min: 1, max: 5_000 });
  if (type === 'boolean') return fc.boolean();
  if (schema.format === 'uuid') return fc.constantFrom(...knownIds);
  if (schema.format === 'date') return fc.constantFrom('2026-01-31', '2026-11-24');
  if (schema.format === 'email') return fc.constant('fuzz@example.org');
  return fc.string({ minLength: 1, maxLength: 20 });
}

/** Hostile values for one field: its kind at the boundaries, or another kind altogether. */
function hostile(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
  if (type === 'object' && schema?.properties && depth < 3)
    return fc.oneof(hostileIn(schema, depth + 1), anything);
  if (type === 'array')
    return fc.oneof(fc.array(hostile(schema?.items, depth + 1), { minLength: 1, maxLength: 2 }), anything);
  return fc.oneof(
    { arbitrary: hostileString, weight: 3 },
    { arbitrary: hostileNumber, weight: 1 },
    { arbitrary: anything, weight: 1 },
  );
}

/** An object whose fields are plausible but one, which is hostile. */
function hostileIn(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {});
  if (entries.length === 0) return fc.constant({});
  return fc
    .nat({ max: entries.length - 1 })
    .chain((index) =>
      fc.record(
        Object.fromEntries(
          entries.map(([key, property], position) => [
            key,
            position === index ? hostile(property, depth) : plausible(property, depth + 1),
          ]),
        ),
      ),
    );
}

/** Path ids that exist, by what the path names, so that most requests get past the 404. */
function existingIds(path: string, name: string): string[] {
  if (name === 'userId' || path.startsWith('/api/users/')) return [ids.admin];
  if (path.startsWith('/api/cards/') && name === 'id' && !path.startsWith('/api/cards/business/'))
    return [ids.card];
  if (path.startsWith('/api/cards/cardholders/')) return [ids.cardholder];
  return [ids.organization, ids.program];
}
const pathValue = (path: string, name: string) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...existingIds(path, name)), weight: 8 },
    { arbitrary: fc.uuid(), weight: 1 },
    {
      arbitrary: fc.constantFrom('not-a-uuid', '0', '%00', '..', 'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ'),
      weight: 1,
    },
  );

let t: TestApp;
let token: string;
let operations: { method: string; path: string; operation: Operation }[] = [];
let knownIds: string[] = [];
const ids = { organization: '', program: '', card: '', admin: '', cardholder: '' };

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  const kit = moneyKit(t);
  const card = await kit.issueCard(t.demo.cardsProgramId);
  knownIds = [
    t.demo.organizationId,
    t.demo.cardsProgramId,
    t.demo.payoutsProgramId,
    card.id,
    kit.user('admin'),
  ];
  Object.assign(ids, {
    organization: t.demo.organizationId,
    program: t.demo.cardsProgramId,
    card: card.id,
    admin: kit.user('admin'),
    cardholder: t.demo.cardholderUserId,
  });
  token = await t.tokenFor(kit.user('admin'));
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
});
afterAll(() => t?.close());

describe('schema-driven fuzzing of every operation', () => {
  it('finds the operations of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(80);
  });

  it('never answers 5xx, and every refusal has the error shape', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const { method, path, operation } of operations) {
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((parameter) => parameter.in === 'path');
      const query = parameters.filter((parameter) => parameter.in === 'query');
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const input = fc.record({
        path: fc.record(
          Object.fromEntries(
            pathParams.map((parameter) => [parameter.name, pathValue(path, parameter.name)]),
          ),
        ),
        query: query.length
          ? hostileIn({
              properties: Object.fromEntries(
                query.map((parameter) => [parameter.name, parameter.schema ?? {}]),
              ),
            })
          : fc.constant({}),
        body: bodySchema
          ? fc.oneof({ arbitrary: hostileIn(bodySchema), weight: 4 }, { arbitrary: anything, weight: 1 })
          : fc.constant(undefined),
      });
      await fc.assert(
        fc.asyncProperty(input, async ({ path: params, query: queryValues, body }) => {
          const url = path.replace(/\{(\w+)\}/g, (_match, name: string) =>
            encodeURIComponent(String(params[name])),
          );
          const search = new URLSearchParams(
            Object.entries(queryValues).map(([key, value]): [string, string] => [
              key,
              typeof value === 'string' ? value : JSON.stringify(value),
            ]),
          );
          const response = await t.app.inject({
            method: method as 'GET',
            url: `${url}${search.size ? `?${search}` : ''}`,
            headers: {
              authorization: `Bearer ${token}`,
              'idempotency-key': `fuzz-${Math.random()}`,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
          });
          requests += 1;
          const where = `${method} ${url}?${search} ${JSON.stringify(body)?.slice(0, 200)}`;
          if (response.statusCode >= 500) failures.push(`${response.statusCode} ${where}: ${response.body}`);
          if (response.statusCode >= 400 && response.statusCode < 500) {
            const error = response.json() as { code?: unknown; message?: unknown };
            if (typeof error.code !== 'string' || typeof error.message !== 'string')
              failures.push(`shape ${where}: ${response.body}`);
          }
        }),
        { numRuns: RUNS_PER_OPERATION, seed: SEED, endOnFailure: true },
      );
    }
    expect(requests).toBe(operations.length * RUNS_PER_OPERATION);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 600_000);
});
