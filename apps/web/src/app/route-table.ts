import { PARTNER } from '../lib/partner.ts';
import { ROUTE_PATHS } from '../lib/paths.ts';
import type { RouteDefinition } from './route-definition.ts';

const PARTNER_FAVICON = '/partner-favicon.svg';

const landing = () => import('./routes/landing-route.tsx');
const login = () => import('./routes/login-route.tsx');
const register = () => import('./routes/register-route.tsx');

type Entry = Omit<RouteDefinition, 'path' | 'access' | 'navBar'> & Partial<RouteDefinition>;

const publicRoute = (entry: Entry): RouteDefinition => ({
  path: ROUTE_PATHS[entry.name],
  access: 'public',
  navBar: false,
  ...entry,
});

// Business portal pages under /{businessId}, framed by the side navigation.
const businessRoute = (entry: Entry): RouteDefinition => ({
  path: ROUTE_PATHS[entry.name],
  access: 'loginRequired',
  navBar: true,
  audience: 'business',
  businessScope: 'any',
  ...entry,
});

const topLevelBusinessRoute = (entry: Entry) => businessRoute({ businessScope: 'topLevel', ...entry });

const signedInRoute = (entry: Entry): RouteDefinition => ({
  path: ROUTE_PATHS[entry.name],
  access: 'loginRequired',
  navBar: false,
  ...entry,
});

const cardholderRoute = (entry: Entry): RouteDefinition =>
  signedInRoute({ audience: 'cardholder', ...entry });

const accountOverview = () => import('./routes/account-overview-route.tsx');

/**
 * The cardholder portal. Each page except the overview also answers under the partner path prefix
 * (partnerTwin), so a partner cardholder stays in the partner paths (cardholder spec §2).
 */
const CARDHOLDER_ROUTES: readonly RouteDefinition[] = [
  cardholderRoute({ name: 'accountOverview', title: 'accountOverview', screen: accountOverview }),
  cardholderRoute({
    name: 'cardholderDashboard',
    title: 'cardholderDashboard',
    screen: () => import('./routes/cardholder-dashboard-route.tsx'),
  }),
  cardholderRoute({
    name: 'cardholderCardDetails',
    title: 'cardholderCardDetails',
    screen: () => import('./routes/cardholder-card-details-route.tsx'),
  }),
  cardholderRoute({
    name: 'cardholderSetPin',
    title: 'cardholderSetPin',
    screen: () => import('./routes/cardholder-set-pin-route.tsx'),
  }),
  cardholderRoute({
    name: 'cardholderLinkCard',
    title: 'cardholderLinkCard',
    screen: () => import('./routes/cardholder-link-card-route.tsx'),
  }),
  cardholderRoute({
    name: 'cardholderNotifications',
    title: 'cardholderNotifications',
    screen: () => import('./routes/cardholder-notifications-route.tsx'),
  }),
  cardholderRoute({
    name: 'cardholderBillingAddress',
    title: 'cardholderBillingAddress',
    screen: () => import('./routes/cardholder-billing-address-route.tsx'),
  }),
  // The FAQ and support contact are public: a person who cannot sign in needs them most.
  publicRoute({
    name: 'cardholderHelp',
    title: 'cardholderHelp',
    screen: () => import('./routes/cardholder-help-route.tsx'),
  }),
  publicRoute({
    name: 'cardholderFirstPin',
    title: 'cardholderFirstPin',
    screen: () => import('./routes/cardholder-first-pin-route.tsx'),
  }),
];

const partnerTwin = (definition: RouteDefinition): RouteDefinition => ({
  ...definition,
  path: `/${PARTNER.pathPrefix}${definition.path}`,
  favicon: PARTNER_FAVICON,
  partner: true,
});

/**
 * Every route of both spec documents (business-portal.md §2.1, cardholder-portal-and-intake.md
 * §2) plus the few pages of our own that the sign-in flow needs. A route without a screen
 * belongs to a later issue: it still resolves (sign-in redirect when signed out, not-found when
 * signed in) and stays out of the navigation.
 */
