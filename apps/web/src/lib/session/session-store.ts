import type { getUserResponseSchema } from '@causeway/contracts';
import type { ProductType, ScopeLevel, UserRoleEntry, ViewType } from '@causeway/domain';
import { useSyncExternalStore } from 'react';
import type { z } from 'zod';

export type UserProfile = z.infer<typeof getUserResponseSchema>;
export type SessionUser = UserProfile['user'];
export type UserBusiness = UserProfile['businesses'][number];
export type UserCard = UserProfile['cards'][number];

/** Business spec §3 "User context (kept for the session)". */
export type UserBusinessContext = {
  topLevelBusinessId: string;
  topLevelBusinessName: string;
  /** What the shell shows: a single-program view shows its program's name (spec §4). */
  businessName: string;
  userRoles: UserRoleEntry[];
  userScope: ScopeLevel;
  viewType: ViewType;
  isEligibleForOnDemand: boolean;
  applicationStatus: string;
};

/** Cardholder spec §3 "Cardholder context": cards, unique by id. */
export type UserConsumerContext = { cards: UserCard[] };

export type SessionProgram = { id: string; name: string; productType: ProductType };

export type SessionState = {
  accessToken: string | null;
  userId: string | null;
  user: SessionUser | null;
  /** Every business the user holds a role in, across top-level businesses (for the chooser). */
  businesses: UserBusiness[];
  userBusinessContext: UserBusinessContext | null;
  userConsumerContext: UserConsumerContext | null;
  programs: SessionProgram[];
};

const EMPTY_STATE: SessionState = {
  accessToken: null,
  userId: null,
  user: null,
  businesses: [],
  userBusinessContext: null,
  userConsumerContext: null,
  programs: [],
};

/**
 * The one store of session state (DESIGN.md "Web conventions"): tokens in memory, the user's
 * context and programs. Server lists (and the business's settings) live in TanStack Query instead.
 */
let state: SessionState = EMPTY_STATE;
const listeners = new Set<() => void>();

export const sessionStore = {
  get: (): SessionState => state,
  set(patch: Partial<SessionState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  },
  /** "A reset clears everything" (spec §3). */
  reset(): void {
    state = EMPTY_STATE;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Reads one slice of the session; the selector must return a value from the state, not a new object. */
export function useSession<T>(selector: (current: SessionState) => T): T {
  const read = () => selector(state);
  // A prerendered page (src/prerender) is rendered signed out: the store's state at start.
  return useSyncExternalStore(sessionStore.subscribe, read, read);
}
