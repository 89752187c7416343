import {
  ACCOUNT_TYPES,
  ACTIVITY_EVENT_TYPES,
  type AccountType,
  type ActivityEventType,
  BANK_ACCOUNT_VERIFICATION_STATUSES,
  BANK_VERIFICATION_FAILURE_REASON_CODES,
  type BankAccountVerificationStatus,
  type BankVerificationFailureReasonCode,
  INTAKE_LANGUAGES,
  type IntakeLanguage,
  RECIPIENT_INTAKE_STATUSES,
  RECIPIENT_TYPES,
  type RecipientIntakeStatus,
  type RecipientType,
  TRANSFER_SPEEDS,
  TRANSFER_STATUSES,
  type TransferSpeed,
  type TransferStatus,
} from '@causeway/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { journalEntries } from './ledger.ts';
import { oneOf } from './one-of.ts';
import { users } from './users.ts';

const cents = (name: string) => bigint(name, { mode: 'number' });
/** Millisecond precision, so a JavaScript Date names the stored instant exactly (page cursors). */
const atMs = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const RECIPIENT_HOLD_KINDS = ['deceased', 'frozen'] as const;
export type RecipientHold = (typeof RECIPIENT_HOLD_KINDS)[number];

/** A person or business an organisation pays by bank transfer (business spec §3, §4). */
export const recipients = pgTable(
  'recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    type: text('type').$type<RecipientType>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    intakeStatus: text('intake_status')
      .$type<RecipientIntakeStatus>()
      .notNull()
      .default('awaiting_recipient'),
    intakeFailureReason: text('intake_failure_reason').$type<BankVerificationFailureReasonCode>(),
    /** A return said the owner died (never paid again) or the account is frozen (reviewed first). */
    hold: text('hold').$type<RecipientHold>(),
    /** The language the recipient chose in the intake flow: their emails are written in it. */
    language: text('language').$type<IntakeLanguage>().notNull().default('en'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: atMs('created_at').notNull().defaultNow(),
    updatedAt: atMs('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('recipients_type', oneOf(table.type, RECIPIENT_TYPES)),
    check('recipients_intake_status', oneOf(table.intakeStatus, RECIPIENT_INTAKE_STATUSES)),
    check(
      'recipients_intake_failure_reason',
      sql`${table.intakeFailureReason} is null or ${oneOf(table.intakeFailureReason, BANK_VERIFICATION_FAILURE_REASON_CODES)}`,
    ),
    check('recipients_language', oneOf(table.language, INTAKE_LANGUAGES)),
    check('recipients_hold', sql`${table.hold} is null or ${oneOf(table.hold, RECIPIENT_HOLD_KINDS)}`),
    index('recipients_business_idx').on(table.businessId, table.createdAt, table.id),
  ],
);

/**
 * A recipient's bank account. The number is sealed (AES-256-GCM) and only its last 4 are readable;
 * a replaced or closed account is kept, disabled, for the transfers that went to it.
 */
export const recipientBankAccounts = pgTable(
  'recipient_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => recipients.id),
    nameOnAccount: text('name_on_account').notNull(),
    accountType: text('account_type').$type<AccountType>().notNull(),
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    accountLast4: text('account_last4').notNull(),
    routingNumber: text('routing_number').notNull(),
    bankName: text('bank_name'),
    source: text('source').$type<'manual' | 'bank_link'>().notNull(),
    /** The bank-link provider's account id, for an account linked through it. */
    linkAccountId: text('link_account_id'),
    verificationStatus: text('verification_status').$type<BankAccountVerificationStatus>().notNull(),
    failureReason: text('failure_reason').$type<BankVerificationFailureReasonCode>(),
    disabledAt: atMs('disabled_at'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: atMs('created_at').notNull().defaultNow(),
    updatedAt: atMs('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('recipient_bank_accounts_type', oneOf(table.accountType, ACCOUNT_TYPES)),
    check('recipient_bank_accounts_source', sql`${table.source} in ('manual', 'bank_link')`),
    check(
      'recipient_bank_accounts_verification',
      oneOf(table.verificationStatus, BANK_ACCOUNT_VERIFICATION_STATUSES),
    ),
    check('recipient_bank_accounts_routing', sql`${table.routingNumber} ~ '^[0-9]{9}$'`),
    // One account in use per recipient: adding another disables the one before in the same transaction.
    uniqueIndex('recipient_bank_accounts_one_active')
      .on(table.recipientId)
      .where(sql`${table.disabledAt} is null`),
  ],
);

export const TRANSFER_APPROVALS = ['not_required', 'pending', 'approved', 'rejected'] as const;
export type TransferApproval = (typeof TRANSFER_APPROVALS)[number];

/**
 * One payment to a recipient. The funding account is debited when it is created (entry
 * `debitEntryId`); settlement and a return are entries of their own, so each step is posted once.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => recipients.id),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => recipientBankAccounts.id),
    amountCents: cents('amount_cents').notNull(),
    speed: text('speed').$type<TransferSpeed>().notNull(),
    status: text('status').$type<TransferStatus>().notNull().default('created'),
    approval: text('approval').$type<TransferApproval>().notNull().default('not_required'),
    approvedByUserId: uuid('approved_by_user_id').references(() => users.id),
    approvedAt: atMs('approved_at'),
    failureReason: text('failure_reason').$type<BankVerificationFailureReasonCode>(),
    /** The bank's own code: an R-code, an ISO 20022 reason, or `rejected` by the checker. */
    failureCode: text('failure_code'),
    memo: text('memo'),
    customFields: jsonb('custom_fields').$type<Record<string, string>>(),
    /** 15 digits: the ODFI's 8 and a sequence; set when the entry is written into a file. */
    traceNumber: text('trace_number').unique(),
    achFileId: uuid('ach_file_id').references(() => achFiles.id),
    cutoffAt: atMs('cutoff_at').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    expectedByDate: date('expected_by_date', { mode: 'string' }).notNull(),
    debitEntryId: uuid('debit_entry_id')
      .notNull()
      .references(() => journalEntries.id),
    settlementEntryId: uuid('settlement_entry_id').references(() => journalEntries.id),
    returnEntryId: uuid('return_entry_id').references(() => journalEntries.id),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: atMs('created_at').notNull().defaultNow(),
    updatedAt: atMs('updated_at').notNull().defaultNow(),
    submittedAt: atMs('submitted_at'),
    completedAt: atMs('completed_at'),
    failedAt: atMs('failed_at'),
  },
  (table) => [
    check('bank_transfers_amount_positive', sql`${table.amountCents} > 0`),
    check('bank_transfers_speed', oneOf(table.speed, TRANSFER_SPEEDS)),
    check('bank_transfers_status', oneOf(table.status, TRANSFER_STATUSES)),
    check('bank_transfers_approval', oneOf(table.approval, TRANSFER_APPROVALS)),
    // A transfer is reversed at most once and settled at most once: the entries are the proof.
    uniqueIndex('bank_transfers_return_entry').on(table.returnEntryId),
    uniqueIndex('bank_transfers_settlement_entry').on(table.settlementEntryId),
    index('bank_transfers_business_idx').on(table.businessId, table.createdAt, table.id),
    index('bank_transfers_recipient_idx').on(table.recipientId, table.createdAt),
    index('bank_transfers_due_idx').on(table.status, table.cutoffAt),
  ],
);