export const ROUTE_TABLE: readonly RouteDefinition[] = [
  // Public
  publicRoute({
    name: 'landing',
    title: 'landing',
    screen: landing,
    canonical: true,
    partnerHostRedirect: true,
  }),
  publicRoute({ name: 'about', title: 'about' }),
  publicRoute({ name: 'login', title: 'login', screen: login, canonical: true }),
  publicRoute({ name: 'register', title: 'register', screen: register, partnerHostRedirect: true }),
  publicRoute({
    name: 'registerCardholder',
    title: 'registerCardholder',
    screen: register,
    partnerHostRedirect: true,
  }),
  publicRoute({ name: 'registerMember', title: 'registerMember', screen: register }),
  publicRoute({ name: 'createProfile', title: 'createProfile' }),
  publicRoute({
    name: 'cardholders',
    title: 'cardholders',
    screen: () => import('./routes/cardholders-route.tsx'),
    canonical: true,
  }),
  publicRoute({ name: 'landingPage', title: 'landing', screen: landing }),
  publicRoute({
    name: 'forgotPassword',
    title: 'forgotPassword',
    screen: () => import('./routes/forgot-password-route.tsx'),
  }),
  publicRoute({
    name: 'resetPassword',
    title: 'resetPassword',
    screen: () => import('./routes/reset-password-route.tsx'),
  }),

  // Business onboarding, public, under /{businessId}
  publicRoute({ name: 'businessInfo', title: 'businessInfo' }),
  publicRoute({ name: 'authorizedPerson', title: 'authorizedPerson' }),
  publicRoute({ name: 'authorizedPersonWelcome', title: 'authorizedPerson' }),
  publicRoute({ name: 'authorizedPersonInfo', title: 'authorizedPerson' }),
  publicRoute({ name: 'authorizedPersonStatus', title: 'authorizedPersonStatus' }),
  publicRoute({ name: 'addBeneficialOwners', title: 'addBeneficialOwners' }),
  publicRoute({ name: 'beneficialOwnerInfo', title: 'beneficialOwnerInfo' }),
  publicRoute({ name: 'submitConfirmation', title: 'submitConfirmation' }),
  publicRoute({ name: 'beneficialOwnerStatus', title: 'beneficialOwnerStatus' }),
  publicRoute({ name: 'manualReview', title: 'manualReview' }),

  // Business portal, login required, under /{businessId}
  businessRoute({ name: 'cards', title: 'cards', screen: () => import('./routes/cards-route.tsx') }),
  businessRoute({ name: 'card', title: 'card', screen: () => import('./routes/card-route.tsx') }),
  businessRoute({
    name: 'recipients',
    title: 'recipients',
    screen: () => import('./routes/recipients-route.tsx'),
  }),
  businessRoute({ name: 'bankTransfers', title: 'recipients', redirectTo: 'recipients' }),
  businessRoute({
    name: 'recipient',
    title: 'recipient',
    screen: () => import('./routes/recipient-route.tsx'),
  }),
  businessRoute({ name: 'reports', title: 'reports' }),
  topLevelBusinessRoute({
    name: 'programs',
    title: 'programs',
    screen: () => import('./routes/programs-route.tsx'),
  }),
  topLevelBusinessRoute({ name: 'superBusinessReports', title: 'superBusinessReports' }),
  businessRoute({ name: 'orders', title: 'orders', screen: () => import('./routes/orders-route.tsx') }),
  businessRoute({ name: 'order', title: 'order', screen: () => import('./routes/order-route.tsx') }),
  businessRoute({
    name: 'fundingAccount',
    title: 'fundingAccount',
    screen: () => import('./routes/funding-account-route.tsx'),
  }),
  businessRoute({ name: 'autoloads', title: 'autoloads' }),
  businessRoute({ name: 'autoload', title: 'autoload' }),
  businessRoute({ name: 'settings', title: 'settings', redirectTo: 'spendRuleSettings' }),
  topLevelBusinessRoute({
    name: 'memberSettings',
    title: 'memberSettings',
    screen: () => import('./routes/member-settings-route.tsx'),
  }),
  topLevelBusinessRoute({
    name: 'spendRuleSettings',
    title: 'spendRuleSettings',
    screen: () => import('./routes/spend-rule-settings-route.tsx'),
  }),
  topLevelBusinessRoute({
    name: 'customFields',
    title: 'customFields',
    screen: () => import('./routes/custom-fields-route.tsx'),
  }),
  businessRoute({ name: 'importOrder', title: 'imports' }),
  businessRoute({ name: 'importPhysicalOrder', title: 'imports' }),
  businessRoute({ name: 'importVirtualOrder', title: 'imports' }),
  businessRoute({ name: 'importRecipients', title: 'imports' }),
  businessRoute({ name: 'importPayments', title: 'imports' }),
  businessRoute({ name: 'importCardLoads', title: 'imports' }),
  businessRoute({
    name: 'sandbox',
    title: 'sandbox',
    screen: () => import('./routes/sandbox-route.tsx'),
  }),

  // Other login-required routes
  signedInRoute({ name: 'integrations', title: 'integrations', navBar: true, audience: 'business' }),
  signedInRoute({
    name: 'choosePortal',
    title: 'choosePortal',
    screen: () => import('./routes/choose-portal-route.tsx'),
  }),
  signedInRoute({
    name: 'chooseBusiness',
    title: 'chooseBusiness',
    screen: () => import('./routes/choose-business-route.tsx'),
  }),
  signedInRoute({
    name: 'noAccess',
    title: 'noAccess',
    screen: () => import('./routes/no-access-route.tsx'),
  }),

  // Cardholder portal (cardholder spec §2), each with a twin under the partner path prefix
  ...CARDHOLDER_ROUTES,
  ...CARDHOLDER_ROUTES.filter((definition) => definition.name !== 'accountOverview').map(partnerTwin),

  // Partner (co-branded) variant
  publicRoute({
    name: 'partnerLogin',
    title: 'login',
    screen: () => import('./routes/partner-login-route.tsx'),
    favicon: PARTNER_FAVICON,
    partner: true,
  }),
  // The partner twin of the account overview (the spec's /{product}/cardholder).
  signedInRoute({
    name: 'partnerCardholder',
    title: 'accountOverview',
    audience: 'cardholder',
    favicon: PARTNER_FAVICON,
    partner: true,
    screen: accountOverview,
  }),
  publicRoute({
    name: 'partnerRegister',
    title: 'register',
    screen: register,
    favicon: PARTNER_FAVICON,
    partner: true,
  }),
  publicRoute({
    name: 'partnerRegisterCardholder',
    title: 'registerCardholder',
    screen: register,
    favicon: PARTNER_FAVICON,
    partner: true,
  }),

  // Recipient payment setup (intake), public; three languages only
  publicRoute({
    name: 'recipientEmailVerification',
    title: 'recipientPaymentSetup',
    screen: () => import('./routes/recipient-intake-email-route.tsx'),
  }),
  publicRoute({
    name: 'recipientBankDetails',
    title: 'recipientPaymentSetup',
    screen: () => import('./routes/recipient-intake-bank-details-route.tsx'),
  }),
];
