import type { BeneficialOwnerInfoBody, SubmitBody } from '@causeway/contracts';
import { DEFAULT_LANGUAGE, ERROR_MESSAGES, ownershipExceedsWhole } from '@causeway/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { IdentityVerifier } from '../../adapters/identity-verification/index.ts';
import type { Outbox } from '../../adapters/outbox.ts';
import type { Database } from '../../db/client.ts';
import { onboardingApplications, onboardingPeople, users } from '../../db/schema/index.ts';
import { constantTimeEqual } from '../../lib/crypto.ts';
import { detail, gone, validationFailed } from '../../lib/errors.ts';
import { type BusinessAccess, requireCovered } from '../tenancy/access.ts';
import { loadApplication, nextStatus, recordOnboardingActivity, setStatus } from './application-store.ts';
import { toApplication, toPerson } from './application-views.ts';
import { emailOwnerLink, findBeneficialOwner, newOwnerLink, ownerTokenHash } from './owner-invitations.ts';
import { lastFourOf, seal } from './pii.ts';
import { findPrimaryPerson } from './primary-person.ts';
import { runChecks } from './verification.ts';

export type SubmitServices = {
  masterKey: Buffer;
  verifier: IdentityVerifier;
  outbox: Outbox;
  publicUrl: string;
};

/** GET …/beneficialOwners: who was invited and who has answered, masked. */
export async function listBeneficialOwners(db: Database, masterKey: Buffer, access: BusinessAccess) {
  requireCovered(access);
  await loadApplication(db, access.business.id);
  const rows = await db
    .select()
    .from(onboardingPeople)
    .where(
      and(eq(onboardingPeople.businessId, access.business.id), eq(onboardingPeople.role, 'beneficial_owner')),
    )
    .orderBy(asc(onboardingPeople.createdAt), asc(onboardingPeople.id));
  return { beneficialOwners: rows.map((row) => toPerson(masterKey, row)) };
}

/**
 * POST …/submit: the applicant names each person owning 25 % or more. With owners the application
 * waits for their answers (each gets a signed link by email); with none the checks run now and the
 * application goes to the platform's review.
 */
