import { sendJson } from '../api/http.ts';
import { queryClient } from '../query-client.ts';
import { resetAuthenticationWait } from './load-session.ts';
import { clearSessionValues } from './session-storage-keys.ts';
import { sessionStore } from './session-store.ts';
import { readRefreshToken } from './tokens.ts';

/**
 * Ends the session: every piece of session state goes (store, cached server data, sessionStorage
 * including the banner-closed flag), then the refresh token is revoked at the API.
 */
export async function signOutSession(): Promise<void> {
  const refreshToken = readRefreshToken();
  sessionStore.reset();
  clearSessionValues();
  resetAuthenticationWait();
  queryClient.clear();
  if (!refreshToken) return;
  try {
    await sendJson('/auth/revoke', { method: 'POST', body: { refreshToken } });
  } catch (error) {
    // The local session is gone either way; the token expires on its own.
    console.warn('Could not revoke the refresh token', error);
  }
}
