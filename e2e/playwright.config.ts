import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One fresh data folder per run, shared by the server and the workers through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'causeway-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

/** The every-screen pass: it only opens screens and checks them. */
const EVERY_SCREEN = /every-screen[^/]*\.spec\.ts$/;
/** The journeys that move money in the demo organisation, or read what it did. */
const MONEY_JOURNEYS = [
  'autoloads',
  'bank-transfers',
  'card-settings',
  'cardholder-portal',
  'cards',
  'imports',
  'money',
  'recipient-intake',
  'reports',
  'webhooks',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Three lanes against the one server, each one test after another. The money journeys share a
  // lane, so none sees another's moves happen under it; the other journeys (people, sign-in,
  // onboarding, pages) move no money and take the second; the every-screen pass the third. Three
  // lanes on 2 cores took 252 s against 294 s for two (docs/performance.md, "Test suite time").
  workers: 3,
  projects: [
    { name: 'journeys-money', testMatch: MONEY_JOURNEYS, workers: 1 },
    { name: 'journeys', testIgnore: [EVERY_SCREEN, ...MONEY_JOURNEYS], workers: 1 },
    { name: 'every-screen', testMatch: EVERY_SCREEN, workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A journey's whole limit, for the same reason: the reports journey (three axe passes, four
  // full-page pictures, a reload) took 20 s in one try and more than 60 s in the next, in the same
  // slow evening's CI.
  timeout: 120_000,
  // What a user waits for (a toast, a dialog closing), not a speed check: bench/ measures speed. On
  // these shared 2-core machines, with three lanes on one server, a card issue's answer took more
  // than Playwright's default 5 s in a slow evening's CI.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  webServer: {
    command: 'node ../apps/api/bin/causeway.mjs all',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      SANDBOX: '1',
      INIT_CWD: path.resolve('..'),
    },
  },
});
