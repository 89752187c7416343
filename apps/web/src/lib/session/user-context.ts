import { deriveViewType } from '@causeway/domain';
import type { SessionProgram, UserBusiness, UserBusinessContext, UserProfile } from './session-store.ts';

/** The distinct top-level businesses a user works in, in the order of their first role. */
export function topLevelBusinessesOf(businesses: readonly UserBusiness[]): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const business of businesses) {
    if (!seen.has(business.topLevelBusinessId)) {
      seen.set(business.topLevelBusinessId, business.topLevelBusinessName);
    }
  }
  return [...seen].map(([id, name]) => ({ id, name }));
}

/**
 * Builds the session's user context from GET /users/{id} (business spec §3, §4): roles from the
 * businesses, scope from the user, the top-level business from the first business (or the one
 * chosen in the business chooser), and the view type derived from both.
 */
export function deriveBusinessContext(
  profile: UserProfile,
  chosenTopLevelBusinessId: string | null,
): UserBusinessContext | null {
  const inChosen = profile.businesses.filter((b) => b.topLevelBusinessId === chosenTopLevelBusinessId);
  const businesses = inChosen.length > 0 ? inChosen : profile.businesses;
  const first = businesses[0];
  if (!first) return null;
  const userRoles = businesses.map((business) => ({ businessId: business.id, role: business.role }));
  const userScope = profile.user.scope;
  const viewType = deriveViewType({ userScope, userRoles });
  return {
    topLevelBusinessId: first.topLevelBusinessId,
    topLevelBusinessName: first.topLevelBusinessName,
    businessName: viewType === 'singleProgram' ? first.name : first.topLevelBusinessName,
    userRoles,
    userScope,
    viewType,
    isEligibleForOnDemand: first.eligibleForOnDemand,
    applicationStatus: first.applicationStatus,
  };
}

/** The programs the user holds a role in (businesses with a product type), for the session. */
export function programsOf(profile: UserProfile, topLevelBusinessId: string | undefined): SessionProgram[] {
  return profile.businesses.flatMap((business) =>
    business.productType && business.topLevelBusinessId === topLevelBusinessId
      ? [{ id: business.id, name: business.name, productType: business.productType }]
      : [],
  );
}

/** A cardholder ("consumer") holds, or is registered for, cards of some organisation. */
export function isConsumer(profile: UserProfile): boolean {
  return profile.user.isCardholder || profile.cards.length > 0;
}
