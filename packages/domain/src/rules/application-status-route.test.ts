import { describe, expect, it } from 'vitest';
import type { ScopeLevel } from '../enums/business.ts';
import { type ApplicationStatusRouteName, applicationStatusRoute } from './application-status-route.ts';

describe('applicationStatusRoute (business spec §2.6)', () => {
  it.each<[string | null | undefined, ScopeLevel, ApplicationStatusRouteName]>([
    ['business_info', 'normal', 'businessInfo'],
    ['authorized_person', 'normal', 'authorizedPersonInfo'],
    ['submit_application', 'normal', 'submitConfirmation'],
    ['application_submitted', 'normal', 'submitConfirmation'],
    ['waiting_for_beneficial_owners', 'normal', 'beneficialOwnerStatus'],
    ['active', 'normal', 'cards'],
    ['active', 'program', 'cards'],
    ['active', 'super', 'programs'],
    ['business_info', 'super', 'businessInfo'],
    ['manual_review', 'normal', 'landingPage'],
    ['ACTIVE', 'normal', 'landingPage'],
    ['toString', 'normal', 'landingPage'],
    ['', 'normal', 'landingPage'],
    [null, 'normal', 'landingPage'],
    [undefined, 'super', 'landingPage'],
  ])('%j in %s scope → %s', (status, userScope, expected) => {
    expect(applicationStatusRoute(status, userScope)).toBe(expected);
  });
});
