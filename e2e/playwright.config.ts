import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One fresh data folder per run, shared by the server and the workers through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'causeway-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

/** The journeys that move money or read what it did in the demo organisation: one lane. */
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
  // Three lanes against the one server. The journeys run one after another within a lane, as they
  // were written, in two lanes: the journeys that move money, or read what money did (balances,
  // reports, webhook deliveries of the demo organisation), share one, so none sees another's moves
  // happen under it; the journeys of people, sign-in, onboarding and pages share the other. Beside
  // them the every-screen pass, which only opens screens and checks them. A lane spends much of its
  // time waiting (a page settling, a worker's next run): three lanes on 2 cores finished in less
  // time than two (docs/performance.md, "Test suite time").
  workers: 3,
  projects: [
    { name: 'journeys-money', testMatch: MONEY_JOURNEYS, workers: 1 },
    {
      name: 'journeys',
      testIgnore: [/every-screen[^/]*\.spec\.ts$/, ...MONEY_JOURNEYS],
      workers: 1,
    },
    { name: 'every-screen', testMatch: /every-screen[^/]*\.spec\.ts$/, workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
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
