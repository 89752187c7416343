import { isUuid } from '@causeway/domain';
import { data, generatePath, redirect } from 'react-router';
import { i18n } from '../../i18n/i18n.ts';
import { pathTo } from '../../lib/paths.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { businessHomePath } from '../../lib/session/sign-in-destination.ts';
import { showErrorToast } from '../../lib/toast.ts';
import type { RouteDefinition } from '../route-definition.ts';

type Params = Record<string, string | undefined>;

export const notFoundResponse = () => data(null, { status: 404 });

/**
 * The :businessId guard (business spec §2.2). An id that is not a UUID, or a signed-in user with
 * no business, is a page that does not exist; the five top-level-only routes (programs,
 * superBusinessReports and the three settings pages) are forced onto the user's top-level business.
 */
export function guardBusinessId(route: RouteDefinition, params: Params): void {
  const businessId = params.businessId;
  const context = sessionStore.get().userBusinessContext;
  if (!businessId || !isUuid(businessId) || !context) throw notFoundResponse();
  // A business still onboarding has no portal yet: its person goes on with their application at
  // the step its status names (business spec §2.6), as after sign-in. The API refuses the rest.
  if (route.audience === 'business' && context.applicationStatus !== 'active') {
    throw redirect(businessHomePath(context, []));
  }
  if (route.businessScope === 'topLevel' && businessId !== context.topLevelBusinessId) {
    throw redirect(generatePath(route.path, { ...params, businessId: context.topLevelBusinessId }));
  }
}

/**
 * A business route reached without its business id receives the user's top-level business id;
 * with none the user goes to /login with the generic unexpected-error toast (spec §8).
 */
export function fillMissingBusinessId(route: RouteDefinition, params: Params): never {
  const topLevelBusinessId = sessionStore.get().userBusinessContext?.topLevelBusinessId;
  if (!topLevelBusinessId) {
    showErrorToast(i18n.t('errors.unexpected'), 'unexpected');
    throw redirect(pathTo('login'));
  }
  throw redirect(generatePath(route.path, { ...params, businessId: topLevelBusinessId }));
}
