import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Vite names every file under assets/ by its content hash: a new build is a new name. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * The first screens the web build rendered to HTML (apps/web/scripts/prerender.mjs), by
 * "<language> <path>"; empty for a build without them.
 */
function readPrerenderedPages(distDir: string): Map<string, string> {
  const manifest = path.join(distDir, 'prerendered', 'manifest.json');
  if (!existsSync(manifest)) return new Map();
  const { pages } = JSON.parse(readFileSync(manifest, 'utf8')) as { pages: Record<string, string> };
  return new Map(Object.entries(pages));
}

/**
 * A prerendered page for this address: its path, in the language its `lang` parameter names or
 * else English (the page itself gives way in the browser to a visitor's other saved choice). A key
 * ending in "/*" is a frame shared by every page under its first segment ("/cardholder/*": the
 * signed-in cardholder's header, painted while the app loads the page's data); an exact path wins.
 */
export function prerenderedPageFor(
  pages: ReadonlyMap<string, string>,
  urlPath: string,
  lang: unknown,
): string | undefined {
  const pagePath = urlPath.replace(/\/+$/, '') || '/';
  const secondSlash = pagePath.indexOf('/', 1);
  const keys = secondSlash > 0 ? [pagePath, `${pagePath.slice(0, secondSlash)}/*`] : [pagePath];
  const languages = typeof lang === 'string' && lang !== 'en' ? [lang, 'en'] : ['en'];
  for (const language of languages) {
    for (const key of keys) {
      const page = pages.get(`${language} ${key}`);
      if (page) return page;
    }
  }
  return undefined;
}

/**
 * Serves the built React app on the same origin as the API. Any GET that is not an API, docs or
 * asset path gets index.html, so the web router decides (and shows its own not-found page); the
 * first screens get their prerendered HTML instead, which the app then takes over.
 * The build writes `.br` and `.gz` beside each file (apps/web/vite.config.ts); preCompressed sends
 * the one the browser accepts, so a phone downloads about a third of the bytes with no CPU spent
 * compressing per request.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    if (!existsSync(path.join(options.distDir, 'index.html'))) {
      app.log.warn(
        { distDir: options.distDir },
        'web build not found; serving the API only (run: npm run build -w @causeway/web)',
      );
      return;
    }
    const prerenderedPages = readPrerenderedPages(options.distDir);
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        if (filePath.startsWith(path.join(options.distDir, 'assets') + path.sep)) {
          reply.header('cache-control', IMMUTABLE_CACHE);
        }
      },
    });
    app.get('/*', { config: { public: true, webPage: true }, schema: { hide: true } }, (request, reply) => {
      const urlPath = request.url.split('?')[0]!;
      if (urlPath.startsWith('/api/') || urlPath.startsWith('/assets/')) {
        return reply.status(404).send({ code: 'not_found', message: `No route for GET ${urlPath}` });
      }
      const file = path.join(options.distDir, urlPath);
      if (file.startsWith(options.distDir) && path.extname(urlPath) && existsSync(file)) {
        return reply.sendFile(urlPath.slice(1));
      }
      const lang = (request.query as Record<string, unknown> | undefined)?.lang;
      const page = prerenderedPageFor(prerenderedPages, urlPath, lang) ?? 'index.html';
      // cacheControl off, or the plugin's own max-age would replace no-cache.
      return reply.header('cache-control', 'no-cache').sendFile(page, { cacheControl: false });
    });
  },
  { name: 'web' },
);
