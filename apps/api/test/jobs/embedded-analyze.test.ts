import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import { analyzeGrownTables, EmbeddedAnalyzer } from '../../src/jobs/embedded-analyze.ts';
import { silentJobLog } from '../support/silent-job-log.ts';
import { openTestDatabase, testEngine } from '../support/test-database.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

/** Rows of about 300 bytes: 2,000 of them fill some 80 pages. */
const addRows = (fromId: number, count: number) =>
  database.db.execute(
    sql`insert into analyze_probe select id, repeat('x', 300) from generate_series(${fromId}::int, ${fromId + count - 1}::int) id`,
  );
const pagesAnalyzed = async () =>
  rowsOf<{ relpages: number }>(
    await database.db.execute(sql`select relpages from pg_class where relname = 'analyze_probe'`),
  )[0]!.relpages;

beforeAll(async () => {
  database = await openTestDatabase();
  // PostgreSQL's autovacuum must not analyze it between the test's steps.
  await database.db.execute(
    sql`create table analyze_probe (id int primary key, filler text) with (autovacuum_enabled = false)`,
  );
});
afterAll(async () => {
  await database.db.execute(sql`drop table if exists analyze_probe`);
  await database.close();
});

describe(`statistics that follow the tables' growth (${testEngine})`, () => {
  it('analyzes a table once it has grown by a tenth since its last ANALYZE, and only then', async () => {
    await addRows(1, 2_000);
    expect(await pagesAnalyzed()).toBe(0);

    expect(await analyzeGrownTables(database.db)).toContain('analyze_probe');
    const pages = await pagesAnalyzed();
    expect(pages).toBeGreaterThan(40);

    // Nothing grew: nothing to analyze.
    expect(await analyzeGrownTables(database.db)).not.toContain('analyze_probe');
    // A few rows (well under a tenth) wait for more.
    await addRows(2_001, 20);
    expect(await analyzeGrownTables(database.db)).not.toContain('analyze_probe');
    // Doubled: analyzed again, and the planner now knows the new size.
    await addRows(2_021, 2_000);
    expect(await analyzeGrownTables(database.db)).toContain('analyze_probe');
    expect(await pagesAnalyzed()).toBeGreaterThan(pages * 1.8);
  });

  it('runs a pass each interval until it is stopped', async () => {
    await addRows(10_001, 2_000);
    // Read before the analyzer starts: its first pass may come before a read after it.
    const grownPages = (await pagesAnalyzed()) * 1.3;
    const analyzer = new EmbeddedAnalyzer(database.db, silentJobLog, 10);
    analyzer.start();
    for (let waited = 0; waited < 5_000 && (await pagesAnalyzed()) < grownPages; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await analyzer.stop();
    expect(await pagesAnalyzed()).toBeGreaterThanOrEqual(grownPages);
  });
});
