/**
 * One refresh across the tabs of one session. A duplicated tab starts with a copy of its opener's
 * sessionStorage, so both hold the same refresh token; it is single-use (it rotates), and a rotated
 * one presented again revokes the whole session. So a refresh runs under a Web Lock shared by every
 * tab of the origin, the tab that refreshed sends the new tokens to the others on a
 * BroadcastChannel, and it notes (in IndexedDB, shared by all tabs) which token it traded, so a
 * tab that missed the message asks for the tokens instead of presenting a dead one.
 *
 * The note goes to IndexedDB, and the lock is released only once its transaction has committed: the
 * next tab reads it after it holds the lock, so its read comes after the commit. localStorage gives
 * no such order: each tab reads a copy that the browser updates by a message of its own, which can
 * arrive after the lock's (a tab presented a traded token that way, and the session ended in both).
 * The note is kept in localStorage too, for a browser without IndexedDB.
 *
 * This file holds the decisions (pure, tested in cross-tab.test.ts) and thin browser wrappers.
 */

import { createStore, get, type UseStore, update } from 'idb-keyval';

export const REFRESH_LOCK_NAME = 'causeway-refresh';
export const SESSION_CHANNEL_NAME = 'causeway-session';
/** IndexedDB and localStorage: fingerprints of refresh tokens already traded by some tab (never a live token). */
export const TRADED_TOKENS_KEY = 'causeway.tradedRefreshTokens';
/** The IndexedDB database and object store of the note. */
const TRADED_TOKENS_DATABASE = 'causeway-session';
const TRADED_TOKENS_STORE = 'notes';
const TRADED_TOKENS_MAX = 50;
/** sessionStorage (per tab): fingerprints of the refresh tokens this tab's session held before. */
export const LINEAGE_MAX = 20;
/** How long a tab whose refresh token another tab traded waits for that tab's answer. */
export const OTHER_TAB_ANSWER_MS = 3_000;

export type SessionTokens = {
  refreshToken: string;
  accessToken: string;
  userId: string;
  expiresAtMs: number;
};

export type SessionMessage =
  /** A tab traded the refresh token `from` (a fingerprint): these are the session's tokens now. */
  | { type: 'tokens'; from: string; tokens: SessionTokens }
  /** A tab holds the traded token `from` and missed the tokens: whoever descends from it answers. */
  | { type: 'tokens-wanted'; from: string }
  /** A tab's session ended (sign-out, or its refresh was refused): the fingerprints it held. */
  | { type: 'signed-out'; fingerprints: string[] };

/**
 * A short, non-secret name for a refresh token (two 32-bit FNV-1a hashes): enough to tell tokens
 * apart, useless to present. Synchronous, so it works where crypto.subtle does not (plain http).
 */
