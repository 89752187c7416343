import type { Permission } from '../permissions/index.ts';

// What a CSV import can create (business spec §2.1: order, order/physical, order/virtual,
// recipients, payments, card-loads), and the limits every import is held to.
export const IMPORT_KINDS = [
  'card_loads',
  'virtual_cards',
  'physical_orders',
  'recipients',
  'payments',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * validated: parsed and checked, waiting for the person to confirm. queued: confirmed, waiting for
 * a worker. running: a worker is on it (resumes from its cursor after a crash). completed: every
 * row was tried. cancelled: dropped before it was confirmed, or stopped by a person while it ran
 * (the rows done stay done; the rest are cancelled).
 */
export const IMPORT_STATUSES = ['validated', 'queued', 'running', 'completed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/**
 * invalid: refused at upload. dropped: invalid and left out on confirm. pending → succeeded |
 * failed, or cancelled when the import is stopped before the row's turn.
 */
export const IMPORT_ROW_STATUSES = [
  'invalid',
  'dropped',
  'pending',
  'succeeded',
  'failed',
  'cancelled',
] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/** A disaster payout of 2,000 people fits five times over; the benchmark runs at this size. */
export const IMPORT_ROWS_MAX = 10_000;
/** 10,000 rows of a physical order (the widest template) stay well under this. */
export const IMPORT_FILE_BYTES_MAX = 5 * 1024 * 1024;
export const IMPORT_FILE_NAME_LENGTH_MAX = 255;

/** The permission of what each kind creates (spec §2.1). */
export const IMPORT_PERMISSIONS = {
  card_loads: 'loadCard',
  virtual_cards: 'orderCard',
  physical_orders: 'orderCard',
  recipients: 'createRecipient',
  payments: 'sendBankPayment',
} as const satisfies Record<ImportKind, Permission>;

/** Kinds that move money: the total is shown before confirming and checked against the funding account. */
export const MONEY_IMPORT_KINDS = ['card_loads', 'payments'] as const satisfies readonly ImportKind[];
export const movesMoney = (kind: ImportKind) => (MONEY_IMPORT_KINDS as readonly ImportKind[]).includes(kind);
