import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** One entry of the web app's route table, as the router registers it. */
export type RouteEntry = {
  name: string;
  path: string;
  access: 'public' | 'loginRequired';
  audience?: 'business' | 'cardholder';
  redirectTo?: string;
  partner?: boolean;
  hasScreen: boolean;
};

const WEB_SRC = path.resolve(import.meta.dirname, '../../../apps/web/src');
// Inside the repository, so the bundle's bare imports (react-router) resolve from node_modules.
const OUT_DIR = path.resolve(import.meta.dirname, '../../../node_modules/.cache/causeway-e2e');

/**
 * The route table itself (apps/web/src/app/route-table.ts), not a copy: bundled for Node with the
 * build settings left at their defaults and the lazy screens kept as (never called) imports, so a
 * route added to the table is listed here too, partner twins included.
 */
export async function loadRouteTable(): Promise<RouteEntry[]> {
  mkdirSync(OUT_DIR, { recursive: true });
  const outfile = path.join(OUT_DIR, `route-table-${process.pid}-${Date.now()}.mjs`);
  await build({
    entryPoints: [path.join(WEB_SRC, 'app/route-table.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'error',
    packages: 'external',
    define: { 'import.meta.env': '{}' },
    plugins: [
      {
        name: 'screens-stay-lazy',
        setup(builder) {
          builder.onResolve({ filter: /^\.\/routes\// }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  const { ROUTE_TABLE } = (await import(pathToFileURL(outfile).href)) as {
    ROUTE_TABLE: readonly (Omit<RouteEntry, 'hasScreen'> & { screen?: unknown })[];
  };
  return ROUTE_TABLE.map(({ name, path: routePath, access, audience, redirectTo, partner, screen }) => ({
    name,
    path: routePath,
    access,
    audience,
    redirectTo,
    partner,
    hasScreen: screen !== undefined,
  }));
}
