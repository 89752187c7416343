import { readFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import { catalogGroup, isCatalogGroup } from './src/i18n/catalog-groups.ts';
import { callTableGroupModule, callTableModule } from './src/lib/api/call-table.ts';

// packages/domain and packages/contracts are pure by rule (biome forbids I/O there), so a module of
// theirs whose exports go unused can be dropped, and building a zod schema has no side effect.
// Without this the landing page would carry every schema of the domain (and zod) in its first load.
const PURE_WORKSPACE_MODULE = /[\\/]packages[\\/](domain|contracts)[\\/]/;

// The framework every page needs in one chunk (one request, cached across deploys of app code).
// Mantine stays split per component, so the landing page does not carry the business screens' dialogs.
// TanStack Query is a chunk of its own: every screen but the landing pages loads it (build-routes.tsx).
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/;
const SERVER_STATE = /[\\/]node_modules[\\/]@tanstack[\\/]/;

// The web's `@causeway/contracts` and the modules of its endpoint groups' call tables.
const CALL_TABLE_ID = '\0causeway-call-table';
const CALL_TABLE_GROUP_PREFIX = '\0causeway-call-table:';
const isCallTableModule = (id: string) => id.startsWith(CALL_TABLE_ID);

/**
 * The web build's `@causeway/contracts`: the endpoint groups cut to method, path and access (see
 * src/lib/api/call-table.ts), so their zod schemas do not ride along with every API call. Only the
 * web's own modules get it; the contracts' and the domain's modules import each other as before.
 * The contracts are evaluated once per build, in Node, to read the groups.
 */
function callTablePlugin(): Plugin {
  let contractsId: string | undefined;
  let contracts: Promise<Record<string, unknown>> | undefined;
  const evaluate = (id: string) =>
    (contracts ??= runnerImport<Record<string, unknown>>(id, { configFile: false, logLevel: 'error' }).then(
      ({ module }) => module,
    ));
  return {
    name: 'causeway-call-table',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      contracts = undefined;
    },
    async resolveId(source, importer, options) {
      if (source.startsWith(CALL_TABLE_GROUP_PREFIX)) return source;
      if (source !== '@causeway/contracts' || !importer || PURE_WORKSPACE_MODULE.test(importer)) return null;
      contractsId ??= (await this.resolve(source, importer, { ...options, skipSelf: true }))?.id;
      return contractsId ? CALL_TABLE_ID : null;
    },
    async load(id) {
      if (!isCallTableModule(id) || !contractsId) return null;
      const module = await evaluate(contractsId);
      // Side-effect free like the contracts, so an import through these modules goes straight to
      // the module defining the export.
      if (id.startsWith(CALL_TABLE_GROUP_PREFIX)) {
        const code = callTableGroupModule(module, id.slice(CALL_TABLE_GROUP_PREFIX.length));
        return code === undefined ? null : { code, moduleSideEffects: false };
      }
      const code = callTableModule(
        module,
        await readFile(contractsId, 'utf8'),
        (specifier) => path.resolve(path.dirname(contractsId as string), specifier),
        (name) => `${CALL_TABLE_GROUP_PREFIX}${name}`,
      );
      return { code, moduleSideEffects: false };
    },
  };
}

const CATALOG_PART = /[\\/]locales[\\/][\w-]+\.json\?catalog-group=(\w+)$/;
const CATALOG_PART_ID = '\0causeway-catalog-part:';

/**
 * `locales/<code>.json?catalog-group=<group>`: the part of the catalogue that group holds
 * (src/i18n/catalog-groups.ts), as a module whose default export is that part. Its id does not end
 * in `.json`, so no JSON plugin takes it. The web unit tests use it too (vitest.config.ts).
 */
export function catalogGroupPlugin(): Plugin {
  return {
    name: 'causeway-catalog-group',
    enforce: 'pre',
    resolveId(source, importer) {
      const group = CATALOG_PART.exec(source)?.[1];
      if (group === undefined) return null;
      const file = source.slice(0, source.indexOf('?'));
      const absolute = path.isAbsolute(file) || !importer ? file : path.resolve(path.dirname(importer), file);
      // `.js` last: an id ending in `.json` would be taken by Vite's JSON plugin.
      return `${CATALOG_PART_ID}${group}:${absolute}.js`;
    },
    async load(id) {
      if (!id.startsWith(CATALOG_PART_ID)) return null;
      const rest = id.slice(CATALOG_PART_ID.length);
      const group = rest.slice(0, rest.indexOf(':'));
      const file = rest.slice(group.length + 1, -'.js'.length);
      if (!isCatalogGroup(group)) throw new Error(`Unknown catalogue group ${group} for ${file}`);
      this.addWatchFile(file);
      const part = catalogGroup(group, JSON.parse(await readFile(file, 'utf8')));
      return { code: `export default ${JSON.stringify(part)};\n`, moduleSideEffects: false };
    },
  };
}

// The dev server forwards API calls to `causeway api`; API_PROXY_TARGET points it at another port.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), callTablePlugin(), catalogGroupPlugin()],
  server: { port: 5173, proxy: { '/api': apiTarget, '/.well-known': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      treeshake: {
        moduleSideEffects: (id: string) =>
          PURE_WORKSPACE_MODULE.test(id) || isCallTableModule(id) ? false : undefined,
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          // Small shared chunks (one Mantine component each) are inlined into the pages using them.
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
          groups: [
            { name: 'framework', test: FRAMEWORK },
            { name: 'query', test: SERVER_STATE },
          ],
        },
      },
    },
  },
});
