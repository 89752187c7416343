// lighthouse: Lighthouse mobile performance (the Lighthouse 12.6.1 that @lhci/cli 0.15.1 runs, its
// default mobile emulation and simulated throttling) for the landing page, the sign-in page and the
// cardholder's card dashboard, each 3 times; the median score counts (issue 20: at least 95).
// Against a production build served by `causeway all` (PGlite, demo data), in Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium). The dashboard is measured signed in: the web keeps its
// session in the tab's sessionStorage, so the cardholder's tokens are put there (from POST
// /api/auth/token) on a page of the same origin before Lighthouse navigates that tab.
// Writes bench/results/lighthouse.json, the median runs' reports under bench/results/tmp/, and the
// "Lighthouse" block of docs/performance.md; LIGHTHOUSE_DRY=1 writes only the reports and prints.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { writeSection } from './lib/doc-section.mjs';
import { startServer } from './lib/server.mjs';
import { buildWebInto } from './lib/web-build.mjs';

const RESULTS = path.join(import.meta.dirname, 'results/lighthouse.json');
const REPORTS = path.join(import.meta.dirname, 'results/tmp');
const PASSWORD = 'Causeway#2026';
const CARDHOLDER = 'cardholder@example.org';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGET_SCORE = 95;
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};
// Opportunities worth reading when a page falls short.
const DIAGNOSTICS = [
  'render-blocking-resources',
  'unused-javascript',
  'unused-css-rules',
  'bootup-time',
  'mainthread-work-breakdown',
  'font-display',
  'largest-contentful-paint-element',
];

/** The cardholder's tokens in the tab's sessionStorage, as the web's sign-in leaves them. */
async function signInTab(page, baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grantType: 'password', login: CARDHOLDER, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`signing the cardholder in: ${response.status}`);
  const tokens = await response.json();
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate((session) => {
    sessionStorage.setItem('causeway.refreshToken', session.refreshToken);
    sessionStorage.setItem(
      'causeway.accessToken',
      JSON.stringify({
        accessToken: session.accessToken,
        userId: session.userId,
        expiresAtMs: Date.now() + session.expiresIn * 1000,
      }),
    );
    sessionStorage.setItem('causeway.refreshLineage', '[]');
  }, tokens);
}

/** The dashboard path the cardholder lands on after signing in through the page. */
async function dashboardPath(browser, baseUrl) {
  const page = await browser.newPage();
  try {
    await page.goto(`${baseUrl}/login`);
    // The prerendered page's form is disabled until the app has replaced it (docs/decisions-web.md).
    await page.waitForFunction(() => !document.querySelector('#root input[disabled]'));
    await page.locator('::-p-aria(Email or phone number)').fill(CARDHOLDER);
    await page.locator('::-p-aria(Continue[role="button"])').click();
    await page.locator('::-p-aria(Password[role="textbox"])').fill(PASSWORD);
    await page.locator('::-p-aria(Sign in[role="button"])').click();
    await page.waitForFunction(() => /\/cardholder\/dashboard\/[^/]+$/.test(location.pathname), {
      timeout: 30_000,
    });
    return new URL(page.url()).pathname;
  } finally {
    await page.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// A busy machine can make Chromium miss a DevTools deadline; such a run is made again.
const ATTEMPTS_PER_RUN = 3;

/** One Lighthouse run of the page in a fresh tab (signed in first when the page needs it). */
async function lighthouseRun(browser, baseUrl, entry) {
  for (let attempt = 1; ; attempt += 1) {
    const page = await browser.newPage();
    if (entry.signedIn) await signInTab(page, baseUrl);
    const result = await lighthouse(
      `${baseUrl}${entry.path}`,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
      undefined,
      page,
    );
    await page.close().catch(() => undefined);
    const lhr = result.lhr;
    if (!lhr.runtimeError) return lhr;
    if (attempt === ATTEMPTS_PER_RUN) throw new Error(`${entry.name}: ${lhr.runtimeError.message}`);
    console.warn(`${entry.name}: ${lhr.runtimeError.message}; running it again`);
  }
}

async function measurePage(browser, baseUrl, entry) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const lhr = await lighthouseRun(browser, baseUrl, entry);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== new URL(`${baseUrl}${entry.path}`).pathname)
      throw new Error(`${entry.name}: Lighthouse ended on ${finalPath}, not ${entry.path}`);
    runs.push({
      score: Math.round(lhr.categories.performance.score * 100),
      metrics: Object.fromEntries(
        Object.entries(METRICS).map(([audit, short]) => [short, lhr.audits[audit].numericValue]),
      ),
      lhr,
    });
    const { LCP, TBT } = runs.at(-1).metrics;
    console.info(
      `${entry.name} run ${run + 1}: ${runs.at(-1).score} (LCP ${Math.round(LCP)} ms, TBT ${Math.round(TBT)} ms)`,
    );
  }
  const score = median(runs.map((run) => run.score));
  const medianRun = runs.find((run) => run.score === score);
  const slug = entry.name.toLowerCase().replace(/[^a-z]+/g, '-');
  // Written in a dry run too: they are the run's evidence, and bench/results/tmp/ is not committed.
  mkdirSync(REPORTS, { recursive: true });
  writeFileSync(path.join(REPORTS, `lighthouse-${slug}.json`), JSON.stringify(medianRun.lhr));
  const diagnostics = Object.fromEntries(
    DIAGNOSTICS.filter((id) => medianRun.lhr.audits[id]).map((id) => {
      const audit = medianRun.lhr.audits[id];
      return [id, { score: audit.score, displayValue: audit.displayValue ?? '' }];
    }),
  );
  return {
    name: entry.name,
    lighthouseVersion: medianRun.lhr.lighthouseVersion,
    path: entry.signedIn ? entry.path.replace(/dashboard\/[^/]+$/, 'dashboard/:cardId') : entry.path,
    scores: runs.map((run) => run.score),
    medianScore: score,
    medianRunMetrics: medianRun.metrics,
    diagnostics,
  };
}

