import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The web app's pages beside the API: a browser asking for a page gets the page. */

const PAGE_HTML = '<!doctype html><title>Causeway</title><div id="root"></div>';
let distDir: string;
let t: TestApp;
beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'causeway-web-'));
  writeFileSync(path.join(distDir, 'index.html'), PAGE_HTML);
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('page requests', () => {
  it('a page whose address carries hidden formatting (a link copied from a right-to-left email) is still the page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/4172de12/beneficialOwnerForm/df859da9/info?token=abc&lang=ar%E2%81%A9',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(PAGE_HTML);
  });

  it('the API still refuses the same characters in its input', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health?lang=ar%E2%81%A9' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'lang', code: 'textInvalidCharacters' }],
    });
  });
});
