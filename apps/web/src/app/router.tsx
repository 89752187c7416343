import { createBrowserRouter, RouterProvider } from 'react-router';
import { buildRoutes } from './build-routes.tsx';
import { ROUTE_TABLE } from './route-table.ts';

// Made at the first render, not on import: creating the router starts the first navigation, whose
// route loads its catalogue parts in the language shown, known only once initI18n has run.
let router: ReturnType<typeof createBrowserRouter> | undefined;

export function AppRouter() {
  router ??= createBrowserRouter(buildRoutes(ROUTE_TABLE));
  return <RouterProvider router={router} />;
}
