import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key.ts';

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
