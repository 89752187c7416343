import { queryClient } from '../../../lib/query-client.ts';
import { waitForAuthentication } from '../../../lib/session/load-session.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { cardholderQueryOptions } from './get-cardholder.ts';

/**
 * Asks for the signed-in person's cardholder context as a cardholder page's guard starts, beside
 * the guard's own fetch of the user (GET /users/{id}) instead of after the page renders: one round
 * trip less before a phone shows the card. The page reads it from the cache (useCardholder); a
 * failure is left there for the page to handle as before. Nothing is asked when signed out.
 */
export async function prefetchCardholder(): Promise<void> {
  if (!(await waitForAuthentication())) return;
  const { userId } = sessionStore.get();
  if (userId) await queryClient.prefetchQuery(cardholderQueryOptions(userId));
}
