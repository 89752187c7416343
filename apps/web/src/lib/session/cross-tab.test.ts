import { describe, expect, it, vi } from 'vitest';
import {
  decideRefresh,
  fingerprint,
  isSessionMessage,
  messageEffect,
  parseList,
  remember,
  type SessionMessage,
  type SessionTokens,
  stringsOf,
  within,
  withRefreshLock,
} from './cross-tab.ts';

const R1 = 'refresh-token-one';
const R2 = 'refresh-token-two';
const tokens = (refreshToken: string): SessionTokens => ({
  refreshToken,
  accessToken: `access-for-${refreshToken}`,
  userId: 'user',
  expiresAtMs: 1_800_000_000_000,
});

describe('fingerprint', () => {
  it('is stable, short and tells tokens apart', () => {
    expect(fingerprint(R1)).toBe(fingerprint(R1));
    expect(fingerprint(R1)).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprint(R1)).not.toBe(fingerprint(R2));
    expect(fingerprint(R1)).not.toContain(R1);
  });
});

describe('decideRefresh: what a tab does once it holds the refresh lock', () => {
  const base = { refreshToken: R1, usableAccessToken: undefined, failedAccessToken: null, traded: [] };
  // [case, input, decision kind]
  const ROWS: [string, Parameters<typeof decideRefresh>[0], string][] = [
    ['no refresh token: signed out', { ...base, refreshToken: null }, 'signed-out'],
    ['nothing happened meanwhile: refresh', base, 'refresh'],
    [
      'another tab refreshed while it waited (its tokens arrived): use them',
      { ...base, refreshToken: R2, usableAccessToken: 'new-access' },
      'adopt',
    ],
    [
      'after a reload with no access token, one arrived from another tab: use it',
      { ...base, usableAccessToken: 'new-access', failedAccessToken: null },
      'adopt',
    ],
    [
      'the stored access token is the one the API refused: refresh',
      { ...base, usableAccessToken: 'old-access', failedAccessToken: 'old-access' },
      'refresh',
    ],
    [
      'another tab traded this refresh token, its tokens not here yet: ask, never present it',
      { ...base, traded: ['0000000000000000', fingerprint(R1)] },
      'ask-other-tabs',
    ],
    ['another tab traded a different token: refresh', { ...base, traded: [fingerprint(R2)] }, 'refresh'],
    [
      'traded, but the new tokens arrived meanwhile: use them (no request)',
      { ...base, refreshToken: R2, usableAccessToken: 'new-access', traded: [fingerprint(R1)] },
      'adopt',
    ],
  ];
  it.each(ROWS)('%s', (_case, input, kind) => {
    expect(decideRefresh(input).kind).toBe(kind);
  });

  it('refreshes with the token read inside the lock, not the one read before waiting', () => {
    expect(decideRefresh({ ...base, refreshToken: R2 })).toEqual({ kind: 'refresh', refreshToken: R2 });
    expect(decideRefresh({ ...base, traded: [fingerprint(R1)] })).toEqual({
      kind: 'ask-other-tabs',
      from: fingerprint(R1),
    });
  });
});

describe('messageEffect: only the tabs of the same session act on a message', () => {
  const tokensFrom = (from: string, next = tokens(R2)): SessionMessage => ({
    type: 'tokens',
    from,
    tokens: next,
  });
  // [case, message, tab, effect]
  const ROWS: [string, SessionMessage, { refreshToken: string | null; lineage: string[] }, string][] = [
    [
      'a tab holding the traded token takes the new ones',
      tokensFrom(fingerprint(R1)),
      { refreshToken: R1, lineage: [] },
      'take-tokens',
    ],
    [
      'a tab that already has them ignores them',
      tokensFrom(fingerprint(R1)),
      { refreshToken: R2, lineage: [fingerprint(R1)] },
      'ignore',
    ],
    [
      "another person's session ignores them",
      tokensFrom(fingerprint(R1)),
      { refreshToken: 'other', lineage: [] },
      'ignore',
    ],
    [
      'a signed-out tab ignores them',
      tokensFrom(fingerprint(R1)),
      { refreshToken: null, lineage: [] },
      'ignore',
    ],
    [
      'a tab descending from the asked token answers',
      { type: 'tokens-wanted', from: fingerprint(R1) },
      { refreshToken: R2, lineage: [fingerprint(R1)] },
      'answer',
    ],
    [
      'a tab of another session does not answer',
      { type: 'tokens-wanted', from: fingerprint(R1) },
      { refreshToken: 'other', lineage: [] },
      'ignore',
    ],
    [
      'a tab holding the ended token signs out',
      { type: 'signed-out', fingerprints: [fingerprint(R2)] },
      { refreshToken: R2, lineage: [fingerprint(R1)] },
      'sign-out',
    ],
    [
      'a tab holding an earlier token of it signs out',
      { type: 'signed-out', fingerprints: [fingerprint(R2), fingerprint(R1)] },
      { refreshToken: R1, lineage: [] },
      'sign-out',
    ],
    [
      'a tab holding a later token of it signs out',
      { type: 'signed-out', fingerprints: [fingerprint(R1)] },
      { refreshToken: R2, lineage: [fingerprint(R1)] },
      'sign-out',
    ],
    [
      "another person's session stays signed in",
      { type: 'signed-out', fingerprints: [fingerprint(R1)] },
      { refreshToken: 'other', lineage: [] },
      'ignore',
    ],
  ];
  it.each(ROWS)('%s', (_case, message, tab, effect) => {
    expect(messageEffect(message, tab)).toBe(effect);
  });
});

