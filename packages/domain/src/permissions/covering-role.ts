import type { UserRoleEntry } from './has-permission.ts';

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
