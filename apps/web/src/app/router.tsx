import { createBrowserRouter, RouterProvider } from 'react-router';
import { buildRoutes } from './build-routes.tsx';
import { ROUTE_TABLE } from './route-table.ts';

// Made once initI18n has run, not on import: creating the router starts the first navigation,
// whose route loads its catalogue parts in the language shown.
let router: ReturnType<typeof createBrowserRouter> | undefined;

const appRouter = () => {
  router ??= createBrowserRouter(buildRoutes(ROUTE_TABLE));
  return router;
};

/**
 * Resolves once the first navigation's screen, catalogue parts and guards have loaded (or failed
 * into the error page), so the first render shows the page itself rather than the loader.
 */
export function firstNavigationLoaded(): Promise<void> {
  const started = appRouter();
  if (started.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = started.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export function AppRouter() {
  return <RouterProvider router={appRouter()} />;
}
