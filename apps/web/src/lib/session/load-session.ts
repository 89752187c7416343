import { userEndpoints } from '@causeway/contracts';
import { isApiError } from '../api/api-error.ts';
import { call } from '../api/call.ts';
import { businessSettingsQueryOptions } from '../custom-fields/use-custom-field-options.ts';
import { queryClient } from '../query-client.ts';
import { readSessionValue, SESSION_KEYS } from './session-storage-keys.ts';
import { sessionStore, type UserCard, type UserProfile } from './session-store.ts';
import { readRefreshToken, refreshAccessToken, restoreAccessToken } from './tokens.ts';
import { deriveBusinessContext, programsOf } from './user-context.ts';

let authenticationWait: Promise<void> | null = null;

/**
 * Whether the visitor is signed in. The wait (trading a stored refresh token for an access token
 * after a reload) happens once, on the first protected navigation (business spec §2.2).
 */
export function waitForAuthentication(): Promise<boolean> {
  if (sessionStore.get().accessToken) return Promise.resolve(true);
  authenticationWait ??= (async () => {
    if (!readRefreshToken()) return;
    // A reload within the token's lifetime reuses it: refresh only when it is (nearly) spent.
    if (restoreAccessToken()) return;
    await refreshAccessToken().catch(() => undefined);
  })();
  // The memo keeps the refresh to one attempt; the store says whether it (still) holds a token.
  return authenticationWait.then(() => Boolean(sessionStore.get().accessToken));
}

/** After sign-out the next protected navigation must ask again. */
export function resetAuthenticationWait(): void {
  authenticationWait = null;
}

function uniqueCards(cards: readonly UserCard[]): UserCard[] {
  return [...new Map(cards.map((card) => [card.id, card])).values()];
}

/** Puts GET /users/{id} into the session store as the user, business and consumer contexts. */
export function applyUserProfile(profile: UserProfile): void {
  const chosen = readSessionValue(SESSION_KEYS.chosenTopLevelBusinessId);
  const userBusinessContext = deriveBusinessContext(profile, chosen);
  sessionStore.set({
    user: profile.user,
    userId: profile.user.id,
    businesses: profile.businesses,
    userBusinessContext,
    userConsumerContext: { cards: uniqueCards(profile.cards) },
    programs: programsOf(profile, userBusinessContext?.topLevelBusinessId),
  });
  void loadBusinessSettings(userBusinessContext?.topLevelBusinessId);
}

export async function fetchUserProfile(): Promise<UserProfile> {
  const { userId } = sessionStore.get();
  if (!userId) throw new Error('No signed-in user');
  return call(userEndpoints.get, { params: { id: userId } });
}

export type UserContextResult = 'ok' | 'authenticationError' | 'userNotFound';

/** Fetches user and business data again when missing (business spec §2.2, §7 "Handling of answers"). */
export async function ensureUserContext(): Promise<UserContextResult> {
  if (sessionStore.get().user) return 'ok';
  try {
    applyUserProfile(await fetchUserProfile());
    return 'ok';
  } catch (error) {
    if (isApiError(error, 404)) return 'userNotFound';
    if (isApiError(error, 401)) return 'authenticationError';
    throw error;
  }
}

/**
 * The top-level business's settings, read into the endpoint's one cache as the session starts: a
 * 404 (none saved yet) is kept as null silently; other failures are logged.
 */
async function loadBusinessSettings(businessId: string | undefined): Promise<void> {
  if (!businessId) return;
  try {
    await queryClient.fetchQuery(businessSettingsQueryOptions(businessId));
  } catch (error) {
    console.error('Could not load business settings', error);
  }
}
