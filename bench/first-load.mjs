// first-load: the JavaScript a person's first screen downloads, gzip level 9, measured in Debian's
// Chromium with an empty cache against a production build served by `causeway all` (PGlite, demo
// data). The cardholder pages must ship no business-portal code (issue 12: at most 160 KiB gzip);
// each row also lists any business chunk the page fetched. The business landing page and the sign-in
// page are measured beside them (issue 20 holds them to the same 160 KiB). Writes
// bench/results/first-load.json and its block of docs/performance.md; FIRST_LOAD_DRY=1 only prints.
// The web app is built into a folder of its own, so the run never races a build or an end-to-end run
// that holds apps/web/dist.
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { writeSection } from './lib/doc-section.mjs';
import { startServer } from './lib/server.mjs';
import { buildWebInto } from './lib/web-build.mjs';

const RESULTS = path.join(import.meta.dirname, 'results/first-load.json');
const PASSWORD = 'Causeway#2026';
const LANDING_TARGET_KIB = 160;
const SIGNED_IN_TARGET_KIB = 200;
// Chunks named after business-portal screens and frames (Vite names a lazy chunk after its module).
const BUSINESS_CHUNK =
  /(portal-shell|cards-route|card-route|programs-route|member-settings|funding-account|orders-route|order-route|spend-rule|custom-fields|sandbox-route)/;

const kib = (bytes) => bytes / 1024;

/** Loads `url` in a fresh context (empty cache) after `prepare`, and sums the JS it fetched. */
async function measure(browser, baseUrl, { name, path: pagePath, prepare, ready }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  if (prepare) await prepare(page, baseUrl);
  const scripts = new Map();
  const record = (response) => {
    const url = response.url();
    if (url.startsWith(baseUrl) && url.endsWith('.js')) scripts.set(url, response);
  };
  // A signed-in screen is measured as a reload with the cache off: a person opening the app again.
  const devtools = await context.newCDPSession(page);
  await devtools.send('Network.setCacheDisabled', { cacheDisabled: true });
  page.on('response', record);
  await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
  if (ready) await ready(page);
  await page.waitForLoadState('networkidle');
  let raw = 0;
  let gzip = 0;
  const business = [];
  const chunks = [];
  for (const url of scripts.keys()) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const compressed = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gzip += compressed;
    const file = url.slice(url.lastIndexOf('/') + 1);
    chunks.push({ file, gzipKiB: kib(compressed) });
    if (BUSINESS_CHUNK.test(file)) business.push(file);
  }
  await context.close();
  chunks.sort((a, b) => b.gzipKiB - a.gzipKiB);
  return {
    name,
    path: pagePath,
    files: scripts.size,
    rawKiB: kib(raw),
    gzipKiB: kib(gzip),
    businessChunks: business,
    chunks,
  };
}

async function signInAs(page, baseUrl, email) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email or phone number').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/(cardholder\/dashboard|accountOverview)/);
}

function table(results) {
  const lines = [
    `Measured ${results.date} on ${results.machine}: Debian Chromium at 390 × 844, empty cache, every \`.js\` response until network idle fetched again and compressed with gzip level 9. Sizes in KiB.`,
    '',
    '| page | JS files | raw | gzip | business-portal chunks fetched |',
    '|---|---|---|---|---|',
  ];
  for (const row of results.pages) {
    lines.push(
      `| ${row.name} (\`${row.path}\`) | ${row.files} | ${row.rawKiB.toFixed(1)} | **${row.gzipKiB.toFixed(1)}** | ${row.businessChunks.length === 0 ? 'none' : row.businessChunks.join(', ')} |`,
    );
  }
  lines.push(
    '',
    `Targets: at most ${LANDING_TARGET_KIB} KiB gzip for the landing pages (issue 12, issue 20), at most ${SIGNED_IN_TARGET_KIB} for the first screen after sign-in (issue 20); no business-portal chunk on a cardholder page.`,
  );
  return lines.join('\n');
}

export async function runFirstLoad({ adminUrl }) {
  const webDist = buildWebInto('first-load');
  const server = await startServer('pglite', adminUrl, { env: { WEB_DIST_DIR: webDist } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const pages = [
      { name: 'Cardholder landing', path: '/cardholders' },
      {
        name: 'Cardholder card dashboard, signed in',
        path: '/accountOverview',
        prepare: (page, baseUrl) => signInAs(page, baseUrl, 'cardholder@example.org'),
      },
      { name: 'Cardholder help (FAQ), Dari', path: '/cardholder/help?lang=da' },
      { name: 'Business landing', path: '/' },
      { name: 'Sign-in', path: '/login' },
    ];
    const rows = [];
    for (const entry of pages) {
      const row = await measure(browser, server.baseUrl, entry);
      console.info(
        `${row.name}: ${row.files} files, ${row.gzipKiB.toFixed(1)} KiB gzip, business chunks: ${row.businessChunks.length}`,
      );
      for (const chunk of row.chunks) console.info(`  ${chunk.gzipKiB.toFixed(1).padStart(6)} ${chunk.file}`);
      rows.push(row);
    }
    const results = {
      date: new Date().toISOString().slice(0, 10),
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      pages: rows,
    };
    if (!process.env.FIRST_LOAD_DRY) {
      writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
      writeSection('first-load', "Web: a cardholder's first screen", table(results));
    }
    console.info(`\n${table(results)}`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(webDist, { recursive: true, force: true });
  }
}
