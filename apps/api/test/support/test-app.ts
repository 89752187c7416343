import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Outbox } from '../../src/adapters/outbox.ts';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { type DemoIds, seedDemo } from '../../src/seed/demo.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_MASTER_KEY = Buffer.alloc(32, 7);

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
  const database = await openTestDatabase();
  const config = loadConfig({
    SANDBOX: '1',
    PUBLIC_URL: 'http://localhost:3999',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    ...environment,
  });
  const demo = (await seedDemo(database.db, {
    outbox: new Outbox({ email: false, sms: false }),
    masterKey: TEST_MASTER_KEY,
    publicUrl: config.publicUrl,
  }))!;
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
