import type { SpendRuleType } from '@causeway/domain';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { cards } from './cards.ts';
import { users } from './users.ts';

/** Millisecond precision, so a JavaScript Date names the stored instant exactly (page cursors). */
const atMs = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const VELOCITY_PERIODS = ['transaction', 'day', 'week', 'month'] as const;
export type VelocityPeriod = (typeof VELOCITY_PERIODS)[number];
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
