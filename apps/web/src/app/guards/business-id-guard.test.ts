import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore, type UserBusinessContext } from '../../lib/session/session-store.ts';
import { ROUTE_TABLE } from '../route-table.ts';
import { guardBusinessId } from './business-id-guard.ts';

const ORG = '0b8f3f4e-0000-4000-8000-000000000001';
const cards = ROUTE_TABLE.find((route) => route.name === 'cards')!;
const context = (applicationStatus: string): UserBusinessContext => ({
  topLevelBusinessId: ORG,
  topLevelBusinessName: 'Harbor Light',
  businessName: 'Harbor Light',
  userRoles: [{ businessId: ORG, role: 'admin' }],
  userScope: 'normal',
  viewType: 'normal',
  isEligibleForOnDemand: false,
  applicationStatus,
});

/** Where the guard sends the person, or null when it lets the route through. */
function redirectOf(applicationStatus: string): string | null {
  sessionStore.set({ userBusinessContext: context(applicationStatus) });
  try {
    guardBusinessId(cards, { businessId: ORG });
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

afterEach(() => sessionStore.set({ userBusinessContext: null }));

describe('a business route for a business still onboarding (business spec §2.6)', () => {
  it('sends the person to the step their application status names', () => {
    expect(redirectOf('business_info')).toBe(`/${ORG}/businessInfo`);
    expect(redirectOf('authorized_person')).toBe(`/${ORG}/authorizedPerson/info`);
    expect(redirectOf('submit_application')).toBe(`/${ORG}/submitConfirmation`);
    expect(redirectOf('application_submitted')).toBe(`/${ORG}/submitConfirmation`);
    expect(redirectOf('waiting_for_beneficial_owners')).toBe(`/${ORG}/beneficialOwnerStatus`);
    expect(redirectOf('rejected')).toBe('/landingPage');
  });

  it('lets an active business through', () => {
    expect(redirectOf('active')).toBeNull();
  });
});