export async function submitApplication(
  db: Database,
  services: SubmitServices,
  access: BusinessAccess,
  input: SubmitBody,
) {
  requireCovered(access);
  const businessId = access.business.id;
  return db.transaction(async (tx) => {
    const loaded = await loadApplication(tx, businessId, { lock: true });
    const owners = input.beneficialOwners;
    nextStatus(
      loaded.business.applicationStatus,
      owners.length > 0 ? 'submitWithOwners' : 'submitWithoutOwners',
    );
    const primary = (await findPrimaryPerson(tx, businessId))!;
    assertOwnersValid(owners, primary);
    const [inviter] = await tx.select().from(users).where(eq(users.id, access.context.userId));
    const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}` : primary.firstName;
    for (const owner of owners) {
      const link = newOwnerLink();
      const [row] = await tx
        .insert(onboardingPeople)
        .values({
          businessId,
          role: 'beneficial_owner',
          email: owner.email.toLowerCase(),
          firstName: owner.firstName,
          lastName: owner.lastName,
          ownershipBasisPoints: owner.ownershipPercent,
          inviteTokenHash: link.tokenHash,
          inviteExpiresAt: link.expiresAt,
        })
        .returning({ id: onboardingPeople.id });
      await emailOwnerLink(tx, services, {
        email: owner.email.toLowerCase(),
        firstName: owner.firstName,
        businessName: loaded.application.legalName ?? loaded.business.name,
        inviterName,
        language: inviter?.language ?? DEFAULT_LANGUAGE,
        businessId,
        ownerId: row!.id,
        token: link.token,
      });
      await recordOnboardingActivity(
        tx,
        businessId,
        'beneficial_owner_invited',
        { userId: access.context.userId },
        {
          ownerId: row!.id,
        },
      );
    }
    const status = owners.length > 0 ? 'waiting_for_beneficial_owners' : 'application_submitted';
    await recordOnboardingActivity(
      tx,
      businessId,
      'application_submitted',
      { userId: access.context.userId },
      { beneficialOwners: owners.length },
    );
    if (status === 'application_submitted') await completeSubmission(tx, services, loaded.application);
    await setStatus(tx, businessId, status);
    return { application: toApplication(await loadApplication(tx, businessId)) };
  });
}

/** Each owner has their own address (not the applicant's), and together with the applicant they own at most 100 %. */
function assertOwnersValid(
  owners: SubmitBody['beneficialOwners'],
  primary: { email: string; ownershipBasisPoints: number },
) {
  const problems = [];
  const seen = new Set([primary.email.toLowerCase()]);
  for (const [index, owner] of owners.entries()) {
    if (owner.ownershipPercent < 2_500)
      problems.push(detail(`beneficialOwners.${index}.ownershipPercent`, 'beneficialOwnershipMin'));
    const email = owner.email.toLowerCase();
    if (seen.has(email))
      problems.push(detail(`beneficialOwners.${index}.email`, 'beneficialOwnerEmailDuplicate'));
    seen.add(email);
  }
  if (
    ownershipExceedsWhole([primary.ownershipBasisPoints, ...owners.map((owner) => owner.ownershipPercent)])
  ) {
    problems.push(detail('beneficialOwners', 'ownershipTotalTooHigh'));
  }
  if (problems.length > 0) throw validationFailed(problems);
}

export async function completeSubmission(
  tx: Database,
  services: SubmitServices,
  application: typeof onboardingApplications.$inferSelect,
) {
  await tx
    .update(onboardingApplications)
    .set({ submittedAt: new Date(), updatedAt: new Date() })
    .where(eq(onboardingApplications.businessId, application.businessId));
  await runChecks(tx, { masterKey: services.masterKey, verifier: services.verifier }, application);
}

/**
 * POST …/beneficialOwner/{ownerId}/info: an owner answers through their emailed link (single use,
 * 14 days). The last owner to answer submits the application: the checks run and it goes to review.
 * A wrong, used or expired link, or another business's owner, answers 410 alike.
 */
export async function answerAsBeneficialOwner(
  db: Database,
  services: SubmitServices,
  params: { id: string; ownerId: string },
  input: BeneficialOwnerInfoBody,
) {
  const refused = () => gone('invalidOrExpiredLink', ERROR_MESSAGES.invalidOrExpiredLink);
  return db.transaction(async (tx) => {
    // The business first, locked: two answers at once are decided one after the other.
    const loaded = await loadApplication(tx, params.id, { lock: true }).catch(() => {
      throw refused();
    });
    const owner = await findBeneficialOwner(tx, params.id, params.ownerId);
    const valid =
      owner?.inviteTokenHash &&
      constantTimeEqual(owner.inviteTokenHash, ownerTokenHash(input.token)) &&
      owner.inviteExpiresAt !== null &&
      owner.inviteExpiresAt.getTime() > Date.now() &&
      owner.answeredAt === null;
    if (!owner || !valid) throw refused();
    const unanswered = await tx
      .select({ id: onboardingPeople.id })
      .from(onboardingPeople)
      .where(and(eq(onboardingPeople.businessId, params.id), isNull(onboardingPeople.answeredAt)));
    const last = unanswered.length === 1 && unanswered[0]!.id === owner.id;
    const status = nextStatus(
      loaded.business.applicationStatus,
      last ? 'lastOwnerAnswered' : 'ownerAnswered',
    );
    await tx
      .update(onboardingPeople)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        dateOfBirthSealed: seal(services.masterKey, input.dateOfBirth),
        taxIdType: input.taxId.type,
        taxIdSealed: seal(services.masterKey, input.taxId.value),
        taxIdLast4: lastFourOf(input.taxId.value),
        phone: input.phone,
        address: input.address,
        answeredAt: new Date(),
        // Single use: the link opens nothing once answered.
        inviteTokenHash: null,
        updatedAt: new Date(),
      })
      .where(eq(onboardingPeople.id, owner.id));
    await recordOnboardingActivity(tx, params.id, 'beneficial_owner_answered', { personId: owner.id });
    if (last) {
      await completeSubmission(tx, services, loaded.application);
      await setStatus(tx, params.id, status);
    }
    return { status: status as 'application_submitted' | 'waiting_for_beneficial_owners' };
  });
}
