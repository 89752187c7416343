import { identityEndpoints, type TokenResponse } from '@causeway/contracts';
import { isApiError } from '../api/api-error.ts';
import { sendJson } from '../api/http.ts';
import { queryClient } from '../query-client.ts';
import {
  decideRefresh,
  fingerprint,
  isSessionMessage,
  LINEAGE_MAX,
  messageEffect,
  noteTradedToken,
  OTHER_TAB_ANSWER_MS,
  parseList,
  postSessionMessage,
  readTradedTokens,
  remember,
  type SessionTokens,
  sessionChannel,
  withRefreshLock,
} from './cross-tab.ts';
import { readSessionValue, SESSION_KEYS, writeSessionValue } from './session-storage-keys.ts';
import { sessionStore } from './session-store.ts';
import { ACCESS_TOKEN_REUSE_MARGIN_MS } from './session-token-keys.ts';

type StoredAccessToken = { accessToken: string; userId: string; expiresAtMs: number };

/**
 * Tokens: the pair lives in sessionStorage (the access token with its expiry), so a reload keeps
 * the session, reuses a still-valid access token instead of refreshing (at most one refresh per
 * token lifetime), and closing the tab ends it.
 */
export function storeTokens(tokens: TokenResponse, nowMs = Date.now()): void {
  // A new sign-in starts a new session: it descends from no earlier refresh token.
  keepTokens(sessionTokensOf(tokens, nowMs), []);
}

const sessionTokensOf = (tokens: TokenResponse, nowMs: number): SessionTokens => ({
  refreshToken: tokens.refreshToken,
  accessToken: tokens.accessToken,
  userId: tokens.userId,
  expiresAtMs: nowMs + tokens.expiresIn * 1000,
});

function keepTokens(tokens: SessionTokens, lineage: string[]): void {
  sessionStore.set({ accessToken: tokens.accessToken, userId: tokens.userId });
  writeSessionValue(SESSION_KEYS.refreshToken, tokens.refreshToken);
  const stored: StoredAccessToken = {
    accessToken: tokens.accessToken,
    userId: tokens.userId,
    expiresAtMs: tokens.expiresAtMs,
  };
  writeSessionValue(SESSION_KEYS.accessToken, JSON.stringify(stored));
  writeSessionValue(SESSION_KEYS.refreshLineage, JSON.stringify(lineage));
  for (const waiter of [...tokensTaken]) waiter();
}

const readLineage = () => parseList(readSessionValue(SESSION_KEYS.refreshLineage));

/** The tokens that replaced `previous` (this tab's refresh, or another tab's): same session. */
function succeed(previous: string, tokens: SessionTokens): void {
  keepTokens(tokens, remember(readLineage(), fingerprint(previous), LINEAGE_MAX));
}

/** The stored access token when it is well formed and lives past the margin; else nothing. */
export function usableStoredAccessToken(raw: string | null, nowMs: number): StoredAccessToken | undefined {
  const stored = parseStoredAccessToken(raw);
  return stored && stored.expiresAtMs - nowMs > ACCESS_TOKEN_REUSE_MARGIN_MS ? stored : undefined;
}

