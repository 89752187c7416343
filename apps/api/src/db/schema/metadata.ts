import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';

export type MetadataPair = { key: string; value: string };

/** Key and value pairs a business keeps about one of its cards, cardholders or recipients (spec §3). */
export const metadataEntries = pgTable(
  'metadata_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    targetType: text('target_type').notNull(),
    /** A card, cardholder or recipient id; not a foreign key, as the target's table depends on the type. */
    targetId: uuid('target_id').notNull(),
    metadata: jsonb('metadata').$type<MetadataPair[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    unique('metadata_entries_target').on(table.targetType, table.targetId),
    check('metadata_entries_target_type', sql`${table.targetType} in ('card', 'cardholder', 'recipient')`),
  ],
);
