import { readFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import { API_BASE_PATH } from '../../packages/contracts/src/endpoint.ts';
// A relative path: the config is bundled for Node, which would not load the package's TypeScript.
import { LANGUAGES } from '../../packages/domain/src/languages.ts';
import { writeCompressedCopies } from './scripts/precompress.mjs';
import { catalogGroup, isCatalogGroup } from './src/i18n/catalog-groups.ts';
import { LANGUAGE_STORAGE_KEY } from './src/i18n/language-storage-key.ts';
import { callTableGroupModule, callTableModule } from './src/lib/api/call-table.ts';
import { ACCESS_TOKEN_REUSE_MARGIN_MS, SESSION_TOKEN_KEYS } from './src/lib/session/session-token-keys.ts';

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
// zod in a chunk of its own: the forms need it, and a screen that only reads the domain's rules and
// messages (the cardholder's dashboard) would otherwise load it with them from a shared chunk.
const VALIDATION = /[\\/]node_modules[\\/]zod[\\/]/;

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

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the build
 * (scripts/precompress.mjs), so the server can send them precompressed. Uncompressed, the landing
 * page's first load is about 560 KiB of JavaScript instead of about 155 KiB of gzip: seconds on a
 * phone's connection (Lighthouse, docs/performance.md).
 */
function precompressPlugin(): Plugin {
  return {
    name: 'causeway-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => COMPRESSIBLE.test(fileName))
          .map(async (fileName) => {
            const file = path.join(outDir, fileName);
            await writeCompressedCopies(file, await readFile(file));
          }),
      );
    },
  };
}

/**
 * The first screens people open from outside (a link, a bookmark, typing the address), by path:
 * their route chunk, found after the entry runs, would otherwise start downloading only then.
 */
const FIRST_SCREEN_PRELOADS: readonly {
  path: string;
  module: string;
  queries: boolean;
  /** What the route's loader imports (build-routes.tsx, guards/route-loader.ts). */
  loaderModules?: readonly string[];
  /** The catalogue part the route loads (catalog-groups.ts), in the language the page opens in. */
  catalogGroup?: string;
  /** API paths its loader GETs for a signed-in tab ({userId}: the stored token's), started early. */
  earlyGets?: readonly string[];
}[] = [
  { path: '^/(landingPage)?$', module: 'src/app/routes/landing-route.tsx', queries: false },
  { path: '^/cardholders$', module: 'src/app/routes/cardholders-route.tsx', queries: false },
  { path: '^/login$', module: 'src/app/routes/login-route.tsx', queries: true, catalogGroup: 'cardholder' },
  {
    path: '^/cardholder/dashboard/[^/]+$',
    module: 'src/app/routes/cardholder-dashboard-route.tsx',
    queries: true,
    catalogGroup: 'cardholder',
    loaderModules: [
      'src/app/guards/protected-route-guards.ts',
      'src/features/cardholder-cards/api/prefetch-cardholder.ts',
    ],
    // The guard's user (load-session.ts) and the cardholder context (prefetch-cardholder.ts).
    earlyGets: ['/users/{userId}', '/cardholders/{userId}'],
  },
];
const QUERY_CLIENT_MODULE = 'src/app/with-query-client.tsx';

type BundleChunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  isEntry: boolean;
};

/** A chunk's file and the files of its static imports, transitively. */
function staticClosure(bundle: Record<string, { type: string }>, fileName: string, into = new Set<string>()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName] as BundleChunk | undefined;
  for (const imported of chunk?.imports ?? []) staticClosure(bundle, imported, into);
  return into;
}

/**
 * An inline script at the top of index.html that preloads the chunks of the first screen the
 * address names, beside the entry's own (Vite preloads those), so the screen's code arrives with
 * the framework instead of one round trip after it, with its loader's modules and its catalogue part
 * in the language it opens in. That language (the lang parameter, the last choice or English, as
 * i18n.ts `initialLanguage` picks it) is left in `causewayStartLanguage` for the prerendered page's
 * own script (scripts/prerender.mjs), where the preloads also wait with the app's scripts until the
 * page has been painted (`causewayAfterFirstPaint`). Every other path preloads nothing more.
 */
