// Limits of the NACHA record layout: each follows from a field's width.

export const RECORD_LENGTH = 94;
/** Records per block: the file is padded with lines of '9' to a whole number of blocks. */
export const BLOCKING_FACTOR = 10;
export const PADDING_RECORD = '9'.repeat(RECORD_LENGTH);

/** The entry amount field is 10 digits: $99,999,999.99. */
export const ENTRY_AMOUNT_CENTS_MAX = 9_999_999_999;
/** Batch and file totals are 12 digits. */
export const TOTAL_AMOUNT_CENTS_MAX = 999_999_999_999;
/** The entry hash keeps its rightmost 10 digits. */
export const ENTRY_HASH_MODULUS = 10_000_000_000;

export const BATCH_NUMBER_MAX = 9_999_999;
export const BATCH_ENTRY_ADDENDA_COUNT_MAX = 999_999;
export const FILE_ENTRY_ADDENDA_COUNT_MAX = 99_999_999;
export const BATCH_COUNT_MAX = 999_999;
export const BLOCK_COUNT_MAX = 999_999;
