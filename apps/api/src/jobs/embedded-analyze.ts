import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client.ts';
import type { JobLog } from '../modules/ach/ach-context.ts';
import { yieldToRequests } from './yield-to-requests.ts';

/**
 * How often the embedded database's tables are looked at. Shorter than autovacuum's minute: the look
 * reads only the catalogue and the files' sizes, and a new database's tables double in seconds.
 */
export const EMBEDDED_ANALYZE_INTERVAL_MS = 10_000;
/**
 * A table is analyzed again once it has grown by this share of the pages it had when it was last
 * analyzed, plus one page: autovacuum's default analyze scale factor (0.1), counted in pages because
 * PGlite keeps no row counters between statements.
 */
const GROWTH_SHARE = 0.1;
/**
 * ANALYZE's sample, a tenth of PostgreSQL's default (100): 3,000 rows instead of 30,000. It holds
 * the one connection while it runs: on a 100,000-row table 9 ms instead of 55-74 ms, in the middle
 * of the answers. The plans here need the tables' sizes and key spread, not fine histograms.
 */
const STATISTICS_TARGET = 10;

/**
 * The tables of the public schema that grew since their last ANALYZE (pg_class.relpages is what
 * ANALYZE saw; pg_relation_size is now), analyzed one at a time; answers their names.
 *
 * Why: PGlite runs PostgreSQL in single-user mode, with no autovacuum, so its statistics were never
 * updated. Plans cached on its one connection (the rollup triggers', the named statements') were made
 * on the tables' first rows and kept: a sequential scan of journal_entries in every card load's
 * rollup trigger, slower with each load (docs/performance.md, "Statistics of a new database"). An
 * ANALYZE invalidates the plans that read the table, so the next use plans again on what is there.
 */
export async function analyzeGrownTables(db: Database): Promise<string[]> {
  const grown = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and pg_relation_size(c.oid) / current_setting('block_size')::int
          > greatest(c.relpages, 0) * (1 + ${GROWTH_SHARE}::float8) + 1
      order by c.relname`),
  ).map((row) => row.name);
  for (const name of grown) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local default_statistics_target = ${sql.raw(String(STATISTICS_TARGET))}`);
      await tx.execute(sql`analyze ${sql.identifier(name)}`);
    });
    // Each table's ANALYZE holds the embedded engine's one connection: requests go in between.
    await yieldToRequests();
  }
  return grown;
}

/** Runs analyzeGrownTables every EMBEDDED_ANALYZE_INTERVAL_MS on the embedded engine. */
export class EmbeddedAnalyzer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly log: JobLog,
    private readonly intervalMs = EMBEDDED_ANALYZE_INTERVAL_MS,
  ) {}

  start() {
    const tick = () => {
      this.running = analyzeGrownTables(this.db)
        .then(() => undefined)
        .catch((error) => this.log.error('Updating the embedded database statistics failed', error))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.intervalMs);
        });
    };
    this.timer = setTimeout(tick, this.intervalMs);
  }

  /** Starts no further pass and waits for the one under way. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
