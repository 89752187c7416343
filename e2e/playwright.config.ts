import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// One fresh data folder per run, shared by the server and the workers through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'causeway-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two lanes against the one server: the journeys one after another, as they were written (some
  // count what they created in the shared demo organisation), and beside them the every-screen pass,
  // which only opens screens and checks them (about half of the run's time).
  workers: 2,
  projects: [
    { name: 'journeys', testIgnore: /every-screen[^/]*\.spec\.ts$/, workers: 1 },
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
