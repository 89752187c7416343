import type { APIRequestContext } from '@playwright/test';
import type { Language, ScreenVisit, Width } from './every-screen.ts';
import type { DemoRecords } from './every-screen-data.ts';
import { webhookPortalPath } from './every-screen-data.ts';

type Screen<Context> = {
  open: (context: Context) => string | Promise<string>;
  languages?: readonly Language[];
  widths?: readonly Width[];
  lands?: RegExp;
};
/** Screens by their route path in the route table (partner twins have their own paths). */
type Screens<Context> = Readonly<Record<string, Screen<Context>>>;

export function visitsOf<Context>(screens: Screens<Context>, context: Context): ScreenVisit[] {
  return Object.entries(screens).map(([route, screen]) => ({
    route,
    open: () => screen.open(context),
    languages: screen.languages,
    widths: screen.widths,
    lands: screen.lands,
  }));
}

const at = (path: string) => ({ open: () => path });

/** Public screens, opened signed out. */
export const PUBLIC_SCREENS: Screens<unknown> = {
  '/': at('/'),
  '/about': at('/about'),
  '/login': at('/login'),
  '/register': at('/register'),
  '/register/cardholder': at('/register/cardholder'),
  '/register/member': at('/register/member'),
  '/onboard': at('/onboard'),
  '/cardholders': at('/cardholders'),
  '/landingPage': at('/landingPage'),
  '/forgot-password': at('/forgot-password'),
  '/reset-password': at('/reset-password'),
  '/cardholder/help': at('/cardholder/help'),
  '/cardholders/set-pin': at('/cardholders/set-pin'),
  '/partner/cardholder/help': { ...at('/partner/cardholder/help'), widths: [360] },
  '/partner/cardholders/set-pin': { ...at('/partner/cardholders/set-pin'), widths: [360] },
  '/partner': at('/partner'),
  '/partner/register': at('/partner/register'),
  '/partner/register/cardholder': at('/partner/register/cardholder'),
};

export type AdminContext = { records: DemoRecords; request: APIRequestContext };

const org = (suffix: string) => ({
  open: ({ records }: AdminContext) => `/${records.organizationId}${suffix}`,
});
const program = (suffix: string) => ({
  open: ({ records }: AdminContext) => `/${records.cardsProgramId}${suffix}`,
});

/** The business portal as the demo administrator (every permission, the whole organisation). */
export const ADMIN_SCREENS: Screens<AdminContext> = {
  '/:businessId/programs': org('/programs'),
  '/:businessId/programs/reports': org('/programs/reports'),
  '/:businessId/cards': program('/cards'),
  '/:businessId/cards/:cardId': {
    open: ({ records }) => `/${records.cardsProgramId}/cards/${records.cardId}`,
  },
  '/:businessId/recipients': { open: ({ records }) => `/${records.payoutsProgramId}/recipients` },
  '/:businessId/recipients/:recipientId': {
    open: ({ records }) => `/${records.payoutsProgramId}/recipients/${records.recipientId}`,
  },
  '/:businessId/reports': program('/reports'),
  '/:businessId/orders': program('/orders'),
  '/:businessId/orders/:orderId': {
    open: ({ records }) => `/${records.cardsProgramId}/orders/${records.orderId}`,
  },
  '/:businessId/funding-account': org('/funding-account'),
  '/:businessId/autoloads': program('/autoloads'),
  '/:businessId/autoloads/:autoloadId': {
    open: ({ records }) => `/${records.cardsProgramId}/autoloads/${records.autoloadId}`,
  },
  // The choosers and the no-access page answer a signed-in person directly, whatever they hold.
  '/choose-portal': at('/choose-portal'),
  '/choose-business': at('/choose-business'),
  '/no-access': at('/no-access'),
};

/** The business portal's settings, imports and developer pages, as the demo administrator. */
export const ADMIN_SETTINGS_SCREENS: Screens<AdminContext> = {
  '/:businessId/settings/members': org('/settings/members'),
  '/:businessId/settings/spend-rules': org('/settings/spend-rules'),
  '/:businessId/settings/custom-fields': org('/settings/custom-fields'),
  '/:businessId/import/order': program('/import/order'),
  '/:businessId/import/order/physical': program('/import/order/physical'),
  '/:businessId/import/order/virtual': program('/import/order/virtual'),
  '/:businessId/import/recipients': {
    open: ({ records }) => `/${records.payoutsProgramId}/import/recipients`,
  },
  '/:businessId/import/payments': { open: ({ records }) => `/${records.payoutsProgramId}/import/payments` },
  '/:businessId/import/card-loads': program('/import/card-loads'),
  '/:businessId/sandbox': org('/sandbox'),
  '/integrations': at('/integrations'),
  '/webhook-portal': {
    open: ({ records, request }) => webhookPortalPath(request, records.organizationId),
    lands: /^\/webhook-portal$/,
  },
};

