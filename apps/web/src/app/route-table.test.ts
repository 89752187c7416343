import { describe, expect, it } from 'vitest';
import { PARTNER } from '../lib/partner.ts';
import { ROUTE_PATHS } from '../lib/paths.ts';
import { buildRoutes } from './build-routes.tsx';
import { ROUTE_TABLE } from './route-table.ts';

describe('the route table', () => {
  const twins = ROUTE_TABLE.filter((route) => route.partner && !route.name.startsWith('partner'));
  const plain = ROUTE_TABLE.filter((route) => !twins.includes(route));

  it('holds every route of both spec documents exactly once', () => {
    const names = plain.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(ROUTE_PATHS).sort());
  });

  it('gives every route a path from the one paths file and a title', () => {
    for (const route of plain) {
      expect(route.path, route.name).toBe(ROUTE_PATHS[route.name]);
      expect(route.title, route.name).toBeDefined();
    }
  });

  it('gives every cardholder page but the overview a partner twin under the partner prefix', () => {
    const cardholderPages = plain.filter(
      (route) => route.audience === 'cardholder' && route.name !== 'accountOverview' && !route.partner,
    );
    expect(cardholderPages.length).toBeGreaterThan(5);
    for (const page of cardholderPages) {
      const twin = twins.find((route) => route.name === page.name);
      expect(twin?.path, page.name).toBe(`/${PARTNER.pathPrefix}${page.path}`);
      expect(twin?.favicon, page.name).toBe('/partner-favicon.svg');
    }
    const ids = buildRoutes(ROUTE_TABLE)[0]?.children?.map((route) => route.id) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('forces the five top-level-only routes onto the top-level business (spec §2.2)', () => {
    const topLevel = ROUTE_TABLE.filter((route) => route.businessScope === 'topLevel').map(
      (route) => route.name,
    );
    expect(topLevel.sort()).toEqual(
      ['customFields', 'memberSettings', 'programs', 'spendRuleSettings', 'superBusinessReports'].sort(),
    );
  });

  it('keeps the public routes public and the business routes behind sign-in', () => {
    const access = Object.fromEntries(ROUTE_TABLE.map((route) => [route.name, route.access]));
    for (const name of [
      'landing',
      'login',
      'register',
      'cardholders',
      'businessInfo',
      'recipientBankDetails',
    ]) {
      expect(access[name], name).toBe('public');
    }
    for (const name of [
      'cards',
      'programs',
      'importCardLoads',
      'integrations',
      'accountOverview',
      'cardholderDashboard',
    ]) {
      expect(access[name], name).toBe('loginRequired');
    }
  });

  it('forwards settings to spend rules and bankTransfers to recipients', () => {
    const redirects = Object.fromEntries(ROUTE_TABLE.map((route) => [route.name, route.redirectTo]));
    expect(redirects.settings).toBe('spendRuleSettings');
    expect(redirects.bankTransfers).toBe('recipients');
  });

  it('builds router objects with a not-found catch-all and business paths without their id', () => {
    const [root] = buildRoutes(ROUTE_TABLE);
    const paths = (root?.children ?? []).flatMap((route) => [
      route.path,
      ...(route.children ?? []).map((child) => child.path),
    ]);
    expect(paths).toContain('*');
    expect(paths).toContain('/settings/members');
    expect(paths).toContain('/:businessId/settings/members');
  });

  it('frames the sandbox page with the side navigation, behind sign-in', () => {
    const sandbox = ROUTE_TABLE.find((route) => route.name === 'sandbox');
    expect(sandbox).toMatchObject({
      path: '/:businessId/sandbox',
      access: 'loginRequired',
      navBar: true,
      audience: 'business',
      title: 'sandbox',
    });
    expect(sandbox?.screen).toBeDefined();
  });
});
