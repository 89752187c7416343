import { readSessionValue, SESSION_KEYS, writeSessionValue } from './session-storage-keys.ts';

/** Where a signed-out visitor wanted to go; kept for the session (business spec §2.2). */
export function rememberIntendedPath(path: string): void {
  writeSessionValue(SESSION_KEYS.intendedPath, path);
}

/** Reads and forgets the intended path. Only same-origin paths are honoured. */
export function takeIntendedPath(): string | null {
  const path = readSessionValue(SESSION_KEYS.intendedPath);
  writeSessionValue(SESSION_KEYS.intendedPath, null);
  return path && isSafeReturnPath(path) ? path : null;
}

/** A path on this site: starts with one slash (not "//host" or "/\host"). */
export function isSafeReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** The intended path without forgetting it (Google sign-in carries it through as returnTo). */
export function peekIntendedPath(): string | null {
  const path = readSessionValue(SESSION_KEYS.intendedPath);
  return path && isSafeReturnPath(path) ? path : null;
}
