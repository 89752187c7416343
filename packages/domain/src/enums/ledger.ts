// The ledger's enumerations: what kind of account money sits in, and what kind of movement moved it.

/**
 * Funding and card accounts hold customer money and can never go below zero (or below their
 * holds); the two external kinds mirror money outside the platform and may go negative.
 */
export const LEDGER_ACCOUNT_KINDS = ['funding', 'card', 'ach_settlement', 'card_network'] as const;
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
] as const;
export type JournalEntryKind = (typeof JOURNAL_ENTRY_KINDS)[number];
