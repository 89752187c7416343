import { randomUUID } from 'node:crypto';
import { VALIDATION_MESSAGES } from '@causeway/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyKit } from '../money/support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 21: hostile input answers 400 (or 413), never 500, and changes nothing. Four tables:
 * hostile strings in every free-text field, forged cursors on every keyset list, dates out of
 * range, and bodies too deep or too large.
 */

let t: TestApp;
let kit: ReturnType<typeof moneyKit>;
let cardId: string;
const ids = { org: '', program: '', admin: '' };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  kit = moneyKit(t);
  await kit.achDeposit(t.demo.cardsProgramId, 100_000);
  cardId = (await kit.issueCard(t.demo.cardsProgramId)).id;
  await kit.load(kit.user('admin'), t.demo.cardsProgramId, [{ cardId, amountCents: 5_000 }]);
  Object.assign(ids, {
    org: t.demo.organizationId,
    program: t.demo.cardsProgramId,
    admin: kit.user('admin'),
  });
});
afterAll(() => t?.close());

const HOSTILE_STRINGS: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['a C0 control', 'a\u0001b'],
  ['a C1 control', 'a\u0085b'],
  ['a lone surrogate', 'a\ud800b'],
  ['a bidi override', 'a\u202eb'],
];

const money = { 'idempotency-key': () => randomUUID() };
/** Each endpoint with a free-text field, and how to put text into it. */
const TEXT_FIELDS: [string, (text: string) => InjectOptions][] = [
  [
    'program name',
    (text) => ({
      method: 'POST',
      url: `/api/businesses/${ids.org}/program`,
      payload: { name: text, productType: 'cards' },
    }),
  ],
  [
    'settings displayName',
    (text) => ({
      method: 'POST',
      url: `/api/businesses/${ids.program}/settings`,
      payload: { displayName: text },
    }),
  ],
  [
    'custom field label',
    (text) => ({
      method: 'POST',
      url: `/api/businesses/${ids.program}/settings`,
      payload: {
        customFields: [
          { resourceType: 'loads', options: [{ label: text, name: 'caseNumber', dataType: 'text' }] },
        ],
      },
    }),
  ],
  [
    'note content',
    (text) => ({
      method: 'POST',
      url: `/api/users/${ids.admin}/note`,
      payload: { businessId: ids.org, content: text },
    }),
  ],
  [
    'cardholder first name',
    (text) => ({
      method: 'POST',
      url: `/api/cards/business/${ids.program}/virtualCards`,
      headers: { 'idempotency-key': money['idempotency-key']() },
      payload: { cardholders: [{ firstName: text, lastName: 'Holder', email: 'h@example.net' }] },
    }),
  ],
  [
    'load memo',
    (text) => ({
      method: 'POST',
      url: `/api/cards/business/${ids.program}/load`,
      headers: { 'idempotency-key': money['idempotency-key']() },
      payload: { loads: [{ cardId, amountCents: 1 }], memo: text },
    }),
  ],
  [
    'transfer memo',
    (text) => ({
      method: 'POST',
      url: `/api/businesses/${ids.org}/fundingAccount/transfer`,
      headers: { 'idempotency-key': money['idempotency-key']() },
      payload: { fromBusinessId: ids.program, toBusinessId: ids.org, amountCents: 1, memo: text },
    }),
  ],
  [
    'withdrawal memo',
    (text) => ({
      method: 'POST',
      url: `/api/cards/${cardId}/withdrawFunds`,
      headers: { 'idempotency-key': money['idempotency-key']() },
      payload: { amountCents: 1, memo: text },
    }),
  ],
  [
    'tag name',
    (text) => ({
      method: 'POST',
      url: `/api/cards/business/${ids.program}/tag`,
      payload: { cardIds: [cardId], name: text },
    }),
  ],
  [
    'metadata value',
    (text) => ({
      method: 'POST',
      url: '/api/businesses/metadata',
      payload: { type: 'card', targetId: cardId, metadata: [{ key: 'case', value: text }] },
    }),
  ],
  [
    'metadata key',
    (text) => ({
      method: 'POST',
      url: '/api/businesses/metadata',
      payload: { type: 'card', targetId: cardId, metadata: [{ key: text, value: 'x' }] },
    }),
  ],
  [
    'card search',
    (text) => ({
      method: 'GET',
      url: `/api/cards/business/${ids.org}/cards?search=${encodeURIComponent(text)}`,
    }),
  ],
  [
    'sandbox merchant name',
    (text) => ({
      method: 'POST',
      url: '/api/sandbox/authorizations',
      payload: {
        cardId,
        amountCents: 1,
        merchantName: text,
        mcc: '5411',
        merchantCategory: 'Grocery',
        country: 'US',
      },
    }),
  ],
  [
    'sandbox outbox recipient',
    (text) => ({ method: 'GET', url: `/api/sandbox/outbox?recipient=${encodeURIComponent(text)}` }),
  ],
];

