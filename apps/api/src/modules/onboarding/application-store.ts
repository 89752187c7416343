import { type OnboardingStep, onboardingTransition } from '@causeway/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  businesses,
  type OnboardingActivityType,
  onboardingActivities,
  onboardingApplications,
} from '../../db/schema/index.ts';
import { apiError, notFound } from '../../lib/errors.ts';

export type ApplicationRow = typeof onboardingApplications.$inferSelect;
export type BusinessRow = typeof businesses.$inferSelect;
export type LoadedApplication = { application: ApplicationRow; business: BusinessRow };

/**
 * The application with its business, the business row locked in a transaction: every status change
 * of one application happens one at a time (two owners answering at once, a reviewer deciding).
 * A business without an application (the demo's, or one made before onboarding) answers 404.
 */
export async function loadApplication(
  tx: Database,
  businessId: string,
  { lock = false } = {},
): Promise<LoadedApplication> {
  const query = tx
    .select({ application: onboardingApplications, business: businesses })
    .from(onboardingApplications)
    .innerJoin(businesses, eq(businesses.id, onboardingApplications.businessId))
    .where(eq(onboardingApplications.businessId, businessId));
  const [row] = lock ? await query.for('update', { of: businesses }) : await query;
  if (!row) throw notFound('Application');
  return row;
}

/**
 * The status a step leads to from the application's current one, or the refusal: once submitted the
 * applicant's own steps answer application_not_editable, any other step invalid_application_state.
 */
export function nextStatus(status: string, step: OnboardingStep): string {
  const result = onboardingTransition(status, step);
  if (result.allowed) return result.to;
  const applicantStep = step === 'saveBusinessInfo' || step === 'savePrimaryPerson';
  const submitted = ['waiting_for_beneficial_owners', 'application_submitted', 'active', 'rejected'];
  if (applicantStep && submitted.includes(status)) throw apiError('application_not_editable');
  throw apiError('invalid_application_state');
}

export async function setStatus(tx: Database, businessId: string, status: string) {
  await tx.update(businesses).set({ applicationStatus: status }).where(eq(businesses.id, businessId));
}

export type ActivityActor = { userId: string } | { personId: string } | null;

let lastActivityMs = 0;
/**
 * A transaction's now() is one instant for all it writes; each activity gets its own millisecond
 * instead, so the steps of one request list in the order they happened.
 */
function activityInstant(): Date {
  lastActivityMs = Math.max(Date.now(), lastActivityMs + 1);
  return new Date(lastActivityMs);
}

/** One activity beside the change it records, in the same transaction. */
export async function recordOnboardingActivity(
  tx: Database,
  businessId: string,
  type: OnboardingActivityType,
  actor: ActivityActor,
  details: Record<string, unknown> = {},
) {
  await tx.insert(onboardingActivities).values({
    businessId,
    type,
    actorUserId: actor && 'userId' in actor ? actor.userId : null,
    actorPersonId: actor && 'personId' in actor ? actor.personId : null,
    details,
    createdAt: activityInstant(),
  });
}
