import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testEngine } from '../support/test-database.ts';

describe(`GET /api/health says what is wrong (${testEngine})`, () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test?.close());

  it('503 with the number of migrations pending', async () => {
    await test.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      database: 'ok',
      pendingMigrations: 1,
      problems: [
        'migrations pending: the database lacks 1 migration of this version (run: causeway migrate)',
      ],
    });
  });

  it('503 "database unreachable" when the database does not answer', async () => {
    const lost = await createTestApp();
    try {
      await lost.database.close();
      const response = await lost.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
      expect(response.json().problems[0]).toMatch(/^database unreachable/);
    } finally {
      await lost.app.close();
    }
  });
});
