import type { Role } from '@causeway/domain';
import { and, eq } from 'drizzle-orm';
import type { Outbox } from '../../adapters/outbox.ts';
import type { Database } from '../../db/client.ts';
import { invitations, userRoles, users } from '../../db/schema/index.ts';
import { createInvitation, INVITATION_LIFETIME_MS, invitationPath } from '../../identity/invitations.ts';
import { conflict } from '../../lib/errors.ts';
import type { BusinessAccess } from '../tenancy/access.ts';
import { assertMayManageAdmins, invitedMember, type Member, pendingMemberInvitation } from './members.ts';

export type AddMemberInput = { email: string; role: Role };
type Mail = { outbox: Outbox; publicUrl: string };

const INVITATION_LIFETIME_DAYS = INVITATION_LIFETIME_MS / 86_400_000;

/**
 * Adds a member by email: an existing account receives the role at once and a notice; anyone else
 * receives an invitation link. The role, the invitation and the email are one transaction, so a
 * failed request neither grants nor sends anything.
 */
export async function addMember(db: Database, mail: Mail, access: BusinessAccess, input: AddMemberInput) {
  if (input.role === 'admin') assertMayManageAdmins(access);
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(users).where(eq(users.email, email));
    const user = account
      ? await grantRole(tx, mail, access, account, input.role)
      : await inviteMember(tx, mail, access, email, input.role);
    return { user };
  });
}

async function grantRole(
  tx: Database,
  mail: Mail,
  access: BusinessAccess,
  account: typeof users.$inferSelect,
  role: Role,
): Promise<Member> {
  const [granted] = await tx
    .insert(userRoles)
    .values({ userId: account.id, businessId: access.business.id, role })
    .onConflictDoNothing({ target: [userRoles.userId, userRoles.businessId] })
    .returning();
  if (!granted) throw conflict('member_exists', 'This person is already a member of this business.');
  await mail.outbox.email(tx, {
    to: account.email!,
    subject: `You were added to ${access.business.name} on Causeway`,
    body: `Hello ${account.firstName},\n\nYou now have the ${role} role in ${access.business.name}. Sign in to see it:\n${mail.publicUrl}/login`,
  });
  return {
    id: account.id,
    status: 'active',
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    role,
    since: granted.createdAt.toISOString(),
    businessId: access.business.id,
    businessName: access.business.name,
  };
}

/** A new invitation replaces a pending one for the same address, so inviting again resends the link. */
async function inviteMember(tx: Database, mail: Mail, access: BusinessAccess, email: string, role: Role) {
  const businessId = access.business.id;
  await tx
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(invitations.businessId, businessId), eq(invitations.email, email), pendingMemberInvitation()),
    );
  const { token, invitation } = await createInvitation(tx, {
    kind: 'member',
    email,
    businessId,
    role,
    invitedByUserId: access.context.userId,
  });
  await mail.outbox.email(tx, {
    to: email,
    subject: `You are invited to ${access.business.name} on Causeway`,
    body: `Hello,\n\nYou are invited to join ${access.business.name} on Causeway with the ${role} role. Create your account within ${INVITATION_LIFETIME_DAYS} days with this link:\n${mail.publicUrl}${invitationPath('member', token)}\n\nIf you did not expect this, you can ignore this email.`,
  });
  return invitedMember(invitation, access.business);
}
