import { useCallback, useState } from 'react';
import { isApiError } from './api-error.ts';

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
 * Whether the API answered a request for good: a 4xx refusal is kept under its key (as Stripe
 * does), so the same key would answer it again. A lost answer (network, 5xx) or a duplicate still
 * running (409 idempotency_in_progress) is not an answer: retry under the same key.
 */
export function isAnsweredRefusal(error: unknown): boolean {
  return (
    isApiError(error) && error.status >= 400 && error.status < 500 && error.code !== 'idempotency_in_progress'
  );
}

/**
 * One key per user action: a component that mounts when a money dialog opens keeps the same key
 * for every retry of that action, so a double click or a retry after a lost answer never moves
 * money twice. Once the API has refused the action (400, 409, ...), corrected input is a new
 * action: `renewAfter(error)` draws a new key, else the API would answer the stored refusal (or
 * 422 for a different body).
 */
export function useIdempotencyKey(): [key: string, renewAfter: (error: unknown) => void] {
  const [key, setKey] = useState(() => newIdempotencyKey());
  const renewAfter = useCallback((error: unknown) => {
    if (isAnsweredRefusal(error)) setKey(newIdempotencyKey());
  }, []);
  return [key, renewAfter];
}

export const idempotencyHeaders = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });
