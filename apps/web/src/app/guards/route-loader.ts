import type { LoaderFunction } from 'react-router';
import { redirect } from 'react-router';
import { partnerHostnameRedirect } from '../../lib/partner.ts';
import { loadWithTimeout } from '../lazy-screen.ts';
import type { RouteDefinition } from '../route-definition.ts';

// The guards of login-required routes (session, API client, schemas) load with the first
// protected navigation, so the public pages' first load stays small.
const loadProtectedGuards = () => loadWithTimeout(() => import('./protected-route-guards.ts'));
const loadCardholderPrefetch = () =>
  loadWithTimeout(() => import('../../features/cardholder-cards/api/prefetch-cardholder.ts'));

/** The loader that applies a route's guards, or undefined when it has none. */
export function routeLoader(route: RouteDefinition): LoaderFunction | undefined {
  const needsLoader = route.access === 'loginRequired' || route.partnerHostRedirect || route.redirectTo;
  if (!needsLoader) return undefined;
  return async ({ request, params }) => {
    if (route.partnerHostRedirect) {
      const target = partnerHostnameRedirect(new URL(request.url));
      if (target) throw redirect(target);
    }
    if (route.access === 'loginRequired' || route.redirectTo) {
      // A cardholder page's own data is asked for beside the guard's, not after it. The guard
      // alone decides where the visitor goes; once it has, the page waits for its data only when
      // none is cached (prefetch-cardholder.ts), so its first commit shows the card, as the
      // prerendered frame already may (scripts/prerender.mjs).
      const cardholderPrefetched =
        route.audience === 'cardholder' && route.access === 'loginRequired'
          ? loadCardholderPrefetch()
              .then(({ prefetchCardholder }) => prefetchCardholder())
              .catch(() => undefined)
          : undefined;
      const { guardProtectedRoute } = await loadProtectedGuards();
      await guardProtectedRoute(route, request, params);
      await cardholderPrefetched;
    }
    return null;
  };
}

/** The loader of a business route's address without its business id (e.g. /settings/members). */
export function missingBusinessIdLoader(route: RouteDefinition): LoaderFunction {
  return async ({ request, params }) => {
    const { fillMissingBusinessIdAfterSignIn } = await loadProtectedGuards();
    return fillMissingBusinessIdAfterSignIn(route, request, params);
  };
}