/** The stored access token when it is well formed, however long it still lives. */
function parseStoredAccessToken(raw: string | null): StoredAccessToken | undefined {
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(raw) as Partial<StoredAccessToken>;
    const wellFormed =
      typeof stored.accessToken === 'string' &&
      typeof stored.userId === 'string' &&
      typeof stored.expiresAtMs === 'number';
    return wellFormed
      ? { accessToken: stored.accessToken!, userId: stored.userId!, expiresAtMs: stored.expiresAtMs! }
      : undefined;
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
/** Called whenever this tab keeps new tokens (a tab waiting for another tab's answer listens). */
const tokensTaken = new Set<() => void>();

/**
 * Trades the refresh token for a new pair. Concurrent callers in this tab share one attempt, and
 * the attempt runs under the refresh lock of every tab of the origin (cross-tab.ts): holding it,
 * the tab reads the stored tokens again, since another tab of the session may have refreshed
 * while it waited; then its new access token is used instead of refreshing again.
 */
export function refreshAccessToken(): Promise<void> {
  const failedAccessToken = sessionStore.get().accessToken;
  refreshing ??= withRefreshLock(() => refreshHoldingLock(failedAccessToken)).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refreshHoldingLock(failedAccessToken: string | null): Promise<void> {
  // Read first: it waits for IndexedDB, and the tokens read after it are the freshest.
  const traded = await readTradedTokens();
  const decision = decideRefresh({
    refreshToken: readRefreshToken(),
    usableAccessToken: usableStoredAccessToken(readSessionValue(SESSION_KEYS.accessToken), Date.now())
      ?.accessToken,
    failedAccessToken,
    traded,
  });
  if (decision.kind === 'signed-out') throw new Error('No refresh token');
  if (decision.kind === 'adopt') {
    restoreAccessToken();
    return;
  }
  if (decision.kind === 'ask-other-tabs') {
    if (await tokensFromOtherTab(decision.from)) return;
    // Presenting the traded token would end the session in every tab: end it in this one only.
    endSessionHere();
    throw new Error('The session was refreshed in another tab, which did not answer');
  }
  const { refreshToken } = decision;
  try {
    const tokens = sessionTokensOf(
      (
        await sendJson<TokenResponse>(identityEndpoints.token.path, {
          method: identityEndpoints.token.method,
          body: { grantType: 'refresh_token', refreshToken },
        })
      ).body,
      Date.now(),
    );
    const from = fingerprint(refreshToken);
    succeed(refreshToken, tokens);
    postSessionMessage({ type: 'tokens', from, tokens });
    // Committed before the lock is released: a tab that gets it next knows this token is spent.
    await noteTradedToken(from);
  } catch (error) {
    // A refused refresh token ends the session, in every tab that shares it.
    if (isApiError(error, 401)) announceSignOut();
    // A refresh token is single-use and rotates; a failed one is dead.
    endSessionHere();
    throw error;
  }
}

function endSessionHere(): void {
  writeSessionValue(SESSION_KEYS.refreshToken, null);
  writeSessionValue(SESSION_KEYS.accessToken, null);
  writeSessionValue(SESSION_KEYS.refreshLineage, null);
  sessionStore.set({ accessToken: null });
}

/** Asks the other tabs for the tokens that replaced `from`; true once one answered. */
function tokensFromOtherTab(from: string): Promise<boolean> {
  if (!sessionChannel()) return Promise.resolve(false);
  // The refreshing tab's own message may have come since the decision: nobody answers a request then.
  if (hasReplaced(from)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (answered: boolean) => {
      clearTimeout(timer);
      tokensTaken.delete(onTaken);
      resolve(answered);
    };
    const onTaken = () => done(true);
    const timer = setTimeout(() => done(false), OTHER_TAB_ANSWER_MS);
    tokensTaken.add(onTaken);
    postSessionMessage({ type: 'tokens-wanted', from });
  });
}

/** Whether this tab already holds the tokens that replaced the traded `from`. */
function hasReplaced(from: string): boolean {
  const refreshToken = readRefreshToken();
  return refreshToken !== null && fingerprint(refreshToken) !== from && readLineage().includes(from);
}

/** Tells the other tabs of this session that it ended (sign-out, refused refresh). */
export function announceSignOut(): void {
  const refreshToken = readRefreshToken();
  if (!refreshToken) return;
  postSessionMessage({ type: 'signed-out', fingerprints: [fingerprint(refreshToken), ...readLineage()] });
}

/** What another tab of the origin says (only the tabs of the same session act on it). */
function onSessionMessage(event: MessageEvent): void {
  const message: unknown = event.data;
  if (!isSessionMessage(message)) return;
  const refreshToken = readRefreshToken();
  const effect = messageEffect(message, { refreshToken, lineage: readLineage() });
  if (effect === 'take-tokens' && message.type === 'tokens' && refreshToken) {
    succeed(refreshToken, message.tokens);
  } else if (effect === 'answer' && message.type === 'tokens-wanted' && refreshToken) {
    const stored = parseStoredAccessToken(readSessionValue(SESSION_KEYS.accessToken));
    if (stored)
      postSessionMessage({ type: 'tokens', from: message.from, tokens: { ...stored, refreshToken } });
  } else if (effect === 'sign-out') {
    endSessionHere();
    sessionStore.reset();
    queryClient.clear();
    // The page on screen belongs to the ended session: load it again, signed out (to sign-in).
    window.location.reload();
  }
}

sessionChannel()?.addEventListener('message', onSessionMessage);
