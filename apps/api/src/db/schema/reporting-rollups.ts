import {
  bigint,
  boolean,
  date,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';

// Rollups behind the reports (issue 15). Each row sums the rows of one business, one New York
// calendar day (or month) and one report key. Triggers (migrations 0024 and 0031) keep them in
// the same transaction as the rows they sum, so a report never reads a figure the tables disagree
// with; no application write path touches them. A key with nothing left in it keeps its row at
// zero counts, so readers drop groups whose count sums to zero. docs/decisions.md "Reports".

const cents = (name: string) => bigint(name, { mode: 'number' });
const day = () => date('day', { mode: 'string' }).notNull();
const businessId = () =>
  uuid('business_id')
    .notNull()
    .references(() => businesses.id);

/**
 * Card transactions by business, day, kind, status and decline reason ('' for none: a key column
 * cannot be null). `shard` (0–7, from the card id) spreads concurrent authorizations of one business
 * over eight rows, so they do not queue on one row lock; readers sum the shards.
 */
export const reportCardTransactionDays = pgTable(
  'report_card_transaction_days',
  {
    businessId: businessId(),
    day: day(),
    kind: text('kind').$type<'authorization' | 'refund'>().notNull(),
    status: text('status').notNull(),
    declineReason: text('decline_reason').notNull(),
    shard: smallint('shard').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    approvedCents: cents('approved_cents').notNull(),
    requestedCents: cents('requested_cents').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.businessId, table.day, table.kind, table.status, table.declineReason, table.shard],
    }),
  ],
);

/**
 * The same by New York calendar month (`month` = its first day), sharded alike: a report by month
 * (a period over 62 days) and the period before any report read whole months here and only the
 * part-months at either end by day, a few hundred rows for a year instead of tens of thousands.
 */
export const reportCardTransactionMonths = pgTable(
  'report_card_transaction_months',
  {
    businessId: businessId(),
    month: date('month', { mode: 'string' }).notNull(),
    kind: text('kind').$type<'authorization' | 'refund'>().notNull(),
    status: text('status').notNull(),
    declineReason: text('decline_reason').notNull(),
    shard: smallint('shard').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    approvedCents: cents('approved_cents').notNull(),
    requestedCents: cents('requested_cents').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.businessId, table.month, table.kind, table.status, table.declineReason, table.shard],
    }),
  ],
);

/** Spend (approved and cleared authorizations) by business, day and merchant category code, sharded as above. */
export const reportCardSpendCodeDays = pgTable(
  'report_card_spend_code_days',
  {
    businessId: businessId(),
    day: day(),
    mcc: text('mcc').notNull(),
    shard: smallint('shard').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    cents: cents('cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.day, table.mcc, table.shard] })],
);

/** Spend by business, New York month and merchant category code, sharded alike. */
export const reportCardSpendCodeMonths = pgTable(
  'report_card_spend_code_months',
  {
    businessId: businessId(),
    month: date('month', { mode: 'string' }).notNull(),
    mcc: text('mcc').notNull(),
    shard: smallint('shard').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    cents: cents('cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.month, table.mcc, table.shard] })],
);

/**
 * Spend by business, day and merchant, for the top merchants, sharded as above: many cardholders
 * of one program buying at one store at once would otherwise queue on one row.
 */
export const reportCardMerchantDays = pgTable(
  'report_card_merchant_days',
  {
    businessId: businessId(),
    day: day(),
    merchantName: text('merchant_name').notNull(),
    mcc: text('mcc').notNull(),
    shard: smallint('shard').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    cents: cents('cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.businessId, table.day, table.merchantName, table.mcc, table.shard] }),
  ],
);

/**
 * The same by New York calendar month (`month` = its first day), sharded alike: a year's top
 * merchants read twelve months of these plus the days of the part-months at either end, not a
 * row per merchant and day.
 */
export const reportCardMerchantMonths = pgTable(
  'report_card_merchant_months',
  {
    businessId: businessId(),
    month: date('month', { mode: 'string' }).notNull(),
    merchantName: text('merchant_name').notNull(),
    mcc: text('mcc').notNull(),
    shard: smallint('shard').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    cents: cents('cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.businessId, table.month, table.merchantName, table.mcc, table.shard] }),
  ],
);

/**
 * Card loads and withdrawals (the card side of card_load / card_withdrawal journal entries) by the
 * card's business, the entry's day, and whether an autoload run posted it. Not sharded: every load
 * and withdrawal already locks the business's funding account in the same transaction.
 */
export const reportCardMoneyDays = pgTable(
  'report_card_money_days',
  {
    businessId: businessId(),
    day: day(),
    kind: text('kind').$type<'card_load' | 'card_withdrawal'>().notNull(),
    automatic: boolean('automatic').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    cents: cents('cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.day, table.kind, table.automatic] })],
);

/**
 * Bank transfers by business, day created, speed, where they stand now (inFlight, completed,
 * failed, returned) and failure reason ('' for none), with the seconds completed ones took.
 * Not sharded: creating a transfer already locks the business's funding account.
 */
export const reportBankTransferDays = pgTable(
  'report_bank_transfer_days',
  {
    businessId: businessId(),
    day: day(),
    speed: text('speed').notNull(),
    outcome: text('outcome').$type<'inFlight' | 'completed' | 'failed' | 'returned'>().notNull(),
    reason: text('reason').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    cents: cents('cents').notNull(),
    secondsToComplete: numeric('seconds_to_complete').notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.businessId, table.day, table.speed, table.outcome, table.reason],
    }),
  ],
);
