import type { ScopeLevel, ViewType } from '../enums/business.ts';
import type { Permission } from './permission-names.ts';
import { roleGrants } from './role-grants.ts';
import type { Role } from './roles.ts';

export type UserRoleEntry = { businessId: string; role: Role };

export type PermissionContext = {
  userScope: ScopeLevel;
  userRoles: readonly UserRoleEntry[];
  topLevelBusinessId: string | null;
};

// Business ids are deployment settings, not code: the spec names "two fixed businesses" that may
// hide transaction data and "a fixed list" with a super-business funding account.
export type PermissionConfig = {
  hideTransactionDataBusinessIds: readonly string[];
  superFundingAccountBusinessIds: readonly string[];
};

export const DEFAULT_PERMISSION_CONFIG: PermissionConfig = Object.freeze({
  hideTransactionDataBusinessIds: [],
  superFundingAccountBusinessIds: [],
});

// Which of the user's role entries applies to a business (business spec §6 "Check logic").
export function resolveRoleEntry(ctx: PermissionContext, businessId?: string): UserRoleEntry | undefined {
  const first = ctx.userRoles[0];
  if (!businessId) return first;
  // A program-scope user holds roles on programs only; at the top-level business their first applies.
  if (ctx.userScope === 'program' && businessId === ctx.topLevelBusinessId) return first;
  const matching = ctx.userRoles.find((entry) => entry.businessId === businessId);
  if (matching) return matching;
  return ctx.userScope === 'super' ? first : undefined;
}

/**
 * The business a page pinned to the top level acts on (the settings pages, spec §2.2): a
 * program-scope user acts there with their first role entry (spec §6), so on that role's program,
 * which is what the server lets them change. Everyone else acts on the business of the page.
 */
export function actingBusinessId(ctx: PermissionContext, businessId: string): string {
  if (ctx.userScope !== 'program' || businessId !== ctx.topLevelBusinessId) return businessId;
  return ctx.userRoles[0]?.businessId ?? businessId;
}

export function hasPermission(
  ctx: PermissionContext,
  permission: Permission | undefined | null,
  businessId?: string,
  config: PermissionConfig = DEFAULT_PERMISSION_CONFIG,
): boolean {
  if (!permission) return false;
  if (permission === 'hideTransactionData') {
    const targetBusinessId = businessId || ctx.topLevelBusinessId;
    if (!targetBusinessId || !config.hideTransactionDataBusinessIds.includes(targetBusinessId)) return false;
  }
  const entry = resolveRoleEntry(ctx, businessId);
  if (!entry) return false;
  return roleGrants(entry.role, permission);
}

export function hasSuperBusinessFundingAccount(
  ctx: PermissionContext,
  viewType: ViewType,
  config: PermissionConfig = DEFAULT_PERMISSION_CONFIG,
): boolean {
  if (viewType === 'normal' || !ctx.topLevelBusinessId) return false;
  return config.superFundingAccountBusinessIds.includes(ctx.topLevelBusinessId);
}
