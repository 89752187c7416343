import { DEFAULT_LANGUAGE } from '@causeway/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { onboardingPeople, users } from '../../db/schema/index.ts';
import { apiError, notFound } from '../../lib/errors.ts';
import { type BusinessAccess, requireCovered } from '../tenancy/access.ts';
import {
  type LoadedApplication,
  loadApplication,
  nextStatus,
  recordOnboardingActivity,
  setStatus,
} from './application-store.ts';
import { toApplication, toPerson } from './application-views.ts';
import { completeSubmission, type SubmitServices } from './beneficial-owners.ts';
import { emailOwnerLink, findBeneficialOwner, newOwnerLink } from './owner-invitations.ts';

type OwnerParams = { id: string; ownerId: string };

/**
 * The application locked, and the owner whose invitation changes: only while the owners are still
 * answering, and only one who has not answered (their details are theirs once sent).
 */
async function invitedOwnerOf(tx: Database, params: OwnerParams) {
  const loaded = await loadApplication(tx, params.id, { lock: true });
  nextStatus(loaded.business.applicationStatus, 'manageOwnerInvitation');
  const owner = await findBeneficialOwner(tx, params.id, params.ownerId);
  if (!owner) throw notFound('Beneficial owner');
  if (owner.answeredAt !== null) throw apiError('owner_already_answered');
  return { loaded, owner };
}

/** Who asks the owner again, by name, and the language the email is written in (theirs). */
async function inviterOf(tx: Database, access: BusinessAccess, loaded: LoadedApplication) {
  const [inviter] = await tx.select().from(users).where(eq(users.id, access.context.userId));
  return {
    inviterName: inviter
      ? `${inviter.firstName} ${inviter.lastName}`
      : (loaded.application.legalName ?? loaded.business.name),
    language: inviter?.language ?? DEFAULT_LANGUAGE,
  };
}

/**
 * POST …/beneficialOwner/{ownerId}/resend: a fresh link for an owner who lost theirs or let it
 * expire. The old token's hash is replaced, so the earlier email opens nothing any more.
 */
export async function resendOwnerInvitation(
  db: Database,
  services: SubmitServices,
  access: BusinessAccess,
  params: OwnerParams,
) {
  requireCovered(access);
  return db.transaction(async (tx) => {
    const { loaded, owner } = await invitedOwnerOf(tx, params);
    const link = newOwnerLink();
    const [row] = await tx
      .update(onboardingPeople)
      .set({ inviteTokenHash: link.tokenHash, inviteExpiresAt: link.expiresAt, updatedAt: new Date() })
      .where(eq(onboardingPeople.id, owner.id))
      .returning();
    await emailOwnerLink(tx, services, {
      email: owner.email,
      firstName: owner.firstName,
      businessName: loaded.application.legalName ?? loaded.business.name,
      ...(await inviterOf(tx, access, loaded)),
      businessId: params.id,
      ownerId: owner.id,
      token: link.token,
    });
    await recordOnboardingActivity(
      tx,
      params.id,
      'beneficial_owner_invitation_resent',
      { userId: access.context.userId },
      { ownerId: owner.id },
    );
    return { beneficialOwner: toPerson(services.masterKey, row!) };
  });
}

/**
 * DELETE …/beneficialOwner/{ownerId}: the applicant withdraws an invitation (a wrong address, or
 * someone who turned out not to own 25 %). Nothing of theirs was sent, so the row goes; the
 * activity keeps who was withdrawn. When every other owner has answered, this completes the
 * submission exactly as the last answer would: the checks run and the application goes to review.
 */
export async function revokeOwnerInvitation(
  db: Database,
  services: SubmitServices,
  access: BusinessAccess,
  params: OwnerParams,
) {
  requireCovered(access);
  return db.transaction(async (tx) => {
    const { loaded, owner } = await invitedOwnerOf(tx, params);
    await tx.delete(onboardingPeople).where(eq(onboardingPeople.id, owner.id));
    await recordOnboardingActivity(
      tx,
      params.id,
      'beneficial_owner_invitation_revoked',
      { userId: access.context.userId },
      { ownerId: owner.id, email: owner.email },
    );
    const unanswered = await tx
      .select({ id: onboardingPeople.id })
      .from(onboardingPeople)
      .where(and(eq(onboardingPeople.businessId, params.id), isNull(onboardingPeople.answeredAt)));
    if (unanswered.length === 0) {
      const status = nextStatus(loaded.business.applicationStatus, 'lastOwnerAnswered');
      await completeSubmission(tx, services, loaded.application);
      await setStatus(tx, params.id, status);
    }
    return { application: toApplication(await loadApplication(tx, params.id)) };
  });
}
