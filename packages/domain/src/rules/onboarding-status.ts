import type { ApplicationStatus } from '../enums/business.ts';

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