/** How the server sends the web's scripts to a browser that accepts Brotli and gzip. */
async function scriptEncoding(baseUrl) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  // The entry's path: in a module script tag, or in the prerendered page's script that starts it.
  const entry = /"(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) return 'unknown';
  const response = await fetch(`${baseUrl}${entry}`, { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  return response.headers.get('content-encoding') ?? 'none (uncompressed)';
}

/** The three pages' rows, measured against a running server at `baseUrl`. */
export async function measureSite(browser, baseUrl) {
  const pages = [
    { name: 'Landing', path: '/' },
    { name: 'Sign-in', path: '/login' },
    { name: 'Cardholder dashboard', path: await dashboardPath(browser, baseUrl), signedIn: true },
  ];
  const rows = [];
  for (const entry of pages) rows.push(await measurePage(browser, baseUrl, entry));
  return rows;
}

export const launchChromium = () =>
  puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });

const ms = (value) => `${Math.round(value)} ms`;

export function lighthouseTable(results) {
  const lines = [
    `Measured ${results.date} on ${results.machine} with Lighthouse ${results.lighthouseVersion} (the one @lhci/cli 0.15.1 runs): default mobile emulation and simulated throttling (Moto G Power, slow 4G, 4× CPU slowdown), performance category only, ${RUNS} runs per page, Debian Chromium, production build served by \`causeway all\` on PGlite (scripts sent with content-encoding: ${results.scriptEncoding}; 1-minute load average at the end ${results.loadAverage.toFixed(1)} on ${os.cpus().length} cores — Lighthouse's simulated throttling multiplies the CPU time it observes, so a busy machine raises TBT and lowers the scores). The dashboard run starts signed in (the cardholder's tokens in the tab's sessionStorage).`,
    '',
    '| page | runs | median score | FCP | LCP | TBT | CLS | Speed Index |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const row of results.pages) {
    const metric = row.medianRunMetrics;
    lines.push(
      `| ${row.name} (\`${row.path}\`) | ${row.scores.join(', ')} | **${row.medianScore}** | ${ms(metric.FCP)} | ${ms(metric.LCP)} | ${ms(metric.TBT)} | ${metric.CLS.toFixed(3)} | ${ms(metric.SI)} |`,
    );
  }
  lines.push(
    '',
    `Target: a median of at least ${TARGET_SCORE} on each page (issue 20). Metrics are those of the median run. \`npm run bench -- lighthouse\` repeats it.`,
  );
  return lines.join('\n');
}

export async function runLighthouse({ adminUrl }) {
  const webDist = buildWebInto('lighthouse');
  const server = await startServer('pglite', adminUrl, { env: { WEB_DIST_DIR: webDist } });
  const browser = await launchChromium();
  try {
    const rows = await measureSite(browser, server.baseUrl);
    const encoding = await scriptEncoding(server.baseUrl);
    const results = {
      date: new Date().toISOString().slice(0, 10),
      machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      lighthouseVersion: rows[0].lighthouseVersion,
      scriptEncoding: encoding,
      loadAverage: os.loadavg()[0],
      pages: rows,
    };
    if (!process.env.LIGHTHOUSE_DRY) {
      writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
      writeSection('lighthouse', 'Lighthouse (mobile)', lighthouseTable(results));
    }
    console.info(`\n${lighthouseTable(results)}`);
    for (const row of rows) console.info(row.name, JSON.stringify(row.diagnostics, null, 1));
  } finally {
    await browser.close();
    await server.stop();
    rmSync(webDist, { recursive: true, force: true });
  }
}
