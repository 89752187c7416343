import { CARD_STATUSES } from '@causeway/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { ledgerAccounts } from './ledger.ts';
import { oneOf } from './one-of.ts';
import { cardholders } from './users.ts';

export const cards = pgTable(
  'cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The 10-character card ID printed on the back of a physical card. */
    reference: text('reference').notNull().unique(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    cardholderId: uuid('cardholder_id')
      .notNull()
      .references(() => cardholders.id),
    accountId: uuid('account_id')
      .notNull()
      .unique()
      .references(() => ledgerAccounts.id),
    form: text('form').notNull(),
    status: text('status').notNull(),
    last4: text('last4').notNull(),
    /** AES-256-GCM under the master key; never logged, never in lists. */
    numberEncrypted: text('number_encrypted').notNull(),
    cvvEncrypted: text('cvv_encrypted').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    /** Millisecond precision: page cursors carry it as a JavaScript Date. */
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    check('cards_form', sql`${table.form} in ('virtual', 'physical')`),
    check('cards_status', oneOf(table.status, CARD_STATUSES)),
    index('cards_business_idx').on(table.businessId, table.createdAt),
    index('cards_cardholder_idx').on(table.cardholderId),
  ],
);
