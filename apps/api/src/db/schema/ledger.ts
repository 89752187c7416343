import {
  JOURNAL_ENTRY_KINDS,
  type JournalEntryKind,
  LEDGER_ACCOUNT_KINDS,
  type LedgerAccountKind,
} from '@causeway/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { oneOf } from './one-of.ts';
import { users } from './users.ts';

const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** Millisecond precision, so a JavaScript Date names the stored instant exactly (page cursors). */
const atMs = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export { LEDGER_ACCOUNT_KINDS, type LedgerAccountKind };

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    balanceCents: cents('balance_cents').notNull().default(0),
    heldCents: cents('held_cents').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('ledger_accounts_kind', oneOf(table.kind, LEDGER_ACCOUNT_KINDS)),
    check(
      'ledger_accounts_no_overdraft',
      sql`${table.kind} in ('ach_settlement', 'card_network') or (${table.heldCents} >= 0 and ${table.balanceCents} >= ${table.heldCents})`,
    ),
    uniqueIndex('ledger_accounts_one_per_business')
      .on(table.businessId, table.kind)
      .where(sql`${table.kind} <> 'card'`),
  ],
);

/** One money movement. Its postings sum to zero (a deferred constraint trigger checks at commit). */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The organisation the movement belongs to (top-level business). */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => businesses.id),
    kind: text('kind').$type<JournalEntryKind>().notNull(),
    /** For funding-account movements: ach, super_to_program, program_to_super, program_to_program. */
    depositType: text('deposit_type'),
    amountCents: cents('amount_cents').notNull(),
    memo: text('memo'),
    customFields: jsonb('custom_fields').$type<Record<string, string>>(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: atMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('journal_entries_amount_positive', sql`${table.amountCents} > 0`),
    check('journal_entries_kind', oneOf(table.kind, JOURNAL_ENTRY_KINDS)),
    index('journal_entries_organization_idx').on(table.organizationId, table.createdAt),
  ],
);

export const postings = pgTable(
  'postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: cents('amount_cents').notNull(),
    balanceAfterCents: cents('balance_after_cents').notNull(),
    createdAt: atMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('postings_amount_nonzero', sql`${table.amountCents} <> 0`),
    index('postings_account_idx').on(table.accountId, table.createdAt),
    index('postings_entry_idx').on(table.entryId),
  ],
);

/** Where an organisation's programs push ACH deposits: one virtual account number per business. */
export const achDepositDetails = pgTable('ach_deposit_details', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id),
  accountNumber: text('account_number').notNull().unique(),
  routingNumber: text('routing_number').notNull(),
  bankName: text('bank_name').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
