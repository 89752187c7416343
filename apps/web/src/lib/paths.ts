import { generatePath } from 'react-router';
import { PARTNER } from './partner.ts';

const partner = `/${PARTNER.pathPrefix}`;

/**
 * The path of every route of both spec documents, by route name: the single source for links.
 * The route table (app/route-table.ts) adds access, titles and screens to these.
 */
export const ROUTE_PATHS = {
  // Public (business spec §2.1, cardholder spec §2)
  landing: '/',
  about: '/about',
  login: '/login',
  register: '/register',
  registerCardholder: '/register/cardholder',
  registerMember: '/register/member',
  createProfile: '/onboard',
  cardholders: '/cardholders',
  landingPage: '/landingPage',
  // Ours: the forgot-password form and the page the emailed reset link opens.
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',

  // Business onboarding, public, under a business
  businessInfo: '/:businessId/businessInfo',
  authorizedPerson: '/:businessId/authorizedPerson',
  authorizedPersonWelcome: '/:businessId/authorizedPerson/welcome',
  authorizedPersonInfo: '/:businessId/authorizedPerson/info',
  authorizedPersonStatus: '/:businessId/authorizedPersonStatus',
  addBeneficialOwners: '/:businessId/addBeneficialOwners',
  beneficialOwnerInfo: '/:businessId/beneficialOwnerForm/:beneficialOwnerId/info',
  submitConfirmation: '/:businessId/submitConfirmation',
  beneficialOwnerStatus: '/:businessId/beneficialOwnerStatus',
  manualReview: '/:businessId/manualReview',

  // Business portal, login required, under a business
  cards: '/:businessId/cards',
  card: '/:businessId/cards/:cardId',
  recipients: '/:businessId/recipients',
  bankTransfers: '/:businessId/bankTransfers',
  recipient: '/:businessId/recipients/:recipientId',
  reports: '/:businessId/reports',
  programs: '/:businessId/programs',
  superBusinessReports: '/:businessId/programs/reports',
  orders: '/:businessId/orders',
  order: '/:businessId/orders/:orderId',
  fundingAccount: '/:businessId/funding-account',
  autoloads: '/:businessId/autoloads',
  autoload: '/:businessId/autoloads/:autoloadId',
  settings: '/:businessId/settings',
  memberSettings: '/:businessId/settings/members',
  spendRuleSettings: '/:businessId/settings/spend-rules',
  customFields: '/:businessId/settings/custom-fields',
  importOrder: '/:businessId/import/order',
  importPhysicalOrder: '/:businessId/import/order/physical',
  importVirtualOrder: '/:businessId/import/order/virtual',
  importRecipients: '/:businessId/import/recipients',
  importPayments: '/:businessId/import/payments',
  importCardLoads: '/:businessId/import/card-loads',
  // Ours: the sandbox page that plays the card network, bank and carrier (SANDBOX=1 only).
  sandbox: '/:businessId/sandbox',

  // Other login-required routes
  integrations: '/integrations',
  // Ours: the webhook portal page that GET /businesses/{id}/webhooks/accessLink links to (issue 17).
  webhookPortal: '/webhook-portal',
  accountOverview: '/accountOverview',
  cardholderDashboard: '/cardholder/dashboard/:cardId',
  // Ours: the cardholder portal's other pages (cardholder spec §2 "Screens" names them, not their paths).
  cardholderCardDetails: '/cardholder/cards/:cardId/details',
  cardholderSetPin: '/cardholder/cards/:cardId/pin',
  cardholderLinkCard: '/cardholder/link-card',
  cardholderNotifications: '/cardholder/notifications',
  cardholderBillingAddress: '/cardholder/billing-address',
  cardholderHelp: '/cardholder/help',
  // Public: the first PIN of a physical card, proven by its card details, without signing in.
  cardholderFirstPin: '/cardholders/set-pin',

  // Ours: the choosers and the page for an account with neither businesses nor cards.
  choosePortal: '/choose-portal',
  chooseBusiness: '/choose-business',
  noAccess: '/no-access',
  // Ours: the platform reviewer's queue of business applications (issue 13).
  reviewQueue: '/platform/applications',

  // Partner (co-branded) variant
  partnerLogin: partner,
  partnerCardholder: `${partner}/cardholder`,
  partnerRegister: `${partner}/register`,
  partnerRegisterCardholder: `${partner}/register/cardholder`,

  // Recipient payment setup (intake), public
  recipientEmailVerification: '/setup-payment/:businessId/recipient',
  recipientBankDetails: '/setup-payment/recipient',
} as const;

export type RouteName = keyof typeof ROUTE_PATHS;

type ParamsOf<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param | keyof ParamsOf<`/${Rest}`>]: string }
  : Path extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<string, never>;

export type RouteParams<Name extends RouteName> = ParamsOf<(typeof ROUTE_PATHS)[Name]>;

/** The link to a named route; `query` values that are null or undefined are left out. */
export function pathTo<Name extends RouteName>(
  name: Name,
  ...[params, query]: RouteParams<Name> extends Record<string, never>
    ? [params?: Record<string, never>, query?: Record<string, string | null | undefined>]
    : [params: RouteParams<Name>, query?: Record<string, string | null | undefined>]
): string {
  const path = generatePath(ROUTE_PATHS[name] as string, params as Record<string, string>);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) search.set(key, value);
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
