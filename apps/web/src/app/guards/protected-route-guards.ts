import { generatePath, redirect } from 'react-router';
import { ROUTE_PATHS } from '../../lib/paths.ts';
import type { RouteDefinition } from '../route-definition.ts';
import { fillMissingBusinessId, guardBusinessId } from './business-id-guard.ts';
import { requireSignedIn } from './require-signed-in.ts';

type Params = Record<string, string | undefined>;

/** Business spec §2.2 in order: signed in (or off to /login), then the :businessId rules, then forwards. */
export async function guardProtectedRoute(
  route: RouteDefinition,
  request: Request,
  params: Params,
): Promise<void> {
  if (route.access === 'loginRequired') await requireSignedIn(request);
  if (route.businessScope) guardBusinessId(route, params);
  if (route.redirectTo) {
    throw redirect(generatePath(ROUTE_PATHS[route.redirectTo] as string, params as Record<string, string>));
  }
}

export async function fillMissingBusinessIdAfterSignIn(
  route: RouteDefinition,
  request: Request,
  params: Params,
): Promise<never> {
  await requireSignedIn(request);
  return fillMissingBusinessId(route, params);
}
