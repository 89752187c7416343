import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPlugin } from './web.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** The plugin serving a web build that `write` puts into a fresh folder. */
async function serveBuild(write: (distDir: string) => void) {
  const distDir = mkdtempSync(path.join(tmpdir(), 'causeway-web-dist-'));
  write(distDir);
  const app = Fastify();
  await app.register(webPlugin, { distDir });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}

describe('the web build as served', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await serveBuild((distDir) => {
      mkdirSync(path.join(distDir, 'assets'));
      writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Causeway</title>');
      writeFileSync(path.join(distDir, 'assets/app-abc123.js'), SCRIPT);
      writeFileSync(path.join(distDir, 'assets/app-abc123.js.br'), brotliCompressSync(SCRIPT));
      writeFileSync(path.join(distDir, 'assets/app-abc123.js.gz'), gzipSync(SCRIPT));
      writeFileSync(path.join(distDir, 'assets/plain-def456.js'), 'console.log(1);');
    }));
  });

  afterAll(() => close());

  it.each([
    { accept: 'br, gzip', encoding: 'br' },
    { accept: 'gzip', encoding: 'gzip' },
  ])(
    'sends the precompressed file the browser accepts ($accept → $encoding)',
    async ({ accept, encoding }) => {
      const response = await app.inject({
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    },
  );

  it('sends the file as it is to a browser that accepts no encoding', async () => {
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('sends a file without compressed copies as it is', async () => {
    const response = await app.inject({
      url: '/assets/plain-def456.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1);');
  });

  it('lets browsers keep hashed assets for a year, and asks again for the page itself', async () => {
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ url: '/cardholders' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Causeway</title>');
  });
});

describe('the prerendered first screens', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const pageHtml = (name: string) => `<!doctype html><title>${name}</title>`;

  beforeAll(async () => {
    ({ app, close } = await serveBuild((distDir) => {
      writeFileSync(path.join(distDir, 'index.html'), pageHtml('app'));
      const pages: Record<string, string> = {};
      for (const language of ['en', 'ar']) {
        mkdirSync(path.join(distDir, 'prerendered', language), { recursive: true });
        for (const [urlPath, file] of [
          ['/', 'index'],
          ['/login', 'login'],
        ] as const) {
          const html = pageHtml(`${language} ${file}`);
          writeFileSync(path.join(distDir, 'prerendered', language, `${file}.html`), html);
          writeFileSync(
            path.join(distDir, 'prerendered', language, `${file}.html.br`),
            brotliCompressSync(html),
          );
          pages[`${language} ${urlPath}`] = `prerendered/${language}/${file}.html`;
        }
        const frameHtml = pageHtml(`${language} frame`);
        writeFileSync(path.join(distDir, 'prerendered', language, 'frame.html'), frameHtml);
        pages[`${language} /cardholder/*`] = `prerendered/${language}/frame.html`;
      }
      writeFileSync(path.join(distDir, 'prerendered', 'manifest.json'), JSON.stringify({ pages }));
    }));
  });

  afterAll(() => close());

  it.each([
    { url: '/', title: 'en index' },
    { url: '/login', title: 'en login' },
    { url: '/login/', title: 'en login' },
    { url: '/login?lang=ar', title: 'ar login' },
    { url: '/?lang=ar&next=%2Fcards', title: 'ar index' },
    // A language with no prerendered page, or none at all, gets English; the page gives way in
    // the browser when the visitor chose another language before.
    { url: '/login?lang=xx', title: 'en login' },
    { url: '/login?lang=..%2F..%2Findex', title: 'en login' },
    { url: '/login?lang=ar&lang=en', title: 'en login' },
    // A frame serves every page under its prefix, not the prefix itself.
    { url: '/cardholder/dashboard/4f6c2a4e', title: 'en frame' },
    { url: '/cardholder/help/?lang=ar', title: 'ar frame' },
    { url: '/cardholder/help?lang=xx', title: 'en frame' },
    { url: '/cardholder', title: 'app' },
    { url: '/cardholder/', title: 'app' },
    { url: '/cardholders/set-pin', title: 'app' },
    // Every other page is the app's index.html, as before.
    { url: '/cardholders', title: 'app' },
    { url: '/login/extra', title: 'app' },
    { url: '/LOGIN', title: 'app' },
  ])('GET $url → $title', async ({ url, title }) => {
    const response = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(pageHtml(title));
  });

  it('sends the prerendered page compressed to a browser that accepts it', async () => {
    const response = await app.inject({ url: '/login?lang=ar', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
  });
});
