import type { ProductType, ViewType } from '../enums/business.ts';

export type SignInRoute =
  | { name: 'programs'; businessId: string }
  | { name: 'recipients'; businessId: string }
  | { name: 'cards'; businessId: string }
  | { name: 'login' };

export type SignInProgram = { id: string; productType: ProductType };

// Business spec §2.6 "Routing after login" for business users.
export function routeAfterSignIn({
  viewType,
  programs,
  topLevelBusinessId,
}: {
  viewType: ViewType;
  programs: readonly SignInProgram[];
  topLevelBusinessId: string | null | undefined;
}): SignInRoute {
  if (viewType === 'multiProgram') {
    return topLevelBusinessId ? { name: 'programs', businessId: topLevelBusinessId } : { name: 'login' };
  }
  // A single-program user sees their one program, so its id is the business they land in.
  const program = viewType === 'singleProgram' ? programs[0] : undefined;
  if (program?.productType === 'bank_transfers') return { name: 'recipients', businessId: program.id };
  const businessId = program?.id || topLevelBusinessId;
  return businessId ? { name: 'cards', businessId } : { name: 'login' };
}

export type ConsumerSignInRoute =
  | { name: 'cardholderDashboard'; cardId: string }
  | { name: 'accountOverview' };

// A cardholder with exactly one card goes straight to it; otherwise they pick from the overview.
export function consumerRouteAfterSignIn(cards: readonly { id: string }[]): ConsumerSignInRoute {
  const [only] = cards;
  return cards.length === 1 && only
    ? { name: 'cardholderDashboard', cardId: only.id }
    : { name: 'accountOverview' };
}