describe('helpers', () => {
  it('remember keeps a bounded list, newest last, without duplicates', () => {
    expect(remember(['a', 'b'], 'a', 5)).toEqual(['b', 'a']);
    expect(remember(['a', 'b', 'c'], 'd', 3)).toEqual(['b', 'c', 'd']);
  });
  it('parseList reads only lists of strings', () => {
    expect(parseList(null)).toEqual([]);
    expect(parseList('not json')).toEqual([]);
    expect(parseList('{"a":1}')).toEqual([]);
    expect(parseList('["a",2,"b"]')).toEqual(['a', 'b']);
  });
  it('isSessionMessage accepts the three kinds only', () => {
    expect(isSessionMessage({ type: 'tokens-wanted', from: 'x' })).toBe(true);
    expect(isSessionMessage({ type: 'other' })).toBe(false);
    expect(isSessionMessage(null)).toBe(false);
  });
});

describe('withRefreshLock', () => {
  it('runs the task under navigator.locks "causeway-refresh" one at a time', async () => {
    const requested: string[] = [];
    let queue = Promise.resolve();
    const locks = {
      request: (name: string, task: () => Promise<unknown>) => {
        requested.push(name);
        const run = queue.then(task);
        queue = run.then(
          () => undefined,
          () => undefined,
        );
        return run;
      },
    };
    const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true });
    try {
      const order: string[] = [];
      const task = (label: string) => async () => {
        order.push(`${label} start`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(`${label} end`);
        return label;
      };
      expect(await Promise.all([withRefreshLock(task('a')), withRefreshLock(task('b'))])).toEqual(['a', 'b']);
      expect(order).toEqual(['a start', 'a end', 'b start', 'b end']);
      expect(requested).toEqual(['causeway-refresh', 'causeway-refresh']);
    } finally {
      if (original) Object.defineProperty(globalThis, 'navigator', original);
      else Reflect.deleteProperty(globalThis, 'navigator');
    }
  });

  it('without Web Locks runs the task as is', async () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: {}, configurable: true });
    try {
      expect(await withRefreshLock(async () => 'done')).toBe('done');
    } finally {
      if (original) Object.defineProperty(globalThis, 'navigator', original);
      else Reflect.deleteProperty(globalThis, 'navigator');
    }
  });
});

describe('within: a wait on IndexedDB that cannot hold the refresh lock for ever', () => {
  it('answers the value when it comes in time', async () => {
    await expect(within(Promise.resolve(['a']), 1_000)).resolves.toEqual(['a']);
  });

  it('answers undefined once the time has passed, and a late failure is not left unhandled', async () => {
    vi.useFakeTimers();
    try {
      let fail: (error: Error) => void = () => {};
      const never = new Promise<string[]>((_, reject) => {
        fail = reject;
      });
      const answer = within(never, 1_000);
      await vi.advanceTimersByTimeAsync(1_000);
      await expect(answer).resolves.toBeUndefined();
      fail(new Error('IndexedDB failed late'));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('stringsOf: a stored list read back', () => {
  it.each([
    [
      ['a', 'b'],
      ['a', 'b'],
    ],
    [
      ['a', 1, null, 'b'],
      ['a', 'b'],
    ],
    [undefined, []],
    ['a', []],
    [{ 0: 'a' }, []],
  ] as const)('%j → %j', (value, strings) => {
    expect(stringsOf(value)).toEqual(strings);
  });
});
