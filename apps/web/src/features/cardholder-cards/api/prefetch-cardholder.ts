import { queryClient } from '../../../lib/query-client.ts';
import { waitForAuthentication } from '../../../lib/session/load-session.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { cardholderQueryOptions } from './get-cardholder.ts';

/**
 * Asks for the signed-in person's cardholder context as a cardholder page's guard starts, beside
 * the guard's own fetch of the user (GET /users/{id}) instead of after the page renders: one round
 * trip less before a phone shows the card. The page reads it from the cache (useCardholder); a
 * failure is left there for the page to handle as before. Nothing is asked when signed out.
 * Resolves once the context is in the cache: at once when it already was (a stale one is refetched
 * behind the page, as the page itself would), else when the fetch has settled.
 */
export async function prefetchCardholder(): Promise<void> {
  if (!(await waitForAuthentication())) return;
  const { userId } = sessionStore.get();
  if (!userId) return;
  const options = cardholderQueryOptions(userId);
  const fetched = queryClient.prefetchQuery(options);
  if (queryClient.getQueryData(options.queryKey) === undefined) await fetched;
}
