import type { SpendRuleType } from '@causeway/domain';
import { VELOCITY_PERIODS, type VelocityPeriod } from '@causeway/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { cards } from './cards.ts';
import { users } from './users.ts';

export { VELOCITY_PERIODS, type VelocityPeriod };

/** Millisecond precision, so a JavaScript Date names the stored instant exactly (page cursors). */
const atMs = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export type SpendRuleConfig =
  | { period: VelocityPeriod; maxAmountCents: number | null; maxCount: number | null }
  | { mccs: string[] };

/** A business's spend rule; it applies to the cards it is attached to (card_spend_rules). */
export const spendRules = pgTable(
  'spend_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    type: text('type').$type<SpendRuleType>().notNull(),
    config: jsonb('config').$type<SpendRuleConfig>().notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: atMs('created_at').notNull().defaultNow(),
    updatedAt: atMs('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('spend_rules_type', sql`${table.type} in ('velocity', 'merchant_allow', 'merchant_block')`),
    index('spend_rules_business_idx').on(table.businessId, table.createdAt),
  ],
);

export const cardSpendRules = pgTable(
  'card_spend_rules',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    spendRuleId: uuid('spend_rule_id')
      .notNull()
      .references(() => spendRules.id),
    createdAt: atMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.cardId, table.spendRuleId] }),
    index('card_spend_rules_rule_idx').on(table.spendRuleId),
  ],
);

export type SpendingWindowPeriod = Exclude<VelocityPeriod, 'transaction'>;

/**
 * What a card spent in one New York day, week (from Monday) or month: approved and cleared
 * purchases at their approved amount. Kept up to date with every decision, clearing and reversal
 * (under the card account's row lock), so a velocity check reads three rows instead of summing the
 * card's history.
 */
export const cardSpendingWindows = pgTable(
  'card_spending_windows',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    period: text('period').$type<SpendingWindowPeriod>().notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.cardId, table.period, table.startsOn] }),
    check('card_spending_windows_period', sql`${table.period} in ('day', 'week', 'month')`),
  ],
);
