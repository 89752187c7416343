// The build's server-side entry (scripts/prerender.mjs): renders a first screen to HTML in one
// language, so a phone paints the page before its JavaScript has arrived. The same route table,
// providers and screens as the browser, through React Router's static router.
import { CARD_FORMS, LANGUAGE_BCP47_TAGS, LANGUAGES, type LanguageCode } from '@causeway/domain';
import { Center, Loader, Stack } from '@mantine/core';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandler,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { buildRoutes } from '../app/build-routes.tsx';
import { CardholderPage } from '../app/layout/cardholder-page.tsx';
import { PageLoader } from '../app/layout/page-loader.tsx';
import { documentTitle } from '../app/layout/use-document-meta.ts';
import { AppProviders } from '../app/providers.tsx';
import type { RouteHandle } from '../app/route-handle.ts';
import { ROUTE_TABLE } from '../app/route-table.ts';
import { CardDashboardHeading } from '../features/cardholder-cards/components/card-dashboard.tsx';
import { changeLanguage, i18n, initI18n, textDirection } from '../i18n/i18n.ts';
import { PARTNER } from '../lib/partner.ts';
import { ROUTE_PATHS } from '../lib/paths.ts';
import { SESSION_TOKEN_KEYS } from '../lib/session/session-token-keys.ts';

/**
 * The first screens of most visits: the landing pages and sign-in. Public, the same for every
 * visitor in a language, and where a phone on a slow connection waits longest for a first paint.
 */
export const PRERENDERED_PATHS = [ROUTE_PATHS.landing, ROUTE_PATHS.cardholders, ROUTE_PATHS.login];
export const PRERENDERED_LANGUAGES = LANGUAGES;
/** On these hostnames `/` is the partner's sign-in page (lib/partner.ts): no prerendered landing. */
export const PARTNER_HOSTNAMES = PARTNER.hostnames;

/**
 * Where the signed-in cardholder's frame is served (apps/api/src/plugins/web.ts: "/cardholder/*" is
 * every page under /cardholder/). The frame, the header with the menu and the language, is the same
 * for every cardholder in a language: painted at once, it is what a phone shows while the app loads
 * the page and its data, instead of a blank screen.
 */
export const CARDHOLDER_FRAME_PATHS = [ROUTE_PATHS.accountOverview, '/cardholder/*'];
/** A tab without it has no session: the app will send it to sign in, so the frame is taken away. */
export const SESSION_MARKER_KEY = SESSION_TOKEN_KEYS.refreshToken;

export type RenderedScreen = {
  /** The markup of `#root`. */
  rootHtml: string;
  title: string;
  /** `<html lang dir>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
};

const handler = createStaticHandler(buildRoutes(ROUTE_TABLE));

const requestFor = (path: string) => new Request(new URL(path, 'http://prerender.invalid'));

async function switchToLanguage(language: LanguageCode): Promise<void> {
  if (!i18n.isInitialized) await initI18n(language);
  else await changeLanguage(language);
}

function renderRouter(routes: StaticHandler, context: StaticHandlerContext): string {
  return renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider
          router={createStaticRouter(routes.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </StrictMode>,
  );
}

/** The page at `path` as a visitor in `language` first sees it (no session, no server state). */
export async function renderFirstScreen(path: string, language: LanguageCode): Promise<RenderedScreen> {
  await switchToLanguage(language);
  const context = await handler.query(requestFor(path));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}: not a first screen`);
  const definition = context.matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.definition)
    .findLast((found) => found !== undefined);
  if (!definition?.screen) throw new Error(`${path} has no screen`);
  return {
    rootHtml: renderRouter(handler, context),
    title: documentTitle(definition, false, i18n.t),
    lang: LANGUAGE_BCP47_TAGS[language],
    dir: textDirection(language),
  };
}

/**
 * Stand-ins for the card's business and last four digits in the early card heading's templates:
 * the frame's script (scripts/prerender.mjs) puts the card's own in their place.
 */
export const EARLY_CARD_BUSINESS_NAME = 'EARLY-CARD-BUSINESS-NAME';
export const EARLY_CARD_LAST4 = 'EARLY-CARD-LAST4';
export const EARLY_CARD_FORMS = CARD_FORMS;

/**
 * What the dashboard's first commit shows above its sections (card-dashboard.tsx), with a loader
 * below it for the rest: painted by the frame's script as soon as the page's early GET of the
 * cardholder answers, before the app's scripts have arrived. The app's page then takes its place
 * with the same heading at the same place.
 */
function EarlyCardDashboard({ form }: { form: (typeof CARD_FORMS)[number] }) {
  return (
    <Stack gap="lg">
      <CardDashboardHeading
        card={{ businessName: EARLY_CARD_BUSINESS_NAME, form, last4: EARLY_CARD_LAST4 }}
      />
      <Center py="xl">
        <Loader role="status" aria-label={i18n.t('common.loading')} />
      </Center>
    </Stack>
  );
}

const dashboard = ROUTE_TABLE.find((definition) => definition.name === 'cardholderDashboard');
const frameHandler = createStaticHandler([
  {
    path: '*',
    handle: { definition: dashboard } satisfies RouteHandle,
    element: (
      <CardholderPage>
        <div data-early-card-slot="">
          <PageLoader />
        </div>
        {CARD_FORMS.map((form) => (
          <template key={form} data-early-card-heading={form}>
            <EarlyCardDashboard form={form} />
          </template>
        ))}
      </CardholderPage>
    ),
  },
]);

/**
 * The signed-in cardholder's frame in `language`: the pages' header, the app's loader, the
 * platform's title, and the dashboard's heading for each card form, to be filled in on a dashboard.
 */
export async function renderCardholderFrame(language: LanguageCode): Promise<RenderedScreen> {
  await switchToLanguage(language);
  const context = await frameHandler.query(requestFor(ROUTE_PATHS.accountOverview));
  if (context instanceof Response) throw new Error(`the cardholder frame answers ${context.status}`);
  return {
    rootHtml: renderRouter(frameHandler, context),
    title: documentTitle(undefined, false, i18n.t),
    lang: LANGUAGE_BCP47_TAGS[language],
    dir: textDirection(language),
  };
}
