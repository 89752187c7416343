import { createBrowserRouter, RouterProvider } from 'react-router';
import { buildRoutes } from './build-routes.tsx';
import { ROUTE_TABLE } from './route-table.ts';

const router = createBrowserRouter(buildRoutes(ROUTE_TABLE));

export function AppRouter() {
  return <RouterProvider router={router} />;
}
