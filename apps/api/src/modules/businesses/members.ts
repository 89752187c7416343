import { mayManageAdmins, type Role } from '@causeway/domain';
import { and, asc, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { businesses, invitations, userRoles, users } from '../../db/schema/index.ts';
import { type Cursor, keysetAfterAscending, pageOf } from '../../lib/cursor.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { type BusinessAccess, requireCovered } from '../tenancy/access.ts';

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

type PagedMember = Member & { position: Cursor };

// Byte order of lower-case UUID text, as PostgreSQL orders uuid values.
const compareIds = (a = '', b = '') => (a < b ? -1 : a > b ? 1 : 0);

/** Oldest first: when the role was granted or the invitation sent, then the ids. */
const byPosition = (a: PagedMember, b: PagedMember) =>
  a.position.createdAt.getTime() - b.position.createdAt.getTime() ||
  compareIds(a.position.id, b.position.id) ||
  compareIds(a.position.tiebreakId, b.position.tiebreakId);

/**
 * Members holding a role on the businesses of a page (an organisation's page lists its programs'
 * members too, each with the business its role is on) and pending member invitations, one page in
 * the order they joined or were invited. A person is one row per business they hold a role on, so
 * the business id breaks ties; an invitation's own id is unique.
 */
export async function listMembers(
  db: Database,
  businessIds: string[],
  page: { limit: number; cursor?: Cursor | undefined },
) {
  const { cursor, limit } = page;
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
    .where(
      and(
        inArray(userRoles.businessId, businessIds),
        keysetAfterAscending(cursor, userRoles.createdAt, userRoles.userId, userRoles.businessId),
      ),
    )
    .orderBy(asc(userRoles.createdAt), asc(userRoles.userId), asc(userRoles.businessId))
    .limit(limit + 1);
  const invited = await db
    .select({ invitation: invitations, business: { id: businesses.id, name: businesses.name } })
    .from(invitations)
    .innerJoin(businesses, eq(businesses.id, invitations.businessId))
    .where(
      and(
        inArray(invitations.businessId, businessIds),
        pendingMemberInvitation(),
        keysetAfterAscending(cursor, invitations.createdAt, invitations.id, invitations.businessId),
      ),
    )
    .orderBy(asc(invitations.createdAt), asc(invitations.id))
    .limit(limit + 1);
  // Each list is read a page and one beyond; together, in order, they give this page and the next cursor.
  const merged: PagedMember[] = [
    ...active.map((row) => ({
      ...row,
      status: 'active' as const,
      role: row.role as Role,
      since: row.since.toISOString(),
      position: { createdAt: row.since, id: row.id, tiebreakId: row.businessId },
    })),
    ...invited.map((row) => ({
      ...invitedMember(row.invitation, row.business),
      position: { createdAt: row.invitation.createdAt, id: row.invitation.id, tiebreakId: row.business.id },
    })),
  ].sort(byPosition);
  const { items, nextCursor } = pageOf(merged, limit, (row) => row.position);
  return { users: items.map(({ position: _position, ...member }) => member), page: { nextCursor } };
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
export function listBusinessMembers(
  db: Database,
  access: BusinessAccess,
  page: { limit: number; cursor?: Cursor | undefined },
) {
  return listMembers(db, requireCovered(access).visibleBusinessIds, page);
}
