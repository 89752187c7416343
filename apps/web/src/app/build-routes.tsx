import type { RouteObject } from 'react-router';
import { catalogGroupsFor } from '../i18n/catalog-groups.ts';
import { loadCatalogGroups } from '../i18n/i18n.ts';
import { missingBusinessIdLoader, routeLoader } from './guards/route-loader.ts';
import { PageLoader } from './layout/page-loader.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { loadWithTimeout } from './lazy-screen.ts';
import type { RouteDefinition, ScreenModule } from './route-definition.ts';
import type { RouteHandle } from './route-handle.ts';
import { RouteErrorPage } from './routes/route-error-page.tsx';

const notFoundScreen = () => import('./routes/not-found-route.tsx');
const portalShell = () => import('./layout/portal-shell.tsx');

const loadQueryClient = () => import('./with-query-client.tsx');

/**
 * A route's screen, loaded with the parts of the catalogue its audience reads (catalog-groups.ts)
 * and, unless it is a landing page or the not-found page, inside the server-state cache's provider.
 */
function lazyComponent(
  importScreen: () => Promise<ScreenModule>,
  { definition, queries }: { definition?: RouteDefinition; queries: boolean },
): RouteObject['lazy'] {
  return async () => {
    const [screen, queryClient] = await Promise.all([
      loadWithTimeout(importScreen),
      queries ? loadWithTimeout(loadQueryClient) : undefined,
      loadWithTimeout(() => loadCatalogGroups(catalogGroupsFor(definition))),
    ]);
    return { Component: queryClient ? queryClient.withQueryClient(screen.default) : screen.default };
  };
}

function toRouteObject(definition: RouteDefinition): RouteObject {
  return {
    id:
      definition.partner && !definition.name.startsWith('partner')
        ? `${definition.name}Partner`
        : definition.name,
    path: definition.path,
    loader: routeLoader(definition),
    // A route of a later issue has no screen yet: once its guards pass, it is a page that does not exist.
    lazy: definition.redirectTo
      ? undefined
      : lazyComponent(definition.screen ?? notFoundScreen, { definition, queries: !definition.firstScreen }),
    handle: { definition } satisfies RouteHandle,
  };
}

/** /{businessId}/cards reached as /cards: the guard fills in the user's top-level business. */
function withoutBusinessId(definition: RouteDefinition): RouteObject {
  return {
    id: `${definition.name}WithoutBusinessId`,
    path: definition.path.replace(/^\/:businessId/, ''),
    loader: missingBusinessIdLoader(definition),
    handle: { definition } satisfies RouteHandle,
  };
}

const isFramed = (definition: RouteDefinition) => definition.access === 'loginRequired' && definition.navBar;

/** Turns the route table into React Router's route objects (library data mode). */
export function buildRoutes(table: readonly RouteDefinition[]): RouteObject[] {
  const businessRoutesWithId = table.filter(
    (definition) => definition.access === 'loginRequired' && definition.path.startsWith('/:businessId/'),
  );
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: PageLoader,
      children: [
        ...table.filter((definition) => !isFramed(definition)).map(toRouteObject),
        {
          id: 'portalShell',
          lazy: lazyComponent(portalShell, { queries: true }),
          children: table.filter(isFramed).map(toRouteObject),
        },
        ...businessRoutesWithId.map(withoutBusinessId),
        { id: 'notFound', path: '*', lazy: lazyComponent(notFoundScreen, { queries: false }) },
      ],
    },
  ];
}
