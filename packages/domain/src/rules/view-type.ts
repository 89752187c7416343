import type { ScopeLevel, ViewType } from '../enums/business.ts';

// Business spec §4 "View type derivation".
export function deriveViewType({
  userScope,
  userRoles,
}: {
  userScope: ScopeLevel;
  userRoles: readonly unknown[];
}): ViewType {
  if (userScope === 'program' && userRoles.length === 1) return 'singleProgram';
  if (userScope === 'super' || (userScope === 'program' && userRoles.length > 1)) return 'multiProgram';
  return 'normal';
}
