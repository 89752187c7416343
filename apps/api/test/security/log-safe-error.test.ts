import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { logSafeError, logSerializers, REDACTED } from '../../src/lib/log-safe-error.ts';
import { consoleJobLog } from '../../src/modules/ach/ach-context.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

// "Secrets never logged": a failed statement's error carries the values it was sent with. The
// HTTP logger's serializer and the jobs' log print the statement and the reason, not the values.

const SECRET = 'rt_4f9c2a7d1e8b6035-never-in-a-log';

describe(`a failed statement's values stay out of the logs (${testEngine})`, () => {
  let database: DatabaseHandle;
  let failed: unknown;
  beforeAll(async () => {
    database = await openTestDatabase();
    failed = await database.db.execute(sql`select 1 from no_such_table where token_hash = ${SECRET}`).then(
      () => undefined,
      (error: unknown) => error,
    );
  });
  afterAll(() => database?.close());

  it('the error as thrown carries the value (what there is to keep out)', () => {
    expect(failed).toBeInstanceOf(DrizzleQueryError);
    expect(String((failed as Error).message)).toContain(SECRET);
  });

  it("the HTTP logger's error serializer keeps the statement and the reason, not the value", () => {
    const logged = JSON.stringify(logSerializers.err(failed as Error));
    expect(logged).not.toContain(SECRET);
    expect(logged).toContain('no_such_table');
    expect(logged).toContain(REDACTED);
    expect(logged).toContain('DrizzleQueryError');
    // The database's own reason, from the cause, stays.
    expect(logged).toContain('relation \\"no_such_table\\" does not exist');
  });

  it("the jobs' log prints no value", () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      consoleJobLog.error('ACH jobs: a step failed', failed);
      expect(printed).toHaveBeenCalledTimes(1);
      const line = printed.mock.calls[0]!.map(String).join(' ');
      expect(line).not.toContain(SECRET);
      expect(line).toContain('no_such_table');
    } finally {
      printed.mockRestore();
    }
  });

  it('leaves the thrown error as it was, and other errors as they are', () => {
    logSafeError(failed);
    expect((failed as DrizzleQueryError).params).toEqual([SECRET]);
    const plain = new Error('plain');
    expect(logSafeError(plain)).toBe(plain);
    expect(logSafeError('text')).toBe('text');
    const withParams = Object.assign(new Error('duplicate key'), { code: '23505', params: [SECRET] });
    const safe = logSafeError(new Error('wrapped', { cause: withParams })) as Error & { cause: unknown };
    expect(JSON.stringify(logSerializers.err(safe))).not.toContain(SECRET);
    expect(safe.cause).toMatchObject({ code: '23505', params: REDACTED, message: 'duplicate key' });
  });
});