export function fingerprint(token: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ token.length;
  for (let index = 0; index < token.length; index += 1) {
    const code = token.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

export type RefreshDecision =
  /** No refresh token: signed out. */
  | { kind: 'signed-out' }
  /** Another tab refreshed while this one waited: use the access token it stored here. */
  | { kind: 'adopt' }
  /** This tab's refresh token was already traded by another tab: ask it for the tokens. */
  | { kind: 'ask-other-tabs'; from: string }
  | { kind: 'refresh'; refreshToken: string };

/**
 * What a tab does once it holds the refresh lock, from what it reads then (not what it read before
 * waiting): `usableAccessToken` is the stored access token if it lives past the reuse margin,
 * `failedAccessToken` the one the caller held when it asked for a refresh (null: none).
 */
export function decideRefresh(input: {
  refreshToken: string | null;
  usableAccessToken: string | undefined;
  failedAccessToken: string | null;
  traded: readonly string[];
}): RefreshDecision {
  if (!input.refreshToken) return { kind: 'signed-out' };
  if (input.usableAccessToken && input.usableAccessToken !== input.failedAccessToken)
    return { kind: 'adopt' };
  const from = fingerprint(input.refreshToken);
  if (input.traded.includes(from)) return { kind: 'ask-other-tabs', from };
  return { kind: 'refresh', refreshToken: input.refreshToken };
}

export type MessageEffect = 'take-tokens' | 'answer' | 'sign-out' | 'ignore';

/**
 * What a tab does with a message from another tab. Only tabs of the same session act: the one that
 * holds the traded token takes the new tokens; one that descends from it answers a request; one
 * whose token (or an earlier one) the ended session held signs out. Another person's session in
 * another tab of the browser ignores all of it.
 */
export function messageEffect(
  message: SessionMessage,
  tab: { refreshToken: string | null; lineage: readonly string[] },
): MessageEffect {
  if (!tab.refreshToken) return 'ignore';
  const current = fingerprint(tab.refreshToken);
  switch (message.type) {
    case 'tokens':
      return message.from === current && message.tokens.refreshToken !== tab.refreshToken
        ? 'take-tokens'
        : 'ignore';
    case 'tokens-wanted':
      return tab.lineage.includes(message.from) ? 'answer' : 'ignore';
    case 'signed-out':
      return [current, ...tab.lineage].some((held) => message.fingerprints.includes(held))
        ? 'sign-out'
        : 'ignore';
    default:
      return 'ignore';
  }
}

/** Adds a fingerprint to a bounded list (newest last), without duplicates. */
export function remember(list: readonly string[], entry: string, max: number): string[] {
  return [...list.filter((item) => item !== entry), entry].slice(-max);
}

/** The strings of a stored list; anything else (missing, malformed) is an empty list. */
export function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function parseList(raw: string | null): string[] {
  if (!raw) return [];
  try {
    return stringsOf(JSON.parse(raw));
  } catch {
    return [];
  }
}

export function isSessionMessage(data: unknown): data is SessionMessage {
  const type = (data as { type?: unknown } | null)?.type;
  return type === 'tokens' || type === 'tokens-wanted' || type === 'signed-out';
}

// Browser plumbing. Every API may be missing (old browsers, a non-secure origin, tests in node).

/** Runs `task` while holding the refresh lock of every tab of the origin; without Web Locks, as is. */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return task();
  return locks.request(REFRESH_LOCK_NAME, task) as Promise<T>;
}

/**
 * How long a refresh waits on IndexedDB, holding the lock, before going on without it: a browser
 * whose IndexedDB never answers (some have had such bugs) must not stop every tab's refresh.
 */
const TRADED_TOKENS_WAIT_MS = 1_000;

/** The promise's value, or undefined once `ms` have passed without one. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

let tradedTokensStore: UseStore | null | undefined;

/** The note's IndexedDB store, opened once; null where IndexedDB does not exist. */
function tradedTokensDatabase(): UseStore | null {
  if (tradedTokensStore === undefined) {
    tradedTokensStore =
      typeof indexedDB === 'undefined' ? null : createStore(TRADED_TOKENS_DATABASE, TRADED_TOKENS_STORE);
  }
  return tradedTokensStore;
}

function readLocalTradedTokens(): string[] {
  try {
    return parseList(window.localStorage.getItem(TRADED_TOKENS_KEY));
  } catch {
    return [];
  }
}

/** Every traded token any tab has noted: IndexedDB's note, and localStorage's for old browsers. */
export async function readTradedTokens(): Promise<string[]> {
  const local = readLocalTradedTokens();
  const store = tradedTokensDatabase();
  if (!store) return local;
  try {
    const noted = await within(get<unknown>(TRADED_TOKENS_KEY, store), TRADED_TOKENS_WAIT_MS);
    return [...new Set([...stringsOf(noted), ...local])];
  } catch {
    // A failing IndexedDB (a private window of some browsers): localStorage's note alone.
    return local;
  }
}

/** Notes a traded token; resolves once IndexedDB has committed it (hold the lock until then). */
export async function noteTradedToken(from: string): Promise<void> {
  try {
    window.localStorage.setItem(
      TRADED_TOKENS_KEY,
      JSON.stringify(remember(readLocalTradedTokens(), from, TRADED_TOKENS_MAX)),
    );
  } catch {
    // Without localStorage, IndexedDB's note and the message tell the other tabs.
  }
  const store = tradedTokensDatabase();
  if (!store) return;
  try {
    // One read-and-write transaction: two tabs noting at once keep both notes.
    await within(
      update<unknown>(
        TRADED_TOKENS_KEY,
        (noted) => remember(stringsOf(noted), from, TRADED_TOKENS_MAX),
        store,
      ),
      TRADED_TOKENS_WAIT_MS,
    );
  } catch {
    // The message and localStorage's note are left to tell the other tabs.
  }
}

let channel: BroadcastChannel | null | undefined;

/** The session channel, opened once; null where BroadcastChannel does not exist. */
export function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL_NAME);
  }
  return channel;
}

export function postSessionMessage(message: SessionMessage): void {
  try {
    sessionChannel()?.postMessage(message);
  } catch {
    // A closed channel (the page is unloading): the other tabs fall back to asking.
  }
}
