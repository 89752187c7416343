import { DEFAULT_LANGUAGE, ERROR_MESSAGES, type LanguageCode, type ScopeLevel } from '@causeway/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { businesses, cardholders, invitations, userRoles, users } from '../db/schema/index.ts';
import { randomToken, sha256Hex } from '../lib/crypto.ts';
import { ApiError, conflict, detail, fieldError, gone } from '../lib/errors.ts';
import { hashPassword } from './passwords.ts';

export const INVITATION_LIFETIME_MS = 7 * 86_400_000;

export type InvitationInput = {
  kind: 'member' | 'cardholder';
  email: string;
  businessId: string;
  role?: string;
  cardholderId?: string;
  invitedByUserId?: string;
};

/** Creates an invitation and returns its secret token (only its hash is stored). */
export async function createInvitation(db: Database, input: InvitationInput) {
  const token = randomToken();
  const [row] = await db
    .insert(invitations)
    .values({
      ...input,
      email: input.email.toLowerCase(),
      tokenHash: sha256Hex(token),
      expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
    })
    .returning();
  return { token, invitation: row! };
}

export const invitationPath = (kind: 'member' | 'cardholder', token: string) =>
  `/register/${kind}?token=${encodeURIComponent(token)}`;

async function openInvitation(db: Database, token: string, lock = false) {
  const query = db
    .select({ invitation: invitations, businessName: businesses.name })
    .from(invitations)
    .innerJoin(businesses, eq(businesses.id, invitations.businessId))
    .where(
      and(
        eq(invitations.tokenHash, sha256Hex(token)),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    );
  const [row] = lock ? await query.for('update', { of: invitations }) : await query;
  if (!row) throw gone('invalidOrExpiredLink', ERROR_MESSAGES.invalidOrExpiredLink);
  return row;
}

/** What the registration page shows before the person fills the form. */
export async function describeInvitation(db: Database, token: string) {
  const { invitation, businessName } = await openInvitation(db, token);
  let names = { firstName: null as string | null, lastName: null as string | null };
  if (invitation.cardholderId) {
    const [holder] = await db.select().from(cardholders).where(eq(cardholders.id, invitation.cardholderId));
    if (holder) names = { firstName: holder.firstName, lastName: holder.lastName };
  }
  return {
    kind: invitation.kind as 'member' | 'cardholder',
    email: invitation.email,
    businessName,
    ...names,
  };
}

export type NewAccount = {
  token: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  password: string;
  /** The language the person registered in (the page's); without it, the one their card was ordered in. */
  language?: LanguageCode | undefined;
};

/**
 * The scope a new account starts with: program scope when invited onto a program, super scope when
 * invited onto an organisation that has programs (it sees them all), normal otherwise.
 */
async function scopeForInvitation(db: Database, kind: string, businessId: string): Promise<ScopeLevel> {
  if (kind !== 'member') return 'normal';
  const [business] = await db
    .select({ parentId: businesses.parentId })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (business?.parentId) return 'program';
  const [program] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.parentId, businessId))
    .limit(1);
  return program ? 'super' : 'normal';
}

/** Creates the account an invitation allows, with its role or cardholder link, in one transaction. */
export async function acceptInvitation(db: Database, input: NewAccount) {
  const passwordHash = await hashPassword(input.password);
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    const { invitation } = await openInvitation(tx, input.token, true);
    if (invitation.email !== email) {
      throw fieldError('email', 'invitationEmailMismatch');
    }
    const [byEmail] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (byEmail) throw conflict('emailAlreadyExists');
    if (input.phone) {
      const [byPhone] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
      if (byPhone)
        throw new ApiError(400, 'phoneMayBeInUse', ERROR_MESSAGES.phoneMayBeInUse, [
          detail('phone', 'phoneMayBeInUse'),
        ]);
    }
    const [holder] = invitation.cardholderId
      ? await tx
          .select({ language: cardholders.language })
          .from(cardholders)
          .where(eq(cardholders.id, invitation.cardholderId))
      : [];
    const language = input.language ?? holder?.language ?? DEFAULT_LANGUAGE;
    const [user] = await tx
      .insert(users)
      .values({
        scope: await scopeForInvitation(tx, invitation.kind, invitation.businessId),
        email,
        phone: input.phone ?? null,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        language,
        activatedAt: new Date(),
      })
      .returning({ id: users.id });
    if (invitation.kind === 'member') {
      await tx
        .insert(userRoles)
        .values({ userId: user!.id, businessId: invitation.businessId, role: invitation.role! });
    } else if (invitation.cardholderId) {
      await tx
        .update(cardholders)
        .set({ userId: user!.id, language })
        .where(eq(cardholders.id, invitation.cardholderId));
    }
    await tx.update(invitations).set({ acceptedAt: new Date() }).where(eq(invitations.id, invitation.id));
    return user!.id;
  });
}
