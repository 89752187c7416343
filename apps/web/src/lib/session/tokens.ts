import type { TokenResponse } from '@causeway/contracts';
import { sendJson } from '../api/http.ts';
import { readSessionValue, SESSION_KEYS, writeSessionValue } from './session-storage-keys.ts';
import { sessionStore } from './session-store.ts';

/** A stored access token is reused only while it has at least this long to live. */
export const ACCESS_TOKEN_REUSE_MARGIN_MS = 60_000;

type StoredAccessToken = { accessToken: string; userId: string; expiresAtMs: number };

/**
 * Tokens: the pair lives in sessionStorage (the access token with its expiry), so a reload keeps
 * the session, reuses a still-valid access token instead of refreshing (at most one refresh per
 * token lifetime), and closing the tab ends it.
 */
export function storeTokens(tokens: TokenResponse, nowMs = Date.now()): void {
  sessionStore.set({ accessToken: tokens.accessToken, userId: tokens.userId });
  writeSessionValue(SESSION_KEYS.refreshToken, tokens.refreshToken);
  const stored: StoredAccessToken = {
    accessToken: tokens.accessToken,
    userId: tokens.userId,
    expiresAtMs: nowMs + tokens.expiresIn * 1000,
  };
  writeSessionValue(SESSION_KEYS.accessToken, JSON.stringify(stored));
}

/** The stored access token when it is well formed and lives past the margin; else nothing. */
export function usableStoredAccessToken(raw: string | null, nowMs: number): StoredAccessToken | undefined {
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(raw) as Partial<StoredAccessToken>;
    const usable =
      typeof stored.accessToken === 'string' &&
      typeof stored.userId === 'string' &&
      typeof stored.expiresAtMs === 'number' &&
      stored.expiresAtMs - nowMs > ACCESS_TOKEN_REUSE_MARGIN_MS;
    return usable ? (stored as StoredAccessToken) : undefined;
  } catch {
    return undefined;
  }
}

/** After a reload: puts a still-valid stored access token back in the store; false when none. */
export function restoreAccessToken(nowMs = Date.now()): boolean {
  const stored = usableStoredAccessToken(readSessionValue(SESSION_KEYS.accessToken), nowMs);
  if (!stored) return false;
  sessionStore.set({ accessToken: stored.accessToken, userId: stored.userId });
  return true;
}

export function readRefreshToken(): string | null {
  return readSessionValue(SESSION_KEYS.refreshToken);
}

let refreshing: Promise<void> | null = null;

/** Trades the refresh token for a new pair; concurrent callers share one request. */
export function refreshAccessToken(): Promise<void> {
  refreshing ??= (async () => {
    const refreshToken = readRefreshToken();
    if (!refreshToken) throw new Error('No refresh token');
    try {
      const { body } = await sendJson<TokenResponse>('/auth/token', {
        method: 'POST',
        body: { grantType: 'refresh_token', refreshToken },
      });
      storeTokens(body);
    } catch (error) {
      // A refresh token is single-use and rotates; a failed one is dead.
      writeSessionValue(SESSION_KEYS.refreshToken, null);
      writeSessionValue(SESSION_KEYS.accessToken, null);
      sessionStore.set({ accessToken: null });
      throw error;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}
