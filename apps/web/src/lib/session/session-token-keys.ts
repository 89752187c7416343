// Without imports, so the build's head script (vite.config.ts) reads the same stored token as the app.

/** Where the session's tokens live in sessionStorage (the rest of the keys: session-storage-keys.ts). */
export const SESSION_TOKEN_KEYS = {
  refreshToken: 'causeway.refreshToken',
  /** The access token with its expiry, so a reload reuses it instead of refreshing. */
  accessToken: 'causeway.accessToken',
  /** Fingerprints of the refresh tokens this tab's session traded before (see cross-tab.ts). */
  refreshLineage: 'causeway.refreshLineage',
} as const;

/** A stored access token is reused only while it has at least this long to live. */
export const ACCESS_TOKEN_REUSE_MARGIN_MS = 60_000;
