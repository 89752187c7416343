import { describe, expect, it } from 'vitest';
import { EARLY_GET_LIFETIME_MS, type EarlyGet, takeEarlyGet } from './early-gets.ts';

const STARTED_AT_MS = 1_000_000;
const response = Promise.resolve(new Response('{}'));

function earlyGets(): Record<string, EarlyGet> {
  return { '/users/u1': { accessToken: 'token-1', startedAtMs: STARTED_AT_MS, response } };
}

describe('takeEarlyGet', () => {
  const get = { path: '/users/u1', method: 'GET', accessToken: 'token-1' };

  it.each([
    { case: 'the same GET with the same token, at once', request: get, nowMs: STARTED_AT_MS, taken: true },
    {
      case: 'the same GET at the end of its lifetime',
      request: get,
      nowMs: STARTED_AT_MS + EARLY_GET_LIFETIME_MS,
      taken: true,
    },
    {
      case: 'the same GET after its lifetime',
      request: get,
      nowMs: STARTED_AT_MS + EARLY_GET_LIFETIME_MS + 1,
      taken: false,
    },
    {
      case: 'another token (refreshed since)',
      request: { ...get, accessToken: 'token-2' },
      nowMs: STARTED_AT_MS,
      taken: false,
    },
    { case: 'no token', request: { ...get, accessToken: null }, nowMs: STARTED_AT_MS, taken: false },
    { case: 'another path', request: { ...get, path: '/users/u2' }, nowMs: STARTED_AT_MS, taken: false },
    { case: 'another method', request: { ...get, method: 'PATCH' }, nowMs: STARTED_AT_MS, taken: false },
  ])('$case: taken $taken', ({ request, nowMs, taken }) => {
    expect(takeEarlyGet(request, earlyGets(), nowMs)).toBe(taken ? response : undefined);
  });

  it('answers once: a second request goes to the network', () => {
    const store = earlyGets();
    expect(takeEarlyGet(get, store, STARTED_AT_MS)).toBe(response);
    expect(takeEarlyGet(get, store, STARTED_AT_MS)).toBeUndefined();
  });

  it('an early answer not used (stale or another token) is dropped, not kept for later', () => {
    const store = earlyGets();
    expect(takeEarlyGet({ ...get, accessToken: 'token-2' }, store, STARTED_AT_MS)).toBeUndefined();
    expect(takeEarlyGet(get, store, STARTED_AT_MS)).toBeUndefined();
  });

  it('without any early GETs (no head script, or not a first screen) there is nothing to take', () => {
    expect(takeEarlyGet(get, undefined, STARTED_AT_MS)).toBeUndefined();
  });
});
