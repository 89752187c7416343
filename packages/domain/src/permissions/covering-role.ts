import {
  hasPermission,
  type PermissionConfig,
  type PermissionContext,
  type UserRoleEntry,
} from './has-permission.ts';
import type { Permission } from './permission-names.ts';
import { roleGrants } from './role-grants.ts';
import type { Role } from './roles.ts';

/**
 * The role that governs a business on the server: the caller's role on the business itself, else
 * their role on its organisation (a role on the organisation covers its programs). A role on a
 * program never reaches a sibling program or the organisation's own records, and the portal's
 * "first role entry" rule (spec §6) is not used here: it decides what the web shows, and the
 * server never grants more than the business touched allows.
 */
export function coveringRoleEntry(
  userRoles: readonly UserRoleEntry[],
  business: { id: string; parentId: string | null },
): UserRoleEntry | undefined {
  return (
    userRoles.find((entry) => entry.businessId === business.id) ??
    (business.parentId === null
      ? undefined
      : userRoles.find((entry) => entry.businessId === business.parentId))
  );
}

/** What the server grants on a business: the covering role's grants (spec §6 table). */
export function grantsOnBusiness(
  userRoles: readonly UserRoleEntry[],
  permission: Permission,
  business: { id: string; parentId: string | null },
): boolean {
  const entry = coveringRoleEntry(userRoles, business);
  return entry !== undefined && roleGrants(entry.role, permission);
}

/** Granting or taking away the admin role is for a covering admin only. */
export function mayManageAdmins(
  userRoles: readonly UserRoleEntry[],
  business: { id: string; parentId: string | null },
): boolean {
  return coveringRoleEntry(userRoles, business)?.role === 'admin';
}

/** A business of the caller's organisation, as the portal knows it: any other id is a program of it. */
export const businessOfOrganisation = (ctx: PermissionContext, businessId: string) => ({
  id: businessId,
  parentId: businessId === ctx.topLevelBusinessId ? null : ctx.topLevelBusinessId,
});

/**
 * Whether the portal offers an action: the spec's display rule (§6 `hasPermission`) and never more
 * than the server allows on that business, so no button leads to a refusal.
 */
export function canAct(
  ctx: PermissionContext,
  permission: Permission,
  businessId: string,
  config?: PermissionConfig,
): boolean {
  if (!hasPermission(ctx, permission, businessId, config)) return false;
  // hideTransactionData narrows what is shown; the spec's fixed-business rule is the whole of it.
  if (permission === 'hideTransactionData') return true;
  return grantsOnBusiness(ctx.userRoles, permission, businessOfOrganisation(ctx, businessId));
}

/** Roles that may read and export the audit trail (no spec permission names it): admin and internal audit. */
export const AUDIT_TRAIL_ROLES: readonly Role[] = ['admin', 'sifh_internal_audit'];

/** The audit trail of a business is for a covering admin or internal auditor. */
export function mayReadAuditTrail(
  userRoles: readonly UserRoleEntry[],
  business: { id: string; parentId: string | null },
): boolean {
  const entry = coveringRoleEntry(userRoles, business);
  return entry !== undefined && AUDIT_TRAIL_ROLES.includes(entry.role);
}

/**
 * hideBankPaymentsInformation takes something away, so it applies to the roles the table names
 * (sifh_technical_program_manager), not to an admin through "every permission" (docs/decisions.md).
 */
export function bankPaymentDetailsHidden(
  userRoles: readonly UserRoleEntry[],
  business: { id: string; parentId: string | null },
): boolean {
  const entry = coveringRoleEntry(userRoles, business);
  return (
    entry !== undefined && entry.role !== 'admin' && roleGrants(entry.role, 'hideBankPaymentsInformation')
  );
}