export type CardholderContext = { cardId: string };

const card = (prefix: string, suffix: string) => ({
  open: ({ cardId }: CardholderContext) => `${prefix}/cardholder/${suffix.replace(':cardId', cardId)}`,
});

/** The cardholder portal as the demo cardholder, in its plain and partner paths. */
export const CARDHOLDER_SCREENS: Screens<CardholderContext> = {
  '/accountOverview': {
    open: () => '/accountOverview',
    lands: /^\/(accountOverview|cardholder\/dashboard\/.+)$/,
  },
  '/partner/cardholder': {
    open: () => '/partner/cardholder',
    widths: [360],
    lands: /^\/partner\/(cardholder|cardholder\/dashboard\/.+)$/,
  },
  // The partner twins render the same screens under the partner's name: checked on the phone only.
  ...Object.fromEntries(
    ['', '/partner'].flatMap((prefix) =>
      [
        'dashboard/:cardId',
        'cards/:cardId/details',
        'cards/:cardId/pin',
        'link-card',
        'notifications',
        'billing-address',
      ].map((suffix) => [
        `${prefix}/cardholder/${suffix}`,
        { ...card(prefix, suffix), widths: prefix ? ([360] as const) : undefined },
      ]),
    ),
  ),
};

/** The platform reviewer's queue. */
export const REVIEWER_SCREENS: Screens<unknown> = {
  '/platform/applications': at('/platform/applications'),
};

export type ApplicantContext = { businessId: string };

const step = (suffix: string) => ({ open: ({ businessId }: ApplicantContext) => `/${businessId}${suffix}` });

/** A new organisation's application, as its authorized person, before it is submitted. */
export const APPLICANT_SCREENS: Screens<ApplicantContext> = {
  '/:businessId/businessInfo': step('/businessInfo'),
  '/:businessId/authorizedPerson/info': step('/authorizedPerson/info'),
  '/:businessId/submitConfirmation': step('/submitConfirmation'),
};

export type RecipientContext = { intakeLink: string };

/** The recipient's payment setup, from the seeded intake email; the spec offers en, es and pl there. */
export const RECIPIENT_EMAIL_SCREENS: Screens<RecipientContext> = {
  '/setup-payment/:businessId/recipient': { open: ({ intakeLink }) => intakeLink, languages: ['en', 'es'] },
};
export const RECIPIENT_DETAILS_SCREENS: Screens<RecipientContext> = {
  '/setup-payment/recipient': { open: () => '/setup-payment/recipient', languages: ['en', 'es'] },
};

/**
 * Routes the pass does not open, each with the reason. A redirect-only route has no screen; the
 * others need a state the demo data cannot reach within this pass and are checked elsewhere.
 */
export const SKIPPED_ROUTES: Readonly<Record<string, string>> = {
  '/:businessId/authorizedPerson': 'redirect only (to /authorizedPerson/info)',
  '/:businessId/authorizedPerson/welcome': 'redirect only (to /authorizedPerson/info)',
  '/:businessId/authorizedPersonStatus': 'redirect only (to /submitConfirmation)',
  '/:businessId/addBeneficialOwners': 'redirect only (to /submitConfirmation)',
  '/:businessId/bankTransfers': 'redirect only (to /recipients)',
  '/:businessId/settings': 'redirect only (to /settings/spend-rules)',
  '/:businessId/beneficialOwnerForm/:beneficialOwnerId/info':
    "needs a submitted application's owner link: onboarding.spec.ts runs axe and the 390 px check on it in en and ar",
  '/:businessId/beneficialOwnerStatus':
    'needs a submitted application: onboarding.spec.ts runs axe and the 390 px check on it in en and ar',
  '/:businessId/manualReview':
    'needs a submitted application: onboarding.spec.ts runs axe on the review page in en and ar',
};

/** Every route path the pass opens or skips. */
export const ACCOUNTED_ROUTES: readonly string[] = [
  ...[
    PUBLIC_SCREENS,
    ADMIN_SCREENS,
    ADMIN_SETTINGS_SCREENS,
    CARDHOLDER_SCREENS,
    REVIEWER_SCREENS,
    APPLICANT_SCREENS,
    RECIPIENT_EMAIL_SCREENS,
    RECIPIENT_DETAILS_SCREENS,
  ].flatMap((screens) => Object.keys(screens)),
  ...Object.keys(SKIPPED_ROUTES),
];
