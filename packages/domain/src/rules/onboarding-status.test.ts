import { describe, expect, it } from 'vitest';
import { applicationStatusRoute } from './application-status-route.ts';
import {
  ONBOARDING_STEPS,
  type OnboardingStatus,
  type OnboardingStep,
  onboardingTransition,
  refusedUntilActive,
} from './onboarding-status.ts';

const STATUSES: OnboardingStatus[] = [
  'business_info',
  'authorized_person',
  'submit_application',
  'waiting_for_beneficial_owners',
  'application_submitted',
  'active',
  'rejected',
];

// Written out by hand: where each step lands from each status ('—' is a refusal).
// biome-ignore format: one row per step reads as a table
const EXPECTED: Record<OnboardingStep, Record<OnboardingStatus, OnboardingStatus | '—'>> = {
  saveBusinessInfo:    { business_info: 'authorized_person', authorized_person: 'authorized_person', submit_application: 'submit_application', waiting_for_beneficial_owners: '—', application_submitted: '—', active: '—', rejected: '—' },
  savePrimaryPerson:   { business_info: '—', authorized_person: 'submit_application', submit_application: 'submit_application', waiting_for_beneficial_owners: '—', application_submitted: '—', active: '—', rejected: '—' },
  submitWithOwners:    { business_info: '—', authorized_person: '—', submit_application: 'waiting_for_beneficial_owners', waiting_for_beneficial_owners: '—', application_submitted: '—', active: '—', rejected: '—' },
  submitWithoutOwners: { business_info: '—', authorized_person: '—', submit_application: 'application_submitted', waiting_for_beneficial_owners: '—', application_submitted: '—', active: '—', rejected: '—' },
  ownerAnswered:       { business_info: '—', authorized_person: '—', submit_application: '—', waiting_for_beneficial_owners: 'waiting_for_beneficial_owners', application_submitted: '—', active: '—', rejected: '—' },
  lastOwnerAnswered:   { business_info: '—', authorized_person: '—', submit_application: '—', waiting_for_beneficial_owners: 'application_submitted', application_submitted: '—', active: '—', rejected: '—' },
  approve:             { business_info: '—', authorized_person: '—', submit_application: '—', waiting_for_beneficial_owners: '—', application_submitted: 'active', active: '—', rejected: '—' },
  reject:              { business_info: '—', authorized_person: '—', submit_application: '—', waiting_for_beneficial_owners: '—', application_submitted: 'rejected', active: '—', rejected: '—' },
  requestInformation:  { business_info: '—', authorized_person: '—', submit_application: '—', waiting_for_beneficial_owners: '—', application_submitted: 'application_submitted', active: '—', rejected: '—' },
  manageOwnerInvitation: { business_info: '—', authorized_person: '—', submit_application: '—', waiting_for_beneficial_owners: 'waiting_for_beneficial_owners', application_submitted: '—', active: '—', rejected: '—' },
};

describe('onboardingTransition', () => {
  const rows = ONBOARDING_STEPS.flatMap((step) =>
    STATUSES.map((status) => [step, status, EXPECTED[step][status]] as const),
  );
  it.each(rows)('%s from %s → %s', (step, status, expected) => {
    const result = onboardingTransition(status, step);
    expect(result.allowed ? result.to : '—').toBe(expected);
  });

  it('refuses any step from a status it does not know', () => {
    for (const step of ONBOARDING_STEPS) expect(onboardingTransition('ACTIVE', step).allowed).toBe(false);
  });

  it('every status a step lands on routes somewhere after sign-in (spec §2.6)', () => {
    expect(applicationStatusRoute('waiting_for_beneficial_owners', 'normal')).toBe('beneficialOwnerStatus');
    expect(applicationStatusRoute('rejected', 'normal')).toBe('landingPage');
  });
});

describe('what a business may do before its application is active', () => {
  it('refuses moving money, issuing cards and creating programs until active', () => {
    for (const status of STATUSES.filter((each) => each !== 'active')) {
      expect(refusedUntilActive('loadCard', status)).toBe(true);
      expect(refusedUntilActive('orderCard', status)).toBe(true);
      expect(refusedUntilActive('sendBankPayment', status)).toBe(true);
      expect(refusedUntilActive('transferFunds', status)).toBe(true);
      expect(refusedUntilActive('createProgram', status)).toBe(true);
    }
    expect(refusedUntilActive('loadCard', 'active')).toBe(false);
  });

  it('leaves settings and members alone: the applicant prepares them while onboarding', () => {
    expect(refusedUntilActive('addMember', 'business_info')).toBe(false);
    expect(refusedUntilActive('editCustomField', 'application_submitted')).toBe(false);
  });
});
