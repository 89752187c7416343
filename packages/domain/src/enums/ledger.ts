// The ledger's enumerations: what kind of account money sits in, and what kind of movement moved it.

/**
 * Funding and card accounts hold customer money and can never go below zero (or below their
 * holds); the two external kinds mirror money outside the platform and may go negative.
 * payouts_in_flight holds an organisation's bank transfers between their debit and the bank's
 * settlement (or return): customer money still, so never negative.
 */
export const LEDGER_ACCOUNT_KINDS = [
  'funding',
  'card',
  'ach_settlement',
  'card_network',
  'payouts_in_flight',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** Every kind of journal entry; the database refuses any other (journal_entries_kind check). */
export const JOURNAL_ENTRY_KINDS = [
  'ach_deposit',
  'funding_transfer',
  'card_load',
  'card_withdrawal',
  'card_transfer',
  'card_clearing',
  'card_refund',
  'bank_transfer',
  'bank_transfer_settlement',
  'bank_transfer_return',
] as const;
export type JournalEntryKind = (typeof JOURNAL_ENTRY_KINDS)[number];
