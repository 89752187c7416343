import { describe, expect, it } from 'vitest';
import type { UserBusinessContext } from '../../lib/session/session-store.ts';
import { navTargets, phoneNavTargets } from './nav-targets.ts';

const ORG = '0b8f3f4e-0000-4000-8000-000000000001';
const context = (viewType: UserBusinessContext['viewType']): UserBusinessContext => ({
  topLevelBusinessId: ORG,
  topLevelBusinessName: 'Org',
  businessName: 'Org',
  userRoles: [{ businessId: ORG, role: 'admin' }],
  userScope: viewType === 'normal' ? 'normal' : 'super',
  viewType,
  isEligibleForOnDemand: false,
  applicationStatus: 'active',
});

describe('navTargets (business spec §2.3)', () => {
  it('sends Home to programs for program views', () => {
    expect(navTargets(context('multiProgram')).home).toEqual({ route: 'programs', to: `/${ORG}/programs` });
    expect(navTargets(context('singleProgram')).home?.route).toBe('programs');
  });

  it('sends Home to cards for a normal view', () => {
    expect(navTargets(context('normal')).home).toEqual({ route: 'cards', to: `/${ORG}/cards` });
  });

  it('sends Reports to superBusinessReports for program views, otherwise to reports', () => {
    expect(navTargets(context('multiProgram')).reports).toEqual({
      route: 'superBusinessReports',
      to: `/${ORG}/programs/reports`,
    });
    expect(navTargets(context('singleProgram')).reports?.route).toBe('superBusinessReports');
    expect(navTargets(context('normal')).reports).toEqual({ route: 'reports', to: `/${ORG}/reports` });
  });

  it('keeps the built settings', () => {
    const targets = navTargets(context('normal'));
    expect(targets.settings.map((item) => item.route)).toEqual([
      'memberSettings',
      'spendRuleSettings',
      'customFields',
    ]);
  });

  it('points the sandbox entry at the top-level business (shown only when the server says SANDBOX=1)', () => {
    expect(navTargets(context('normal')).sandbox).toEqual({ route: 'sandbox', to: `/${ORG}/sandbox` });
  });
});

describe('phoneNavTargets (below 1026 px)', () => {
  it('puts Home, Reports and Members in the bottom bar and the other settings in the More sheet', () => {
    const { bar, more } = phoneNavTargets(context('multiProgram'));
    expect([bar.home?.route, bar.reports?.route, bar.members?.route]).toEqual([
      'programs',
      'superBusinessReports',
      'memberSettings',
    ]);
    expect(more.settings.map((item) => item.route)).toEqual(['spendRuleSettings', 'customFields']);
    expect(more.sandbox?.route).toBe('sandbox');
  });

  it('loses no route of the side navigation and shows none twice', () => {
    for (const viewType of ['normal', 'singleProgram', 'multiProgram'] as const) {
      const side = navTargets(context(viewType));
      const { bar, more } = phoneNavTargets(context(viewType));
      const sideRoutes = [side.home, side.reports, ...side.settings, side.sandbox].map((item) => item?.route);
      const phoneRoutes = [bar.home, bar.reports, bar.members, ...more.settings, more.sandbox].map(
        (item) => item?.route,
      );
      expect([...phoneRoutes].sort()).toEqual([...sideRoutes].sort());
      expect(new Set(phoneRoutes).size).toBe(phoneRoutes.length);
    }
  });
});
