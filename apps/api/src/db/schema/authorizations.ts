import type { DeclineReason } from '@causeway/domain';
import { TRANSACTION_EVENT_STATUSES, type TransactionEventStatus } from '@causeway/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { cards } from './cards.ts';
import { journalEntries, ledgerAccounts } from './ledger.ts';

export { TRANSACTION_EVENT_STATUSES, type TransactionEventStatus };

const cents = (name: string) => bigint(name, { mode: 'number' });
/** Millisecond precision, so a JavaScript Date names the stored instant exactly (page cursors). */
const atMs = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * One purchase as the card network told it: an authorization (approved or declined, later cleared
 * or reversed) or a refund of a cleared one (parentId). approved is the pending state of spec §4.
 */
export const cardTransactions = pgTable(
  'card_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => cards.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    kind: text('kind').$type<'authorization' | 'refund'>().notNull(),
    parentId: uuid('parent_id'),
    status: text('status').$type<TransactionEventStatus>().notNull(),
    requestedCents: cents('requested_cents').notNull(),
    /** What the issuer approved; the final amount once cleared; 0 for a decline. */
    approvedCents: cents('approved_cents').notNull(),
    /** What was given back by refunds so far (authorizations only). */
    refundedCents: cents('refunded_cents').notNull().default(0),
    declineReason: text('decline_reason').$type<DeclineReason>(),
    merchantName: text('merchant_name').notNull(),
    mcc: text('mcc').notNull(),
    merchantCategory: text('merchant_category').notNull(),
    country: text('country').notNull(),
    entryId: uuid('entry_id').references(() => journalEntries.id),
    createdAt: atMs('created_at').notNull().defaultNow(),
    updatedAt: atMs('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'card_transactions_status',
      sql`${table.status} in ('approved', 'declined', 'cleared', 'reversed', 'refunded')`,
    ),
    check('card_transactions_amounts', sql`${table.requestedCents} > 0 and ${table.approvedCents} >= 0`),
    index('card_transactions_card_idx').on(table.cardId, table.createdAt),
    index('card_transactions_business_idx').on(table.businessId, table.createdAt),
  ],
);

/** Money an approved authorization reserves on a card account (counted in ledger_accounts.held_cents). */
export const cardHolds = pgTable(
  'card_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .unique()
      .references(() => cardTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: cents('amount_cents').notNull(),
    status: text('status').$type<'pending' | 'posted' | 'voided'>().notNull().default('pending'),
    createdAt: atMs('created_at').notNull().defaultNow(),
    resolvedAt: atMs('resolved_at'),
  },
  (table) => [
    check('card_holds_status', sql`${table.status} in ('pending', 'posted', 'voided')`),
    check('card_holds_amount_positive', sql`${table.amountCents} > 0`),
    index('card_holds_account_idx').on(table.accountId).where(sql`${table.status} = 'pending'`),
  ],
);
