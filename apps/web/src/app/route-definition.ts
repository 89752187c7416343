import type { ComponentType } from 'react';
import type en from '../i18n/locales/en.json';
import type { RouteName } from '../lib/paths.ts';

export type TitleKey = keyof (typeof en)['titles'];

/** A route screen module: its default export is the page. */
export type ScreenModule = { default: ComponentType };

export type RouteDefinition = {
  name: RouteName;
  path: string;
  /** 'loginRequired' routes redirect signed-out visitors to /login and back after sign-in. */
  access: 'public' | 'loginRequired';
  /** i18n key under "titles"; the platform name is the default title. */
  title?: TitleKey;
  /** Whether the side navigation (or the bottom bar) frames the page. */
  navBar: boolean;
  /** Whose data a login-required route needs: business context or cardholder (consumer) context. */
  audience?: 'business' | 'cardholder';
  /** The :businessId guard: any business of the user, or forced to the user's top-level business. */
  businessScope?: 'any' | 'topLevel';
  /** A route that only forwards to another (settings → spend rules, bankTransfers → recipients). */
  redirectTo?: RouteName;
  /** Where the spec's partner hostnames send this path elsewhere. */
  partnerHostRedirect?: boolean;
  favicon?: string;
  /** The co-branded twin of a route: the partner's name in titles, its favicon, its paths. */
  partner?: boolean;
  /** Sets <link rel="canonical"> to the page's address without its query. */
  canonical?: boolean;
  /**
   * A landing page, the first screen of most visits (`/`, `/cardholders`): it reads no server state
   * and only the `first` part of the catalogue, so its load carries neither TanStack Query nor the
   * other screens' strings (docs/performance.md, "Web: a cardholder's first screen").
   */
  firstScreen?: boolean;
  /** The lazily loaded screen; a route without one belongs to a later issue and shows not-found. */
  screen?: () => Promise<ScreenModule>;
};