describe('hostile strings in free-text fields', () => {
  it.each(
    TEXT_FIELDS.flatMap(([field, request]) =>
      HOSTILE_STRINGS
        // A lone surrogate cannot be written in a URL (UTF-8 has no form for it): bodies only.
        .filter(([name]) => !(name === 'a lone surrogate' && request('x').method === 'GET'))
        .map(([name, text]) => [field, name, request, text] as const),
    ),
  )('%s with %s answers 400 and writes nothing', async (_field, _name, request, text) => {
    const before = await kit.snapshot();
    const response = await t.as(ids.admin, request(text));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(response.json().details[0].message).toBe(VALIDATION_MESSAGES.textInvalidCharacters);
    expect(response.json().details[0].code).toBe('textInvalidCharacters');
    expect(await kit.snapshot()).toEqual(before);
  });

  it('stores text normalised to NFC', async () => {
    const created = await t.as(ids.admin, {
      method: 'POST',
      url: `/api/businesses/${ids.org}/program`,
      payload: { name: ' Jose\u0301 Relief ', productType: 'cards' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().program.name).toBe('Jos\u00e9 Relief');
  });

  it('keeps line breaks in a note, and refuses them in a name', async () => {
    const note = await t.as(ids.admin, {
      method: 'POST',
      url: `/api/users/${ids.admin}/note`,
      payload: { businessId: ids.org, content: 'Line one\nLine two' },
    });
    expect(note.statusCode, note.body).toBe(201);
    const program = await t.as(ids.admin, {
      method: 'POST',
      url: `/api/businesses/${ids.org}/program`,
      payload: { name: 'Two\nlines', productType: 'cards' },
    });
    expect(program.statusCode).toBe(400);
  });
});

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const FORGED_CURSORS: [string, string][] = [
  ['an id of 36 dashes', cursorOf(['2026-01-01T00:00:00.000Z', '-'.repeat(36)])],
  ['year 0', cursorOf(['0000-01-01T00:00:00.000Z', randomUUID()])],
  ['year +275760', cursorOf(['+275760-09-13T00:00:00.000Z', randomUUID()])],
  ['year -271821', cursorOf(['-271821-04-20T00:00:00.000Z', randomUUID()])],
  ['a number for the date', cursorOf([1_700_000_000_000, randomUUID()])],
  ['three items', cursorOf(['2026-01-01T00:00:00.000Z', randomUUID(), 'x'])],
  ['an object', cursorOf({ createdAt: '2026-01-01T00:00:00.000Z', id: randomUUID() })],
  ['not JSON', Buffer.from('not json').toString('base64url')],
];
const KEYSET_LISTS: [string, () => string][] = [
  ['cards', () => `/api/cards/business/${ids.org}/cards`],
  ['business transactions', () => `/api/businesses/${ids.org}/transactions`],
  ['business load history', () => `/api/businesses/${ids.org}/loadHistory`],
  ['card transactions', () => `/api/cards/${cardId}/transactions`],
  ['card load history', () => `/api/cards/${cardId}/loadHistory`],
  ['card activities', () => `/api/cards/${cardId}/activities`],
  ['funding deposits', () => `/api/businesses/${ids.org}/fundingAccountDeposits`],
  ['card orders', () => `/api/businesses/${ids.org}/cardOrders`],
  ['spend rules', () => `/api/businesses/${ids.org}/spendRules`],
  ['audit events', () => `/api/businesses/${ids.org}/auditEvents`],
];

describe('forged cursors on keyset lists', () => {
  it.each(
    KEYSET_LISTS.flatMap(([list, url]) =>
      FORGED_CURSORS.map(([name, cursor]) => [list, name, url, cursor] as const),
    ),
  )('%s with %s answers 400 invalid_cursor', async (_list, _name, url, cursor) => {
    const response = await t.as(ids.admin, { method: 'GET', url: `${url()}?cursor=${cursor}` });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('invalid_cursor');
  });
});

const DATED_LISTS: [string, () => string][] = [
  ['business transactions', () => `/api/businesses/${ids.org}/transactions`],
  ['card transactions', () => `/api/cards/${cardId}/transactions`],
  ['audit events', () => `/api/businesses/${ids.org}/auditEvents`],
];
const BAD_DAYS = ['0000-01-01', '1999-12-31', '2026-02-30', '+275760-09-13', '2026-1-1'];

describe('dates out of range', () => {
  it.each(
    DATED_LISTS.flatMap(([list, url]) =>
      BAD_DAYS.flatMap((day) => (['from', 'to'] as const).map((end) => [list, end, day, url] as const)),
    ),
  )('%s with %s=%s answers 400 naming the field', async (_list, end, day, url) => {
    const response = await t.as(ids.admin, { method: 'GET', url: `${url()}?${end}=${day}` });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details[0].field).toBe(end);
  });
});

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('bodies too deep or too large', () => {
  it.each([
    ['reissueVirtualCard', () => `/api/cards/${cardId}/reissueVirtualCard`],
    ['program', () => `/api/businesses/${ids.org}/program`],
    ['metadata', () => '/api/businesses/metadata'],
  ])('a 10,000-level body to %s answers 400 invalid_body', async (_name, url) => {
    const response = await t.as(ids.admin, {
      method: 'POST',
      url: url(),
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      payload: `{"cardholder":${nested(10_000)}}`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('invalid_body');
  });

  it('a body over the size limit answers 413', async () => {
    const response = await t.as(ids.admin, {
      method: 'POST',
      url: `/api/users/${ids.admin}/note`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ businessId: ids.org, content: 'x'.repeat(2_000_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });
});
