import {
  AUTOLOAD_BUSINESS_DAY_RULES,
  AUTOLOAD_FREQUENCIES,
  AUTOLOAD_RUN_CARD_STATUSES,
  AUTOLOAD_RUN_STATUSES,
  AUTOLOAD_SHORTFALL_POLICIES,
  AUTOLOAD_STATUSES,
  LOAD_AMOUNT_CENTS_MAX,
} from '@causeway/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { cards } from './cards.ts';
import { journalEntries } from './ledger.ts';
import { oneOf } from './one-of.ts';
import { users } from './users.ts';

const atMs = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
/** A New York calendar date, read and written as 'yyyy-MM-dd'. */
const day = (name: string) => date(name, { mode: 'string' });

/**
 * A schedule of loads of one amount to a set of cards. `next_run_at` is the outbox: the worker
 * claims due rows with FOR UPDATE SKIP LOCKED and moves them to their next occurrence in the same
 * transaction that records the run.
 */
export const autoloads = pgTable(
  'autoloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    frequency: text('frequency').notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
    businessDayRule: text('business_day_rule').notNull().default('none'),
    shortfallPolicy: text('shortfall_policy').notNull().default('skip_run'),
    status: text('status').notNull().default('active'),
    nextRunDate: day('next_run_date'),
    nextRunAt: atMs('next_run_at'),
    /** Run dates a person chose to skip; a skipped date is recorded as a skipped run. */
    skippedRunDates: jsonb('skipped_run_dates').$type<string[]>().notNull().default([]),
    memo: text('memo'),
    customFields: jsonb('custom_fields').$type<Record<string, string>>(),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: atMs('created_at').notNull().defaultNow(),
    updatedAt: atMs('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'autoloads_amount',
      sql`${table.amountCents} between 1 and ${sql.raw(String(LOAD_AMOUNT_CENTS_MAX))}`,
    ),
    check('autoloads_frequency', oneOf(table.frequency, AUTOLOAD_FREQUENCIES)),
    check('autoloads_business_day_rule', oneOf(table.businessDayRule, AUTOLOAD_BUSINESS_DAY_RULES)),
    check('autoloads_shortfall_policy', oneOf(table.shortfallPolicy, AUTOLOAD_SHORTFALL_POLICIES)),
    check('autoloads_status', oneOf(table.status, AUTOLOAD_STATUSES)),
    check('autoloads_dates', sql`${table.endDate} is null or ${table.endDate} > ${table.startDate}`),
    index('autoloads_business_idx').on(table.businessId, table.createdAt),
    index('autoloads_due_idx').on(table.nextRunAt).where(sql`${table.status} = 'active'`),
  ],
);

/** The cards an autoload loads, in the order they were added (the order funds run out in). */
export const autoloadCards = pgTable(
  'autoload_cards',
  {
    autoloadId: uuid('autoload_id')
      .notNull()
      .references(() => autoloads.id),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    addedAt: atMs('added_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.autoloadId, table.cardId] }),
    index('autoload_cards_card_idx').on(table.cardId),
  ],
);

/** One run of an autoload on one New York date: the unique key makes a run happen once. */
export const autoloadRuns = pgTable(
  'autoload_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    autoloadId: uuid('autoload_id')
      .notNull()
      .references(() => autoloads.id),
    runDate: day('run_date').notNull(),
    runAt: atMs('run_at').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    neededCents: integer('needed_cents').notNull().default(0),
    availableCents: integer('available_cents').notNull().default(0),
    startedAt: atMs('started_at').notNull().defaultNow(),
    finishedAt: atMs('finished_at'),
  },
  (table) => [
    check('autoload_runs_status', oneOf(table.status, AUTOLOAD_RUN_STATUSES)),
    uniqueIndex('autoload_runs_key_idx').on(table.autoloadId, table.runDate),
    index('autoload_runs_running_idx').on(table.startedAt).where(sql`${table.status} = 'running'`),
  ],
);

/** One card of one run: pending until its load commits in the same transaction as this row. */
export const autoloadRunCards = pgTable(
  'autoload_run_cards',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => autoloadRuns.id),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    position: integer('position').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    entryId: uuid('entry_id').references(() => journalEntries.id),
    processedAt: atMs('processed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.cardId] }),
    check('autoload_run_cards_status', oneOf(table.status, AUTOLOAD_RUN_CARD_STATUSES)),
    index('autoload_run_cards_pending_idx')
      .on(table.runId, table.position)
      .where(sql`${table.status} = 'pending'`),
  ],
);
