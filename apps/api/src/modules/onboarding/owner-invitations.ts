import { and, eq } from 'drizzle-orm';
import type { Outbox } from '../../adapters/outbox.ts';
import type { Database } from '../../db/client.ts';
import { onboardingPeople } from '../../db/schema/index.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';

/** An owner's link works for 14 days, then the applicant invites them again. */
export const OWNER_LINK_LIFETIME_MS = 14 * 86_400_000;

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

export async function emailOwnerLink(
  tx: Database,
  mail: { outbox: Outbox; publicUrl: string },
  invite: {
    email: string;
    firstName: string;
    businessName: string;
    inviterName: string;
    businessId: string;
    ownerId: string;
    token: string;
  },
) {
  await mail.outbox.email(tx, {
    to: invite.email,
    subject: `${invite.businessName} needs your details to open its Causeway account`,
    body: [
      `Hello ${invite.firstName},`,
      '',
      `${invite.inviterName} named you as a beneficial owner of ${invite.businessName}. US law (FinCEN's customer due diligence rule) asks every owner of 25% or more for their identity before the account opens.`,
      '',
      'Fill in your details here (the link works for 14 days):',
      `${mail.publicUrl}${ownerFormPath(invite.businessId, invite.ownerId, invite.token)}`,
    ].join('\n'),
  });
}
