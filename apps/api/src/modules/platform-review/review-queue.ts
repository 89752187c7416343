import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  businesses,
  onboardingActivities,
  onboardingApplications,
  onboardingChecks,
  onboardingPeople,
  users,
} from '../../db/schema/index.ts';
import { loadApplication } from '../onboarding/application-store.ts';
import { toApplication, toDocument, toPerson } from '../onboarding/application-views.ts';
import { requiredDocumentsOf } from '../onboarding/documents.ts';

/** The queue: applications in one status, the longest waiting first. */
export async function reviewQueue(db: Database, status: string) {
  const rows = await db
    .select({ application: onboardingApplications, business: businesses })
    .from(onboardingApplications)
    .innerJoin(businesses, eq(businesses.id, onboardingApplications.businessId))
    .where(eq(businesses.applicationStatus, status))
    .orderBy(asc(onboardingApplications.submittedAt), asc(onboardingApplications.createdAt))
    .limit(200);
  const ids = rows.map((row) => row.business.id);
  const checks = ids.length
    ? await db
        .select({ businessId: onboardingChecks.businessId, outcome: onboardingChecks.outcome })
        .from(onboardingChecks)
        .where(inArray(onboardingChecks.businessId, ids))
    : [];
  const applications = [];
  for (const row of rows) {
    const { required } = await requiredDocumentsOf(db, row.business.id);
    applications.push({
      ...toApplication(row),
      outstandingChecks: checks.filter(
        (check) => check.businessId === row.business.id && check.outcome !== 'pass',
      ).length,
      requiredDocuments: required.length,
    });
  }
  return { applications };
}

/** One application as the reviewer sees it: people (masked), checks, documents, activity. */
export async function reviewApplication(db: Database, masterKey: Buffer, businessId: string) {
  const loaded = await loadApplication(db, businessId);
  const people = await db
    .select()
    .from(onboardingPeople)
    .where(eq(onboardingPeople.businessId, businessId))
    .orderBy(asc(onboardingPeople.createdAt), asc(onboardingPeople.id));
  const checks = await db
    .select()
    .from(onboardingChecks)
    .where(eq(onboardingChecks.businessId, businessId))
    .orderBy(asc(onboardingChecks.createdAt), asc(onboardingChecks.id));
  const { required, documents } = await requiredDocumentsOf(db, businessId);
  const activities = await db
    .select({ activity: onboardingActivities, firstName: users.firstName, lastName: users.lastName })
    .from(onboardingActivities)
    .leftJoin(users, eq(users.id, onboardingActivities.actorUserId))
    .where(eq(onboardingActivities.businessId, businessId))
    .orderBy(desc(onboardingActivities.createdAt), desc(onboardingActivities.id));
  return {
    application: toApplication(loaded),
    people: people.map((person) => toPerson(masterKey, person)),
    checks: checks.map((check) => ({
      id: check.id,
      subject: check.subject as 'business' | 'person',
      subjectId: check.subjectId,
      outcome: check.outcome as 'pass' | 'fail' | 'document_required',
      provider: check.provider,
      providerReference: check.providerReference,
      reasons: check.reasons,
      createdAt: check.createdAt.toISOString(),
    })),
    documents: documents.map(toDocument),
    required: required.map((need) => ({ ...need, types: [...need.types] })),
    activities: activities.map(({ activity, firstName, lastName }) => ({
      id: activity.id,
      type: activity.type,
      actor:
        activity.actorUserId && firstName !== null
          ? { id: activity.actorUserId, name: `${firstName} ${lastName}` }
          : null,
      details: activity.details,
      createdAt: activity.createdAt.toISOString(),
    })),
  };
}
