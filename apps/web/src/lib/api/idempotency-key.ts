import { useState } from 'react';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

type RandomSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/**
 * A random (version 4) UUID for the Idempotency-Key header. crypto.randomUUID exists only in
 * secure contexts (https, localhost); getRandomValues exists everywhere, so it is the fallback.
 */
export function newIdempotencyKey(source: RandomSource = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per user action: a component that mounts when a money dialog opens keeps the same key
 * for every submission of that dialog, so a double click or a retry after a lost answer never
 * moves money twice. The API stores only completed answers, so resubmitting corrected input
 * after a refusal (400, 409) under the same key is accepted.
 */
export function useIdempotencyKey(): string {
  const [key] = useState(() => newIdempotencyKey());
  return key;
}

export const idempotencyHeaders = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });
