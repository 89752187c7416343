import type { PrimaryPersonBody, PrimaryPersonPatch } from '@causeway/contracts';
import { EDITABLE_STATUSES, type OnboardingStatus } from '@causeway/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { onboardingPeople, users } from '../../db/schema/index.ts';
import { apiError, notFound } from '../../lib/errors.ts';
import { type BusinessAccess, requireCovered } from '../tenancy/access.ts';
import { loadApplication, nextStatus, recordOnboardingActivity, setStatus } from './application-store.ts';
import { type PersonRow, toPerson } from './application-views.ts';
import { lastFourOf, seal } from './pii.ts';

export async function findPrimaryPerson(db: Database, businessId: string): Promise<PersonRow | undefined> {
  const [row] = await db
    .select()
    .from(onboardingPeople)
    .where(and(eq(onboardingPeople.businessId, businessId), eq(onboardingPeople.role, 'authorized_person')));
  return row;
}

/** The sealed and plain columns of the person fields a request carries. */
function personColumns(masterKey: Buffer, input: PrimaryPersonPatch) {
  return {
    ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
    ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(input.address !== undefined ? { address: input.address } : {}),
    ...(input.ownershipPercent !== undefined ? { ownershipBasisPoints: input.ownershipPercent } : {}),
    ...(input.dateOfBirth !== undefined ? { dateOfBirthSealed: seal(masterKey, input.dateOfBirth) } : {}),
    ...(input.taxId !== undefined
      ? {
          taxIdType: input.taxId.type,
          taxIdSealed: seal(masterKey, input.taxId.value),
          taxIdLast4: lastFourOf(input.taxId.value),
        }
      : {}),
  };
}

/** GET …/primaryPerson: the authorized person, masked; 404 until they have filled it in. */
export async function getPrimaryPerson(db: Database, masterKey: Buffer, access: BusinessAccess) {
  requireCovered(access);
  await loadApplication(db, access.business.id);
  const person = await findPrimaryPerson(db, access.business.id);
  if (!person) throw notFound('Primary person');
  return { primaryPerson: toPerson(masterKey, person) };
}

/**
 * POST …/primaryPerson: the signed-in applicant is the authorized person (their account's email);
 * authorized_person → submit_application. Saving again replaces their answers.
 */
export async function savePrimaryPerson(
  db: Database,
  masterKey: Buffer,
  access: BusinessAccess,
  input: PrimaryPersonBody,
) {
  requireCovered(access);
  const businessId = access.business.id;
  return db.transaction(async (tx) => {
    const loaded = await loadApplication(tx, businessId, { lock: true });
    const status = nextStatus(loaded.business.applicationStatus, 'savePrimaryPerson');
    const [account] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, access.context.userId));
    const columns = { ...personColumns(masterKey, input), answeredAt: new Date(), updatedAt: new Date() };
    const [person] = await tx
      .insert(onboardingPeople)
      .values({
        businessId,
        role: 'authorized_person',
        email: account?.email ?? '',
        firstName: input.firstName,
        lastName: input.lastName,
        ...columns,
      })
      .onConflictDoUpdate({
        target: onboardingPeople.businessId,
        // A literal, not a parameter: PostgreSQL matches the partial unique index when it plans, and
        // a prepared statement's generic plan would not know a parameter's value (statement-names.ts).
        targetWhere: sql`${onboardingPeople.role} = 'authorized_person'`,
        set: columns,
      })
      .returning();
    await setStatus(tx, businessId, status);
    await recordOnboardingActivity(tx, businessId, 'authorized_person_saved', {
      userId: access.context.userId,
    });
    return { primaryPerson: toPerson(masterKey, person!) };
  });
}

/** PATCH …/primaryPerson: a correction before submitting; the status stays where it is. */
export async function patchPrimaryPerson(
  db: Database,
  masterKey: Buffer,
  access: BusinessAccess,
  input: PrimaryPersonPatch,
) {
  requireCovered(access);
  const businessId = access.business.id;
  return db.transaction(async (tx) => {
    const loaded = await loadApplication(tx, businessId, { lock: true });
    if (!EDITABLE_STATUSES.includes(loaded.business.applicationStatus as OnboardingStatus)) {
      throw apiError('application_not_editable');
    }
    const existing = await findPrimaryPerson(tx, businessId);
    if (!existing) throw notFound('Primary person');
    const [person] = await tx
      .update(onboardingPeople)
      .set({ ...personColumns(masterKey, input), updatedAt: new Date() })
      .where(eq(onboardingPeople.id, existing.id))
      .returning();
    await recordOnboardingActivity(tx, businessId, 'authorized_person_saved', {
      userId: access.context.userId,
    });
    return { primaryPerson: toPerson(masterKey, person!) };
  });
}
