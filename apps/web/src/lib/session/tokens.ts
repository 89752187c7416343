import type { TokenResponse } from '@causeway/contracts';
import { sendJson } from '../api/http.ts';
import { readSessionValue, SESSION_KEYS, writeSessionValue } from './session-storage-keys.ts';
import { sessionStore } from './session-store.ts';

/**
 * Tokens: the access token lives in memory only (the store); the refresh token in sessionStorage,
 * so a reload keeps the session and closing the tab ends it (docs/decisions-web.md).
 */
export function storeTokens(tokens: TokenResponse): void {
  sessionStore.set({ accessToken: tokens.accessToken, userId: tokens.userId });
  writeSessionValue(SESSION_KEYS.refreshToken, tokens.refreshToken);
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
      sessionStore.set({ accessToken: null });
      throw error;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}
