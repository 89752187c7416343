import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from './api-error.ts';
import { isAnsweredRefusal, newIdempotencyKey } from './idempotency-key.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('is a fresh version 4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('falls back to getRandomValues outside secure contexts (no randomUUID)', () => {
    const source = { getRandomValues: <T extends ArrayBufferView | null>(array: T) => array };
    // All-zero bytes still come out with the version and variant bits set.
    expect(newIdempotencyKey(source as Pick<Crypto, 'getRandomValues'>)).toBe(
      '00000000-0000-4000-8000-000000000000',
    );
    const random = { getRandomValues: (array: Uint8Array) => globalThis.crypto.getRandomValues(array) };
    expect(newIdempotencyKey(random as Pick<Crypto, 'getRandomValues'>)).toMatch(UUID_V4);
  });
});

describe('isAnsweredRefusal: when corrected input needs a new key', () => {
  // [case, error, answered]
  const ROWS: [string, unknown, boolean][] = [
    ['409 insufficient funds (stored by the API)', new ApiError(409, { code: 'insufficient_funds' }), true],
    ['400 bad input', new ApiError(400, { code: 'validation_failed' }), true],
    ['422 key reused', new ApiError(422, { code: 'idempotency_key_reused' }), true],
    ['409 still running: retry the same key', new ApiError(409, { code: 'idempotency_in_progress' }), false],
    ['a lost answer (network)', networkError(), false],
    ['500: retry the same key', new ApiError(500, { code: 'internal_error' }), false],
    ['not an API error', new Error('boom'), false],
  ];
  it.each(ROWS)('%s', (_case, error, answered) => {
    expect(isAnsweredRefusal(error)).toBe(answered);
  });
});
