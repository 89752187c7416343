import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters for the rate limits, shared by every API process (see adapters/rate-limit-store.ts):
 * one row per limited key (route and address, or route group and account), counting hits until
 * reset_at. Expired rows are reused by the next hit and pruned in the background.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
  },
  (table) => [index('rate_limit_counters_reset_at_idx').on(table.resetAt)],
);
