import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { catalogGroupPlugin } from './apps/web/vite.config.ts';

const apiProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${engine}`,
    root: 'apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TEST_ENGINE: engine },
    // Builds dist/main.js first: some suites run the `causeway` bin as a real process.
    // Migrates once: every test file starts from a copy of that database.
    globalSetup: ['test/support/build-server.ts', 'test/support/database-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The files of a worker share one module graph: importing the app (Fastify, drizzle, the
    // contracts, PGlite's loader) costs seconds of CPU, once per worker instead of once per
    // file. Safe while a file's state lives in its own database and app (createTestApp), never in
    // a module: no vi.mock, no stubbed globals or environment, no module-level caches of a database.
    isolate: false,
  },
});

/** Web tests that set globals (window, document) and initialise the app's i18next singleton. */
const WEB_SINGLETON_TESTS = ['src/i18n/i18n.test.ts', 'src/i18n/catalog-loading.test.ts'];

// One runner, one project per kind of suite. The API suite runs once per database engine; the
// PostgreSQL run needs TEST_DATABASE_URL (CI sets it to this machine's server).
export default defineConfig({
  test: {
    // One worker more than the cores: vitest's default leaves one for itself (a single worker on a
    // 2-core machine), but the main process mostly waits, and the API files that start `causeway`
    // processes spend much of their time waiting on them (starts, leases, kills): a third worker on
    // 2 cores ran the whole suite in 360 s instead of 423 s.
    maxWorkers: availableParallelism() + 1,
    projects: [
      // Pure modules: the files of a worker share one module graph (isolate: false), as the API's
      // do; importing them again for each file took three times as long as their tests. Their
      // property tests take 1-2 s alone but share the cores with the API's workers: one hit
      // vitest's default 5 s at load 10, so they get the API's limit.
      {
        test: {
          name: 'domain',
          root: 'packages/domain',
          include: ['src/**/*.test.ts'],
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'nacha',
          root: 'packages/nacha',
          include: ['src/**/*.test.ts'],
          isolate: false,
          testTimeout: 30_000,
        },
      },
      // The web's locale catalogues are imported in parts, as the build serves them.
      {
        plugins: [catalogGroupPlugin()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...WEB_SINGLETON_TESTS],
          isolate: false,
        },
      },
      // These set a global window and document and start the app's one i18next: a module graph each.
      {
        plugins: [catalogGroupPlugin()],
        test: { name: 'web-i18n', root: 'apps/web', include: WEB_SINGLETON_TESTS },
      },
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          passWithNoTests: true,
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
