import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type BusinessAddress = {
  addressOne: string;
  addressTwo?: string;
  city: string;
  state: string;
  zip: string;
};

export type BusinessConfig = { eligibleForOnDemand?: boolean };

/** A top-level business (parentId null) or one of its programs (parentId set, productType set). */
export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => businesses.id),
    name: text('name').notNull(),
    productType: text('product_type'),
    applicationStatus: text('application_status').notNull().default('active'),
    config: jsonb('config').$type<BusinessConfig>().notNull().default({}),
    address: jsonb('address').$type<BusinessAddress | null>(),
    /** Millisecond precision: the programs list's page cursor carries it as a JavaScript Date. */
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    index('businesses_parent_idx').on(table.parentId),
    check(
      'businesses_program_has_product_type',
      sql`(${table.parentId} is null) = (${table.productType} is null)`,
    ),
  ],
);

/** Free-form business settings; updatedAt is the optimistic-concurrency token (If-Match). */
export const businessSettings = pgTable('business_settings', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
