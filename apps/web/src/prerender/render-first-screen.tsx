// The build's server-side entry (scripts/prerender.mjs): renders a first screen to HTML in one
// language, so a phone paints the page before its JavaScript has arrived. The same route table,
// providers and screens as the browser, through React Router's static router.
import { LANGUAGE_BCP47_TAGS, LANGUAGES, type LanguageCode } from '@causeway/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { buildRoutes } from '../app/build-routes.tsx';
import { documentTitle } from '../app/layout/use-document-meta.ts';
import { AppProviders } from '../app/providers.tsx';
import type { RouteHandle } from '../app/route-handle.ts';
import { ROUTE_TABLE } from '../app/route-table.ts';
import { changeLanguage, i18n, initI18n, textDirection } from '../i18n/i18n.ts';
import { PARTNER } from '../lib/partner.ts';
import { ROUTE_PATHS } from '../lib/paths.ts';

/**
 * The first screens of most visits: the landing pages and sign-in. Public, the same for every
 * visitor in a language, and where a phone on a slow connection waits longest for a first paint.
 */
export const PRERENDERED_PATHS = [ROUTE_PATHS.landing, ROUTE_PATHS.cardholders, ROUTE_PATHS.login];
export const PRERENDERED_LANGUAGES = LANGUAGES;
/** On these hostnames `/` is the partner's sign-in page (lib/partner.ts): no prerendered landing. */
export const PARTNER_HOSTNAMES = PARTNER.hostnames;

export type RenderedScreen = {
  /** The markup of `#root`. */
  rootHtml: string;
  title: string;
  /** `<html lang dir>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
};

const handler = createStaticHandler(buildRoutes(ROUTE_TABLE));

/** The page at `path` as a visitor in `language` first sees it (no session, no server state). */
export async function renderFirstScreen(path: string, language: LanguageCode): Promise<RenderedScreen> {
  if (!i18n.isInitialized) await initI18n(language);
  else await changeLanguage(language);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}: not a first screen`);
  const definition = context.matches
    .map((match) => (match.route.handle as RouteHandle | undefined)?.definition)
    .findLast((found) => found !== undefined);
  if (!definition?.screen) throw new Error(`${path} has no screen`);
  const rootHtml = renderToString(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </StrictMode>,
  );
  return {
    rootHtml,
    title: documentTitle(definition, false, i18n.t),
    lang: LANGUAGE_BCP47_TAGS[language],
    dir: textDirection(language),
  };
}
