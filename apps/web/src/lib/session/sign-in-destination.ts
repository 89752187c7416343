import { applicationStatusRoute, consumerRouteAfterSignIn, routeAfterSignIn } from '@causeway/domain';
import { pathTo } from '../paths.ts';
import type { SessionProgram, UserBusinessContext, UserProfile } from './session-store.ts';
import { deriveBusinessContext, isConsumer, programsOf, topLevelBusinessesOf } from './user-context.ts';

export type PortalChoice = 'business' | 'cardholder';

/** Business spec §2.6: application status first, then routing by view type and program. */
export function businessHomePath(context: UserBusinessContext, programs: readonly SessionProgram[]): string {
  const businessId = context.topLevelBusinessId;
  if (context.applicationStatus !== 'active') {
    const name = applicationStatusRoute(context.applicationStatus, context.userScope);
    return name === 'landingPage' ? pathTo('landingPage') : pathTo(name, { businessId });
  }
  const route = routeAfterSignIn({ viewType: context.viewType, programs, topLevelBusinessId: businessId });
  return route.name === 'login' ? pathTo('login') : pathTo(route.name, { businessId: route.businessId });
}

export function consumerHomePath(profile: UserProfile): string {
  const route = consumerRouteAfterSignIn(profile.cards);
  return route.name === 'cardholderDashboard'
    ? pathTo('cardholderDashboard', { cardId: route.cardId })
    : pathTo('accountOverview');
}

/**
 * Where a freshly signed-in user goes: the no-access page, the portal chooser (both accesses),
 * the cardholder portal, the business chooser (several organisations) or the business home.
 */
export function destinationAfterSignIn(
  profile: UserProfile,
  choices: { portal: PortalChoice | null; topLevelBusinessId: string | null },
): string {
  const hasBusinesses = profile.businesses.length > 0;
  const consumer = isConsumer(profile);
  if (!hasBusinesses && !consumer) return pathTo('noAccess');
  if (hasBusinesses && consumer && !choices.portal) return pathTo('choosePortal');
  if (consumer && (!hasBusinesses || choices.portal === 'cardholder')) return consumerHomePath(profile);
  const topLevel = topLevelBusinessesOf(profile.businesses);
  const chosen = topLevel.some((business) => business.id === choices.topLevelBusinessId);
  if (topLevel.length > 1 && !chosen) return pathTo('chooseBusiness');
  const context = deriveBusinessContext(profile, choices.topLevelBusinessId);
  if (!context) return pathTo('login');
  return businessHomePath(context, programsOf(profile, context.topLevelBusinessId));
}
