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
    firstScreen: true,
  }),
  publicRoute({ name: 'about', title: 'about', screen: () => import('./routes/about-route.tsx') }),
  publicRoute({ name: 'login', title: 'login', screen: login, canonical: true }),
  publicRoute({ name: 'register', title: 'register', screen: register, partnerHostRedirect: true }),
  publicRoute({
    name: 'registerCardholder',
    title: 'registerCardholder',
    screen: register,
    partnerHostRedirect: true,
  }),
  publicRoute({ name: 'registerMember', title: 'registerMember', screen: register }),
  publicRoute({
    name: 'createProfile',
    title: 'createProfile',
    screen: () => import('./routes/onboarding-create-profile-route.tsx'),
  }),
  publicRoute({
    name: 'cardholders',
    title: 'cardholders',
    screen: () => import('./routes/cardholders-route.tsx'),
    canonical: true,
    firstScreen: true,
  }),
  publicRoute({ name: 'landingPage', title: 'landing', screen: landing, firstScreen: true }),
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
  publicRoute({
    name: 'businessInfo',
    title: 'businessInfo',
    screen: () => import('./routes/onboarding-business-info-route.tsx'),
  }),
  // One screen per step: the authorized person's pages lead to their form, the owners' to the
  // submission page where owners are added and the status shows.
  publicRoute({ name: 'authorizedPerson', title: 'authorizedPerson', redirectTo: 'authorizedPersonInfo' }),
  publicRoute({
    name: 'authorizedPersonWelcome',
    title: 'authorizedPerson',
    redirectTo: 'authorizedPersonInfo',
  }),
  publicRoute({
    name: 'authorizedPersonInfo',
    title: 'authorizedPerson',
    screen: () => import('./routes/onboarding-authorized-person-info-route.tsx'),
  }),
  publicRoute({
    name: 'authorizedPersonStatus',
    title: 'authorizedPersonStatus',
    redirectTo: 'submitConfirmation',
  }),
  publicRoute({
    name: 'addBeneficialOwners',
    title: 'addBeneficialOwners',
    redirectTo: 'submitConfirmation',
  }),
  publicRoute({
    name: 'beneficialOwnerInfo',
    title: 'beneficialOwnerInfo',
    screen: () => import('./routes/onboarding-beneficial-owner-info-route.tsx'),
  }),
  publicRoute({
    name: 'submitConfirmation',
    title: 'submitConfirmation',
    screen: () => import('./routes/onboarding-submit-confirmation-route.tsx'),
  }),
  publicRoute({
    name: 'beneficialOwnerStatus',
    title: 'beneficialOwnerStatus',
    screen: () => import('./routes/onboarding-beneficial-owner-status-route.tsx'),
  }),
  publicRoute({
    name: 'manualReview',
    title: 'manualReview',
    screen: () => import('./routes/onboarding-manual-review-route.tsx'),
  }),

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
  businessRoute({ name: 'reports', title: 'reports', screen: () => import('./routes/reports-route.tsx') }),
  topLevelBusinessRoute({
    name: 'programs',
    title: 'programs',
    screen: () => import('./routes/programs-route.tsx'),
  }),
  topLevelBusinessRoute({
    name: 'superBusinessReports',
    title: 'superBusinessReports',
    screen: () => import('./routes/super-business-reports-route.tsx'),
  }),
  businessRoute({ name: 'orders', title: 'orders', screen: () => import('./routes/orders-route.tsx') }),
  businessRoute({ name: 'order', title: 'order', screen: () => import('./routes/order-route.tsx') }),
  businessRoute({
    name: 'fundingAccount',
    title: 'fundingAccount',
    screen: () => import('./routes/funding-account-route.tsx'),
  }),
  businessRoute({
    name: 'autoloads',
    title: 'autoloads',
    screen: () => import('./routes/autoloads-route.tsx'),
  }),
  businessRoute({
    name: 'autoload',
    title: 'autoload',
    screen: () => import('./routes/autoload-route.tsx'),
  }),
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
  businessRoute({
    name: 'importOrder',
    title: 'imports',
    screen: () => import('./routes/import-order-route.tsx'),
  }),
  businessRoute({
    name: 'importPhysicalOrder',
    title: 'imports',
    screen: () => import('./routes/import-order-physical-route.tsx'),
  }),
  businessRoute({
    name: 'importVirtualOrder',
    title: 'imports',
    screen: () => import('./routes/import-order-virtual-route.tsx'),
  }),
  businessRoute({
    name: 'importRecipients',
    title: 'imports',
    screen: () => import('./routes/import-recipients-route.tsx'),
  }),
  businessRoute({
    name: 'importPayments',
    title: 'imports',
    screen: () => import('./routes/import-payments-route.tsx'),
  }),
  businessRoute({
    name: 'importCardLoads',
    title: 'imports',
    screen: () => import('./routes/import-card-loads-route.tsx'),
  }),
  businessRoute({
    name: 'sandbox',
    title: 'sandbox',
    screen: () => import('./routes/sandbox-route.tsx'),
  }),

  // Other login-required routes
  signedInRoute({
    name: 'integrations',
    title: 'integrations',
    navBar: true,
    audience: 'business',
    screen: () => import('./routes/integrations-route.tsx'),
  }),
  signedInRoute({
    name: 'webhookPortal',
    title: 'webhookPortal',
    audience: 'business',
    screen: () => import('./routes/webhook-portal-route.tsx'),
  }),
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
  signedInRoute({
    name: 'reviewQueue',
    title: 'reviewQueue',
    screen: () => import('./routes/review-queue-route.tsx'),
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
