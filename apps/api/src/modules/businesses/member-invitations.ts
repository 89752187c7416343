import type { LanguageCode, Role } from '@causeway/domain';
import { and, eq } from 'drizzle-orm';
import type { Outbox } from '../../adapters/outbox.ts';
import type { Database } from '../../db/client.ts';
import { invitations, userRoles, users } from '../../db/schema/index.ts';
import { createInvitation, INVITATION_LIFETIME_MS, invitationPath } from '../../identity/invitations.ts';
import { conflict } from '../../lib/errors.ts';
import { linkInLanguage } from '../../messages/links.ts';
import { memberAddedEmail, memberInvitationEmail } from '../../messages/templates/identity.ts';
import type { BusinessAccess } from '../tenancy/access.ts';
import { assertMayManageAdmins, invitedMember, type Member, pendingMemberInvitation } from './members.ts';

export type AddMemberInput = { email: string; role: Role; language?: LanguageCode | undefined };
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
      : await inviteMember(
          tx,
          mail,
          access,
          email,
          input.role,
          input.language ?? (await inviterLanguage(tx, access)),
        );
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
  // An account has its own language: the notice is written in it, whatever the inviter's page was in.
  await mail.outbox.email(tx, {
    to: account.email!,
    ...memberAddedEmail.render(account.language, {
      firstName: account.firstName,
      businessName: access.business.name,
      role,
      url: linkInLanguage(`${mail.publicUrl}/login`, account.language),
    }),
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

/** Without a language from the page, an invitation is written in the inviter's own language. */
async function inviterLanguage(tx: Database, access: BusinessAccess): Promise<LanguageCode> {
  const [inviter] = await tx
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, access.context.userId));
  return inviter?.language ?? 'en';
}

/**
 * A new invitation replaces a pending one for the same address, so inviting again resends the link.
 * The link opens the registration page in the invitation's language, which the account then keeps.
 */
async function inviteMember(
  tx: Database,
  mail: Mail,
  access: BusinessAccess,
  email: string,
  role: Role,
  language: LanguageCode,
) {
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
    ...memberInvitationEmail.render(language, {
      businessName: access.business.name,
      role,
      url: linkInLanguage(`${mail.publicUrl}${invitationPath('member', token)}`, language),
      days: INVITATION_LIFETIME_DAYS,
    }),
  });
  return invitedMember(invitation, access.business);
}
