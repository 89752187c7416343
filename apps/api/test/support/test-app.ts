import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import type { DemoIds } from '../../src/seed/demo.ts';
import { seedTestDemo, TEST_MASTER_KEY, TEST_PUBLIC_URL } from './demo-seed.ts';
import { openTestDatabase } from './test-database.ts';

export { TEST_MASTER_KEY } from './demo-seed.ts';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  demo: DemoIds;
  config: Config;
  /** A real bearer token from the built-in issuer for a user. */
  tokenFor(userId: string): Promise<string>;
  /** app.inject as that user. */
  as(userId: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export async function createTestApp(environment: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    SANDBOX: '1',
    PUBLIC_URL: TEST_PUBLIC_URL,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    ...environment,
  });
  // The run's seeded template holds the demo as seeded for TEST_PUBLIC_URL; another URL seeds anew.
  const seeded = config.publicUrl === TEST_PUBLIC_URL;
  const database = await openTestDatabase(seeded ? 'seeded' : 'migrated');
  const demo = seeded ? inject('seededDemo') : await seedTestDemo(database.db, config.publicUrl);
  const app = await buildApp({ config, db: database.db, masterKey: TEST_MASTER_KEY, logger: false });
  await app.ready();
  const tokenFor = async (userId: string) => (await app.services.accessTokens.issue(userId)).accessToken;
  return {
    app,
    database,
    demo,
    config,
    tokenFor,
    async as(userId, options) {
      const token = await tokenFor(userId);
      return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
