import type { RouteObject } from 'react-router';
import { missingBusinessIdLoader, routeLoader } from './guards/route-loader.ts';
import { PageLoader } from './layout/page-loader.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { loadWithTimeout } from './lazy-screen.ts';
import type { RouteDefinition, ScreenModule } from './route-definition.ts';
import type { RouteHandle } from './route-handle.ts';
import { RouteErrorPage } from './routes/route-error-page.tsx';

const notFoundScreen = () => import('./routes/not-found-route.tsx');
const portalShell = () => import('./layout/portal-shell.tsx');

function lazyComponent(importScreen: () => Promise<ScreenModule>): RouteObject['lazy'] {
  return async () => ({ Component: (await loadWithTimeout(importScreen)).default });
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
    lazy: definition.redirectTo ? undefined : lazyComponent(definition.screen ?? notFoundScreen),
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
          lazy: lazyComponent(portalShell),
          children: table.filter(isFramed).map(toRouteObject),
        },
        ...businessRoutesWithId.map(withoutBusinessId),
        { id: 'notFound', path: '*', lazy: lazyComponent(notFoundScreen) },
      ],
    },
  ];
}
