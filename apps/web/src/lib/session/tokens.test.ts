import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_REUSE_MARGIN_MS } from './session-token-keys.ts';
import { usableStoredAccessToken } from './tokens.ts';

const NOW = 1_800_000_000_000;
const stored = (expiresAtMs: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ accessToken: 'token', userId: 'user', expiresAtMs, ...extra });

describe('usableStoredAccessToken: a reload refreshes only when the token is (nearly) spent', () => {
  // [case, stored value, usable]
  const ROWS: [string, string | null, boolean][] = [
    ['none stored', null, false],
    ['valid for 14 more minutes', stored(NOW + 14 * 60_000), true],
    ['inside the margin', stored(NOW + ACCESS_TOKEN_REUSE_MARGIN_MS - 1), false],
    ['expired', stored(NOW - 1), false],
    ['not JSON', 'token', false],
    ['no user id', JSON.stringify({ accessToken: 'token', expiresAtMs: NOW + 600_000 }), false],
    ['expiry not a number', stored(NOW + 600_000, { expiresAtMs: 'later' }), false],
  ];
  it.each(ROWS)('%s', (_case, raw, usable) => {
    expect(usableStoredAccessToken(raw, NOW) !== undefined).toBe(usable);
  });
});
