import { eq } from 'drizzle-orm';
import type { Outbox } from '../../adapters/outbox.ts';
import type { Database } from '../../db/client.ts';
import { onboardingApplications, users } from '../../db/schema/index.ts';
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

/**
 * Ask the applicant for more: the question is kept on the application (shown on their submission
 * page until the decision) and emailed to them; the application stays in review, and they answer
 * with documents through the same upload. Asking again replaces the question.
 */
export async function requestInformation(
  db: Database,
  mail: { outbox: Outbox; publicUrl: string },
  reviewerUserId: string,
  businessId: string,
  message: string,
) {
  return db.transaction(async (tx) => {
    const loaded = await loadApplication(tx, businessId, { lock: true });
    nextStatus(loaded.business.applicationStatus, 'requestInformation');
    await tx
      .update(onboardingApplications)
      .set({ informationRequest: message, informationRequestedAt: new Date(), updatedAt: new Date() })
      .where(eq(onboardingApplications.businessId, businessId));
    const [applicant] = await tx.select().from(users).where(eq(users.id, loaded.application.applicantUserId));
    if (applicant?.email) {
      await mail.outbox.email(tx, {
        to: applicant.email,
        subject: `${loaded.application.legalName ?? loaded.business.name}: we need more information`,
        body: [
          `Hello ${applicant.firstName},`,
          '',
          'We are reviewing your application and need a little more from you:',
          '',
          message,
          '',
          'Sign in and upload what we ask for here:',
          `${mail.publicUrl}/${businessId}/submitConfirmation`,
        ].join('\n'),
      });
    }
    await recordOnboardingActivity(
      tx,
      businessId,
      'information_requested',
      { userId: reviewerUserId },
      { message },
    );
    return { application: toApplication(await loadApplication(tx, businessId)) };
  });
}
