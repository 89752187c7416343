import { identityEndpoints } from '@causeway/contracts';
import { call } from '../api/call.ts';
import { queryClient } from '../query-client.ts';
import { resetAuthenticationWait } from './load-session.ts';
import { clearSessionValues } from './session-storage-keys.ts';
import { sessionStore } from './session-store.ts';
import { announceSignOut, readRefreshToken } from './tokens.ts';

/**
 * Ends the session: every piece of session state goes (store, cached server data, sessionStorage
 * including the banner-closed flag), then the refresh token is revoked at the API.
 */
export async function signOutSession(): Promise<void> {
  const refreshToken = readRefreshToken();
  // Other tabs of this session (a duplicated tab) sign out too: the revocation ends theirs.
  announceSignOut();
  sessionStore.reset();
  clearSessionValues();
  resetAuthenticationWait();
  queryClient.clear();
  if (!refreshToken) return;
  try {
    await call(identityEndpoints.revoke, { body: { refreshToken } });
  } catch (error) {
    // The local session is gone either way; the token expires on its own.
    console.warn('Could not revoke the refresh token', error);
  }
}
