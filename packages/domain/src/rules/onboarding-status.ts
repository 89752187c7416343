import type { ApplicationStatus } from '../enums/business.ts';
import type { Permission } from '../permissions/permission-names.ts';

// The application's life (business spec §3 statuses, issue 13). Ours: `rejected`, a platform
// reviewer's final no; it routes to the landing page like any status the spec does not name.
export type OnboardingStatus = ApplicationStatus | 'rejected';

export const ONBOARDING_STEPS = [
  'saveBusinessInfo',
  'savePrimaryPerson',
  'submitWithOwners',
  'submitWithoutOwners',
  'ownerAnswered',
  'lastOwnerAnswered',
  'approve',
  'reject',
  'requestInformation',
  'manageOwnerInvitation',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

type Transition = { from: readonly OnboardingStatus[]; to: OnboardingStatus | 'unchanged' };

/** Before submission the applicant may go back and correct; after it only owners and reviewers act. */
export const EDITABLE_STATUSES: readonly OnboardingStatus[] = [
  'business_info',
  'authorized_person',
  'submit_application',
];

/**
 * Where each step may start and where it lands. Saving the business again later keeps the
 * application where it is (a correction does not send the applicant back a step).
 */
export const ONBOARDING_TRANSITIONS: Record<OnboardingStep, Transition> = {
  saveBusinessInfo: { from: EDITABLE_STATUSES, to: 'authorized_person' },
  savePrimaryPerson: { from: ['authorized_person', 'submit_application'], to: 'submit_application' },
  submitWithOwners: { from: ['submit_application'], to: 'waiting_for_beneficial_owners' },
  submitWithoutOwners: { from: ['submit_application'], to: 'application_submitted' },
  ownerAnswered: { from: ['waiting_for_beneficial_owners'], to: 'unchanged' },
  lastOwnerAnswered: { from: ['waiting_for_beneficial_owners'], to: 'application_submitted' },
  approve: { from: ['application_submitted'], to: 'active' },
  reject: { from: ['application_submitted'], to: 'rejected' },
  // A reviewer's question keeps the application in review: the applicant answers with documents.
  requestInformation: { from: ['application_submitted'], to: 'unchanged' },
  // Resending or revoking an owner's link, while the owners are still answering.
  manageOwnerInvitation: { from: ['waiting_for_beneficial_owners'], to: 'unchanged' },
};

export type OnboardingTransitionResult = { allowed: true; to: OnboardingStatus } | { allowed: false };

/** The pure decision: may `step` happen in `status`, and which status follows. */
export function onboardingTransition(status: string, step: OnboardingStep): OnboardingTransitionResult {
  const transition = ONBOARDING_TRANSITIONS[step];
  if (!(transition.from as readonly string[]).includes(status)) return { allowed: false };
  if (transition.to !== 'unchanged') {
    // A correction of the business keeps a later status (it never moves the applicant back).
    if (step === 'saveBusinessInfo' && status !== 'business_info') {
      return { allowed: true, to: status as OnboardingStatus };
    }
    return { allowed: true, to: transition.to };
  }
  return { allowed: true, to: status as OnboardingStatus };
}

/**
 * What a business may do only once its application is active (issue 13): move money and issue
 * cards. A business still onboarding, or rejected, has no verified identity behind it and no
 * funding account, so the server refuses these whatever the caller's role grants. Creating a
 * program is here too: a program under an unverified organisation would be a way around the rest.
 */
export const ACTIVE_BUSINESS_PERMISSIONS = [
  'loadCard',
  'orderCard',
  'replaceCard',
  'transferFunds',
  'sendBankPayment',
  'createAutoload',
  'addCardsToAutoload',
  'createProgram',
] as const satisfies readonly Permission[];

/** Whether `permission` is refused for a business whose application status is `status`. */
export function refusedUntilActive(permission: Permission, status: string): boolean {
  return status !== 'active' && (ACTIVE_BUSINESS_PERMISSIONS as readonly string[]).includes(permission);
}

/** What the history of an application records (issue 13): every step and every reviewer decision. */
export const ONBOARDING_ACTIVITY_TYPES = [
  'application_started',
  'business_info_saved',
  'authorized_person_saved',
  'beneficial_owner_invited',
  'beneficial_owner_answered',
  'application_submitted',
  'verification_completed',
  'document_uploaded',
  'document_rejected',
  'application_approved',
  'application_rejected',
  // A reviewer's question to the applicant; the resent or revoked invitation of an owner.
  'information_requested',
  'beneficial_owner_invitation_resent',
  'beneficial_owner_invitation_revoked',
] as const;
export type OnboardingActivityType = (typeof ONBOARDING_ACTIVITY_TYPES)[number];
