import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { PARTNER } from './partner.ts';
import { pathTo, type RouteName, type RouteParams } from './paths.ts';

/** The cardholder portal's pages: each has a twin under the partner path prefix (app/route-table.ts). */
export type CardholderRouteName = Extract<
  RouteName,
  | 'accountOverview'
  | 'cardholderDashboard'
  | 'cardholderCardDetails'
  | 'cardholderSetPin'
  | 'cardholderLinkCard'
  | 'cardholderNotifications'
  | 'cardholderBillingAddress'
  | 'cardholderHelp'
  | 'cardholderFirstPin'
  | 'cardholders'
>;

/** Whether a path is one of the co-branded (partner) paths. */
export function isPartnerPath(pathname: string, prefix: string = PARTNER.pathPrefix): boolean {
  return pathname === `/${prefix}` || pathname.startsWith(`/${prefix}/`);
}

type Args<Name extends CardholderRouteName> =
  RouteParams<Name> extends Record<string, never>
    ? [params?: Record<string, never>, query?: Record<string, string | null | undefined>]
    : [params: RouteParams<Name>, query?: Record<string, string | null | undefined>];

/**
 * The link to a cardholder page, kept in the partner paths for a partner cardholder (cardholder
 * spec §2): the overview is /{product}/cardholder, the landing page is /{product}, every other page
 * is its plain path under /{product}.
 */
export function cardholderPathTo<Name extends CardholderRouteName>(
  partner: boolean,
  name: Name,
  ...args: Args<Name>
): string {
  if (partner && name === 'accountOverview') return pathTo('partnerCardholder');
  if (partner && name === 'cardholders') return pathTo('partnerLogin');
  const path = (pathTo as (name: RouteName, ...rest: unknown[]) => string)(name, ...args);
  return partner ? `/${PARTNER.pathPrefix}${path}` : path;
}

/** cardholderPathTo for the current page: partner paths stay partner paths. */
export function useCardholderPathTo() {
  const { pathname } = useLocation();
  const partner = isPartnerPath(pathname);
  return useCallback(
    <Name extends CardholderRouteName>(name: Name, ...args: Args<Name>) =>
      cardholderPathTo(partner, name, ...args),
    [partner],
  );
}

/**
 * Where a person signing in on a partner path goes: the cardholder destinations stay in the
 * partner paths (the overview is /{product}/cardholder); the business portal and the choosers are
 * the same for everyone.
 */
export function partnerDestination(path: string, prefix: string = PARTNER.pathPrefix): string {
  const url = new URL(path, 'http://local');
  const rest = `${url.search}${url.hash}`;
  if (isPartnerPath(url.pathname, prefix)) return path;
  if (url.pathname === pathTo('accountOverview')) return `/${prefix}/cardholder${rest}`;
  if (url.pathname === pathTo('cardholders')) return `/${prefix}${rest}`;
  if (url.pathname.startsWith('/cardholder/') || url.pathname.startsWith('/cardholders/'))
    return `/${prefix}${path}`;
  return path;
}
