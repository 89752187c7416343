import { BANNER_CLOSED_SESSION_KEY } from '@causeway/domain';
import { SESSION_TOKEN_KEYS } from './session-token-keys.ts';

/**
 * Everything the web keeps in sessionStorage. The spec keeps session state "for the session", so
 * a tab that is closed forgets it; sign-out removes every key listed here.
 */
export const SESSION_KEYS = {
  ...SESSION_TOKEN_KEYS,
  intendedPath: 'causeway.intendedPath',
  chosenTopLevelBusinessId: 'causeway.chosenTopLevelBusinessId',
  chosenPortal: 'causeway.chosenPortal',
  notificationBannerClosed: BANNER_CLOSED_SESSION_KEY,
} as const;

type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

// sessionStorage can throw (disabled storage, private modes); the app then behaves as signed out.
export function readSessionValue(key: SessionKey): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSessionValue(key: SessionKey, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value lives only in memory for this page.
  }
}

export function clearSessionValues(): void {
  for (const key of Object.values(SESSION_KEYS)) writeSessionValue(key, null);
}