/** A NACHA file written for the bank (or an instant-payment batch); its text is kept as sent. */
export const achFiles = pgTable(
  'ach_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** outgoing: written by us; return / correction: read from the bank. */
    direction: text('direction').$type<'outgoing' | 'return' | 'correction'>().notNull(),
    fileName: text('file_name').notNull().unique(),
    cutoffAt: atMs('cutoff_at'),
    entryCount: integer('entry_count').notNull(),
    totalCreditCents: cents('total_credit_cents').notNull(),
    content: text('content').notNull(),
    createdAt: atMs('created_at').notNull().defaultNow(),
  },
  (table) => [check('ach_files_direction', sql`${table.direction} in ('outgoing', 'return', 'correction')`)],
);

/** What happened to a recipient and who did it. Append-only, like card activities. */
export const recipientActivities = pgTable(
  'recipient_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => recipients.id),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    type: text('type').$type<ActivityEventType>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: atMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('recipient_activities_type', oneOf(table.type, ACTIVITY_EVENT_TYPES)),
    index('recipient_activities_recipient_idx').on(table.recipientId, table.createdAt),
  ],
);

/** Each intake status a recipient passed through, for the status page's history. */
export const recipientIntakeHistory = pgTable(
  'recipient_intake_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => recipients.id),
    intakeStatus: text('intake_status').$type<RecipientIntakeStatus>().notNull(),
    at: atMs('at').notNull().defaultNow(),
  },
  (table) => [index('recipient_intake_history_idx').on(table.recipientId, table.at)],
);