function firstScreenPreloadPlugin(root: string): Plugin {
  return {
    name: 'causeway-first-screen-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as Record<string, { type: string }> | undefined;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is BundleChunk => item.type === 'chunk');
        const chunkOf = (module: string) =>
          chunks.find((chunk) => chunk.facadeModuleId === path.join(root, module))?.fileName;
        const entry = chunks.find((chunk) => chunk.isEntry);
        const preloadedByVite = entry ? staticClosure(bundle, entry.fileName) : new Set<string>();
        const queryChunk = chunkOf(QUERY_CLIENT_MODULE);
        const notPreloaded = (files: Set<string>) =>
          [...files].filter((file) => !preloadedByVite.has(file)).map((file) => `/${file}`);
        /** The group's part of each language's catalogue: language code → its files. */
        const catalogParts = (group: string) =>
          Object.fromEntries(
            chunks.flatMap((chunk) => {
              const id = chunk.facadeModuleId ?? '';
              if (!id.startsWith(`${CATALOG_PART_ID}${group}:`)) return [];
              return [[path.basename(id, '.json.js'), notPreloaded(staticClosure(bundle, chunk.fileName))]];
            }),
          );
        const table = FIRST_SCREEN_PRELOADS.flatMap(
          ({ path: pattern, module, queries, loaderModules, catalogGroup, earlyGets = [] }) => {
            const screen = chunkOf(module);
            if (!screen) return [];
            const files = staticClosure(bundle, screen);
            if (queries && queryChunk) staticClosure(bundle, queryChunk, files);
            for (const loaderModule of loaderModules ?? []) {
              const chunk = chunkOf(loaderModule);
              if (chunk) staticClosure(bundle, chunk, files);
            }
            return [
              [pattern, notPreloaded(files), catalogGroup ? catalogParts(catalogGroup) : {}, earlyGets],
            ];
          },
        );
        // early-gets.ts: with a stored access token that has a while to live, the route's GETs start
        // now, keyed by the path the app will ask for; a failure is the app's to see, not the page's.
        const earlyGetsScript = `function e(g){try{var a=JSON.parse(sessionStorage.getItem(${JSON.stringify(SESSION_TOKEN_KEYS.accessToken)}));if(!a||!(a.expiresAtMs-Date.now()>${ACCESS_TOKEN_REUSE_MARGIN_MS}))return;var s=window.causewayEarlyGets={};g.forEach(function(u){u=u.replace('{userId}',encodeURIComponent(a.userId));var r=fetch(${JSON.stringify(API_BASE_PATH)}+u,{headers:{accept:'application/json',authorization:'Bearer '+a.accessToken}});r.catch(function(){});s[u]={accessToken:a.accessToken,startedAtMs:Date.now(),response:r}})}catch(x){}}`;
        const code = `(function(){var L=${JSON.stringify(LANGUAGES)};var w=new URLSearchParams(location.search).get('lang');if(L.indexOf(w)<0){w=null;try{w=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})}catch(e){}if(L.indexOf(w)<0)w=L[0]}window.causewayStartLanguage=w;var p=location.pathname.replace(/\\/+$/,'')||'/';var t=${JSON.stringify(table)};${earlyGetsScript}for(var i=0;i<t.length;i++){if(new RegExp(t[i][0]).test(p)){if(t[i][3].length)e(t[i][3]);var h=t[i][1].concat(t[i][2][w]||[]);var go=function(){h.forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;document.head.appendChild(l)})};if(document.documentElement.hasAttribute('data-prerendered-language'))(window.causewayAfterFirstPaint=window.causewayAfterFirstPaint||[]).push(go);else go();return}}})();`;
        return { html, tags: [{ tag: 'script', children: code, injectTo: 'head' }] };
      },
    },
  };
}

// The dev server forwards API calls to `causeway api`; API_PROXY_TARGET points it at another port.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// The server-side build (`isSsrBuild`) is the prerenderer of the first screens (scripts/prerender.mjs):
// run once in Node at build time, so it keeps one module graph and its entry's exports.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    callTablePlugin(),
    catalogGroupPlugin(),
    ...(isSsrBuild ? [] : [firstScreenPreloadPlugin(import.meta.dirname), precompressPlugin()]),
  ],
  server: { port: 5173, proxy: { '/api': apiTarget, '/.well-known': apiTarget } },
  build: isSsrBuild
    ? { sourcemap: false, copyPublicDir: false }
    : {
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
                { name: 'zod', test: VALIDATION },
              ],
            },
          },
        },
      },
}));
