import type { TokenResponse } from '@causeway/contracts';
import { queryClient } from '../query-client.ts';
import { takeIntendedPath } from './intended-path.ts';
import { applyUserProfile, fetchUserProfile } from './load-session.ts';
import { readSessionValue, SESSION_KEYS, writeSessionValue } from './session-storage-keys.ts';
import { sessionStore } from './session-store.ts';
import { destinationAfterSignIn, type PortalChoice } from './sign-in-destination.ts';
import { storeTokens } from './tokens.ts';

/**
 * Starts a session from freshly issued tokens (password, SMS code, Google ticket, new account):
 * loads the user's context and answers where to go — the path the visitor first asked for, or
 * the destination of business spec §2.6.
 */
export async function completeSignIn(tokens: TokenResponse): Promise<string> {
  sessionStore.reset();
  queryClient.clear();
  writeSessionValue(SESSION_KEYS.chosenPortal, null);
  writeSessionValue(SESSION_KEYS.chosenTopLevelBusinessId, null);
  writeSessionValue(SESSION_KEYS.notificationBannerClosed, null);
  storeTokens(tokens);
  const profile = await fetchUserProfile();
  applyUserProfile(profile);
  return takeIntendedPath() ?? destinationAfterSignIn(profile, { portal: null, topLevelBusinessId: null });
}

/** After the portal or business chooser: records the choice and answers the next destination. */
export async function continueWithChoice(choice: {
  portal?: PortalChoice;
  topLevelBusinessId?: string;
}): Promise<string> {
  if (choice.portal) writeSessionValue(SESSION_KEYS.chosenPortal, choice.portal);
  if (choice.topLevelBusinessId) {
    writeSessionValue(SESSION_KEYS.chosenTopLevelBusinessId, choice.topLevelBusinessId);
  }
  const profile = await fetchUserProfile();
  applyUserProfile(profile);
  const portal = readSessionValue(SESSION_KEYS.chosenPortal);
  return destinationAfterSignIn(profile, {
    portal: portal === 'business' || portal === 'cardholder' ? portal : null,
    topLevelBusinessId: readSessionValue(SESSION_KEYS.chosenTopLevelBusinessId),
  });
}
