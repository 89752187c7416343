import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { onboardingApplications } from '../../db/schema/index.ts';
import { businessAccountId } from '../../ledger/accounts.ts';
import { apiError } from '../../lib/errors.ts';
import {
  loadApplication,
  nextStatus,
  recordOnboardingActivity,
  setStatus,
} from '../onboarding/application-store.ts';
import { toApplication } from '../onboarding/application-views.ts';
import { requiredDocumentsOf } from '../onboarding/documents.ts';

/**
 * Approve: the business becomes active and gets its funding account, in one transaction with the
 * decision's activity. Refused while a check still waits for its documents.
 */
export async function approveApplication(db: Database, reviewerUserId: string, businessId: string) {
  return db.transaction(async (tx) => {
    const loaded = await loadApplication(tx, businessId, { lock: true });
    const status = nextStatus(loaded.business.applicationStatus, 'approve');
    const { required } = await requiredDocumentsOf(tx, businessId);
    if (required.length > 0) throw apiError('documents_required');
    await businessAccountId(tx, businessId, 'funding');
    await tx
      .update(onboardingApplications)
      .set({ decidedAt: new Date(), decidedByUserId: reviewerUserId, updatedAt: new Date() })
      .where(eq(onboardingApplications.businessId, businessId));
    await setStatus(tx, businessId, status);
    await recordOnboardingActivity(tx, businessId, 'application_approved', { userId: reviewerUserId });
    return { application: toApplication(await loadApplication(tx, businessId)) };
  });
}

/** Reject with a reason the applicant sees; final (the business is not opened). */
export async function rejectApplication(
  db: Database,
  reviewerUserId: string,
  businessId: string,
  reason: string,
) {
  return db.transaction(async (tx) => {
    const loaded = await loadApplication(tx, businessId, { lock: true });
    const status = nextStatus(loaded.business.applicationStatus, 'reject');
    await tx
      .update(onboardingApplications)
      .set({
        decidedAt: new Date(),
        decidedByUserId: reviewerUserId,
        rejectionReason: reason,
        updatedAt: new Date(),
      })
      .where(eq(onboardingApplications.businessId, businessId));
    await setStatus(tx, businessId, status);
    await recordOnboardingActivity(
      tx,
      businessId,
      'application_rejected',
      { userId: reviewerUserId },
      { reason },
    );
    return { application: toApplication(await loadApplication(tx, businessId)) };
  });
}