/**
 * The link in a recipient's intake email: only its SHA-256 is kept. A newer link (a resend, a
 * retry) revokes the ones before, so only the latest email works.
 */
export const recipientIntakeLinks = pgTable(
  'recipient_intake_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => recipients.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: atMs('expires_at').notNull(),
    revokedAt: atMs('revoked_at'),
    createdAt: atMs('created_at').notNull().defaultNow(),
  },
  (table) => [index('recipient_intake_links_recipient_idx').on(table.recipientId)],
);

/** The 6-digit code emailed to a recipient (hash only): 10 minutes, 5 wrong tries, single use. */
export const recipientEmailCodes = pgTable(
  'recipient_email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => recipients.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: atMs('expires_at').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    usedAt: atMs('used_at'),
    createdAt: atMs('created_at').notNull().defaultNow(),
  },
  (table) => [index('recipient_email_codes_recipient_idx').on(table.recipientId, table.createdAt)],
);

/** Two small credits a manually entered account must confirm: 3 attempts, then it expires. */
export const recipientMicroDeposits = pgTable(
  'recipient_micro_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .unique()
      .references(() => recipientBankAccounts.id),
    firstAmountCents: integer('first_amount_cents').notNull(),
    secondAmountCents: integer('second_amount_cents').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    expiresAt: atMs('expires_at').notNull(),
    verifiedAt: atMs('verified_at'),
    createdAt: atMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'recipient_micro_deposits_amounts',
      sql`${table.firstAmountCents} between 1 and 99 and ${table.secondAmountCents} between 1 and 99`,
    ),
  ],
);

/** A recipient's intake session after the emailed code: reaches that one recipient, for 30 minutes. */
export const recipientIntakeSessions = pgTable(
  'recipient_intake_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => recipients.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: atMs('expires_at').notNull(),
    createdAt: atMs('created_at').notNull().defaultNow(),
  },
  (table) => [index('recipient_intake_sessions_recipient_idx').on(table.recipientId)],
);

export const PRENOTE_STATUSES = ['waiting', 'sent', 'verified', 'returned'] as const;
export type PrenoteStatus = (typeof PRENOTE_STATUSES)[number];

/**
 * Outside the sandbox a typed account is verified by a prenote: a zero-dollar entry in the next ACH
 * file. No return within the waiting days verifies it; a return fails it with the return's reason.
 */
export const recipientPrenotes = pgTable(
  'recipient_prenotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .unique()
      .references(() => recipientBankAccounts.id),
    status: text('status').$type<PrenoteStatus>().notNull().default('waiting'),
    achFileId: uuid('ach_file_id').references(() => achFiles.id),
    traceNumber: text('trace_number').unique(),
    /** The entry's effective date (New York): the waiting days count from it. */
    effectiveDate: date('effective_date'),
    returnCode: text('return_code'),
    createdAt: atMs('created_at').notNull().defaultNow(),
    updatedAt: atMs('updated_at').notNull().defaultNow(),
  },
  (table) => [
    check('recipient_prenotes_status', oneOf(table.status, PRENOTE_STATUSES)),
    check(
      'recipient_prenotes_sent_fields',
      sql`(${table.status} = 'waiting') = (${table.traceNumber} is null)`,
    ),
    index('recipient_prenotes_status_idx').on(table.status),
  ],
);
