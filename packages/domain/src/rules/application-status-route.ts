import type { ApplicationStatus, ScopeLevel } from '../enums/business.ts';

export type ApplicationStatusRouteName =
  | 'businessInfo'
  | 'authorizedPersonInfo'
  | 'submitConfirmation'
  | 'beneficialOwnerStatus'
  | 'cards'
  | 'programs'
  | 'landingPage';

const ROUTE_BY_STATUS: Readonly<Record<Exclude<ApplicationStatus, 'active'>, ApplicationStatusRouteName>> = {
  business_info: 'businessInfo',
  authorized_person: 'authorizedPersonInfo',
  submit_application: 'submitConfirmation',
  application_submitted: 'submitConfirmation',
  waiting_for_beneficial_owners: 'beneficialOwnerStatus',
};

// Business spec §2.6 "Application status routing". The status comes from the server, so any
// string is accepted and an unknown one goes to the landing page.
export function applicationStatusRoute(
  status: string | null | undefined,
  userScope: ScopeLevel,
): ApplicationStatusRouteName {
  if (status === 'active') return userScope === 'super' ? 'programs' : 'cards';
  if (status && Object.hasOwn(ROUTE_BY_STATUS, status)) {
    return ROUTE_BY_STATUS[status as keyof typeof ROUTE_BY_STATUS];
  }
  return 'landingPage';
}
