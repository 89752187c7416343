import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPlugin } from './web.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

describe('the web build as served', () => {
  let distDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'causeway-web-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Causeway</title>');
    writeFileSync(path.join(distDir, 'assets/app-abc123.js'), SCRIPT);
    writeFileSync(path.join(distDir, 'assets/app-abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(distDir, 'assets/app-abc123.js.gz'), gzipSync(SCRIPT));
    writeFileSync(path.join(distDir, 'assets/plain-def456.js'), 'console.log(1);');
    app = Fastify();
    await app.register(webPlugin, { distDir });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

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
