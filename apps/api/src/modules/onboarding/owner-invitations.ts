import type { LanguageCode } from '@causeway/domain';
import { and, eq } from 'drizzle-orm';
import type { Outbox } from '../../adapters/outbox.ts';
import type { Database } from '../../db/client.ts';
import { onboardingPeople } from '../../db/schema/index.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { linkInLanguage } from '../../messages/links.ts';
import { ownerInvitationEmail } from '../../messages/templates/onboarding.ts';

/** An owner's link works for 14 days, then the applicant invites them again. */
export const OWNER_LINK_LIFETIME_DAYS = 14;
export const OWNER_LINK_LIFETIME_MS = OWNER_LINK_LIFETIME_DAYS * 86_400_000;

/** Only the token's hash is stored: a leaked table opens no owner's form. */
export const ownerTokenHash = (token: string) => sha256Hex(token);

export function newOwnerLink() {
  const token = randomToken();
  return {
    token,
    tokenHash: ownerTokenHash(token),
    expiresAt: new Date(Date.now() + OWNER_LINK_LIFETIME_MS),
  };
}

/** A beneficial owner of this business by id, or undefined (another business's owner included). */
export async function findBeneficialOwner(tx: Database, businessId: string, ownerId: string) {
  const [owner] = await tx
    .select()
    .from(onboardingPeople)
    .where(
      and(
        eq(onboardingPeople.id, ownerId),
        eq(onboardingPeople.businessId, businessId),
        eq(onboardingPeople.role, 'beneficial_owner'),
      ),
    );
  return owner;
}

/** The web's owner form, with the single-use token that proves the link was emailed to them. */
export const ownerFormPath = (businessId: string, ownerId: string, token: string) =>
  `/${businessId}/beneficialOwnerForm/${ownerId}/info?token=${encodeURIComponent(token)}`;

/**
 * The owner has no account, so nothing says which language they read: the email is written in the
 * language of the person who named them (docs/decisions.md, "Owner invitations and webhook notices").
 * The link opens the owner form in that language too.
 */
export async function emailOwnerLink(
  tx: Database,
  mail: { outbox: Outbox; publicUrl: string },
  invite: {
    email: string;
    firstName: string;
    businessName: string;
    inviterName: string;
    language: LanguageCode;
    businessId: string;
    ownerId: string;
    token: string;
  },
) {
  const formUrl = `${mail.publicUrl}${ownerFormPath(invite.businessId, invite.ownerId, invite.token)}`;
  await mail.outbox.email(tx, {
    to: invite.email,
    ...ownerInvitationEmail.render(invite.language, {
      firstName: invite.firstName,
      businessName: invite.businessName,
      inviterName: invite.inviterName,
      url: linkInLanguage(formUrl, invite.language),
      days: OWNER_LINK_LIFETIME_DAYS,
    }),
  });
}
