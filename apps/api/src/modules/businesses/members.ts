import { mayManageAdmins, type Role } from '@causeway/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, invitations, userRoles, users } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { type BusinessAccess, requireCovered } from '../tenancy/access.ts';

/** Bound on one business's member list (active plus invited); far above any real team. */
export const MEMBERS_LIST_LIMIT = 1000;

export type Member = {
  id: string;
  status: 'active' | 'invited';
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  role: Role;
  since: string;
  businessId: string;
  businessName: string;
};

/** An invitation that can still be accepted. */
export const pendingMemberInvitation = () =>
  and(
    eq(invitations.kind, 'member'),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, new Date()),
  );

export const invitedMember = (
  row: typeof invitations.$inferSelect,
  business: { id: string; name: string },
): Member => ({
  id: row.id,
  status: 'invited',
  firstName: null,
  lastName: null,
  email: row.email,
  role: row.role as Role,
  since: row.createdAt.toISOString(),
  businessId: business.id,
  businessName: business.name,
});

/** Granting or taking away the admin role is for admins only. */
export function assertMayManageAdmins(access: BusinessAccess) {
  if (!mayManageAdmins(access.context.userRoles, access.business)) {
    throw forbidden('Only an admin may grant or remove the admin role.');
  }
}

/**
 * Members holding a role on the businesses of a page (an organisation's page lists its programs'
 * members too, each with the business its role is on), then their pending member invitations.
 */
export async function listMembers(db: Database, businessIds: string[]) {
  const active = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: userRoles.role,
      since: userRoles.createdAt,
      businessId: businesses.id,
      businessName: businesses.name,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(businesses, eq(businesses.id, userRoles.businessId))
    .where(inArray(userRoles.businessId, businessIds))
    // The organisation's own members first, then each program's, each in the order they joined.
    .orderBy(desc(isNull(businesses.parentId)), asc(businesses.name), asc(userRoles.createdAt), asc(users.id))
    .limit(MEMBERS_LIST_LIMIT);
  const invited = await db
    .select({ invitation: invitations, business: { id: businesses.id, name: businesses.name } })
    .from(invitations)
    .innerJoin(businesses, eq(businesses.id, invitations.businessId))
    .where(and(inArray(invitations.businessId, businessIds), pendingMemberInvitation()))
    .orderBy(asc(invitations.createdAt), asc(invitations.id))
    .limit(MEMBERS_LIST_LIMIT);
  const members: Member[] = [
    ...active.map((row) => ({
      ...row,
      status: 'active' as const,
      role: row.role as Role,
      since: row.since.toISOString(),
    })),
    ...invited.map((row) => invitedMember(row.invitation, row.business)),
  ];
  return { users: members.slice(0, MEMBERS_LIST_LIMIT) };
}

/**
 * Takes a member's role away, or revokes a pending invitation when the id is an invitation's.
 * Membership changes of one business are serialised on its row, so two admins removing each
 * other at once cannot leave a top-level business with no admin.
 */
export async function removeMember(db: Database, access: BusinessAccess, memberId: string) {
  const { business, context } = access;
  if (memberId === context.userId)
    throw conflict('member_is_self', 'You cannot remove yourself from a business.');
  await db.transaction(async (tx) => {
    await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, business.id))
      .for('no key update');
    const [role] = await tx
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, memberId), eq(userRoles.businessId, business.id)));
    if (role) {
      if (role.role === 'admin') {
        assertMayManageAdmins(access);
        if (business.parentId === null) await assertAnotherAdmin(tx, business.id);
      }
      await tx
        .delete(userRoles)
        .where(and(eq(userRoles.userId, memberId), eq(userRoles.businessId, business.id)));
      return;
    }
    const [invitation] = await tx
      .select()
      .from(invitations)
      .where(
        and(eq(invitations.id, memberId), eq(invitations.businessId, business.id), pendingMemberInvitation()),
      );
    if (!invitation) throw notFound('Member');
    if (invitation.role === 'admin') assertMayManageAdmins(access);
    await tx.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, invitation.id));
  });
}

async function assertAnotherAdmin(db: Database, businessId: string) {
  const [admins] = await db
    .select({ total: count() })
    .from(userRoles)
    .where(and(eq(userRoles.businessId, businessId), eq(userRoles.role, 'admin')));
  if ((admins?.total ?? 0) <= 1) {
    throw conflict('last_admin', 'A business needs at least one admin. Make someone else an admin first.');
  }
}

/** The member list of a business's page: its own records, so a role on it or its organisation. */
export function listBusinessMembers(db: Database, access: BusinessAccess) {
  return listMembers(db, requireCovered(access).visibleBusinessIds);
}
