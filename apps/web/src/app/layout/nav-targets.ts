import { pathTo, type RouteName } from '../../lib/paths.ts';
import type { UserBusinessContext } from '../../lib/session/session-store.ts';
import { ROUTE_TABLE } from '../route-table.ts';

export type NavTarget = { route: RouteName; to: string };

const SETTINGS_ROUTES: readonly RouteName[] = ['memberSettings', 'spendRuleSettings', 'customFields'];

/** Screens of later issues stay out of the navigation until they exist. */
export function isScreenBuilt(name: RouteName): boolean {
  return ROUTE_TABLE.some((definition) => definition.name === name && definition.screen !== undefined);
}

export function isSettingsRoute(name: string | undefined): boolean {
  return SETTINGS_ROUTES.includes(name as RouteName);
}

function target(route: RouteName, businessId: string): NavTarget | null {
  return isScreenBuilt(route) ? { route, to: pathTo(route as 'cards', { businessId }) } : null;
}

/**
 * Business spec §2.3: Home goes to programs for multi- or single-program views, otherwise to
 * cards; Reports to superBusinessReports for those views, otherwise to reports. Settings pages
 * live on the top-level business. A target whose screen is not built yet is null (not shown).
 */
export function navTargets(context: UserBusinessContext) {
  const programView = context.viewType === 'multiProgram' || context.viewType === 'singleProgram';
  const businessId = context.topLevelBusinessId;
  return {
    home: target(programView ? 'programs' : 'cards', businessId),
    reports: target(programView ? 'superBusinessReports' : 'reports', businessId),
    settings: SETTINGS_ROUTES.map((route) => target(route, businessId)).filter((item) => item !== null),
    /** Shown only while the server runs with SANDBOX=1 (the side navigation asks GET /api/health). */
    sandbox: target('sandbox', businessId),
  };
}

/** The settings entry the phone's bottom bar shows itself (business spec §2.3: Members). */
const BOTTOM_BAR_SETTINGS: readonly RouteName[] = ['memberSettings'];

/**
 * Below 1026 px the side navigation splits in two: the bottom bar (Home, Reports, Members; Sign
 * Out is an action) and the More sheet, which holds every other route target, so none is lost.
 */
export function phoneNavTargets(context: UserBusinessContext) {
  const { home, reports, settings, sandbox } = navTargets(context);
  return {
    bar: {
      home,
      reports,
      members: settings.find((item) => BOTTOM_BAR_SETTINGS.includes(item.route)) ?? null,
    },
    more: {
      settings: settings.filter((item) => !BOTTOM_BAR_SETTINGS.includes(item.route)),
      sandbox,
    },
  };
}
