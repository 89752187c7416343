import { BANNER_CLOSED_SESSION_KEY } from '@causeway/domain';

/**
 * Everything the web keeps in sessionStorage. The spec keeps session state "for the session", so
 * a tab that is closed forgets it; sign-out removes every key listed here.
 */
export const SESSION_KEYS = {
  refreshToken: 'causeway.refreshToken',
  /** The access token with its expiry, so a reload reuses it instead of refreshing. */
  accessToken: 'causeway.accessToken',
  /** Fingerprints of the refresh tokens this tab's session traded before (see cross-tab.ts). */
  refreshLineage: 'causeway.refreshLineage',
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
