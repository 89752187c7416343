import type { AccountType, BankVerificationFailureReasonCode } from '../enums/bank-transfers.ts';

// What an ACH return (R-code) or notification of change (C-code) means for us. One decided table:
// the API applies it to a failed transfer and its recipient, and the docs list it as it stands.

// What happens to the recipient's bank account after the return, beyond failing the transfer and
// notifying: a dead account is disabled, a mistyped one re-entered, a deceased owner's never retried,
// a frozen one held for a person to review.
export const RECIPIENT_ACTIONS = [
  'none',
  'disable_account_request_new',
  'require_reentry',
  'lock_never_retry',
  'lock_flag_review',
] as const;
export type RecipientAction = (typeof RECIPIENT_ACTIONS)[number];

export type ReturnCodeAction = {
  readonly failureReason: BankVerificationFailureReasonCode;
  readonly recipientAction: RecipientAction;
};

function action(failureReason: BankVerificationFailureReasonCode, recipientAction: RecipientAction) {
  return Object.freeze({ failureReason, recipientAction });
}

function codes(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, index) => `R${from + index}`);
}

const GROUPS: readonly [readonly string[], ReturnCodeAction][] = [
  [['R02', 'R12'], action('account_closed', 'disable_account_request_new')],
  [['R03', 'R04'], action('invalid_account_number', 'require_reentry')],
  [['R14', 'R15'], action('owner_deceased', 'lock_never_retry')],
  [['R16'], action('account_blocked', 'lock_flag_review')],
  [['R13', 'R28'], action('invalid_routing_number', 'require_reentry')],
  // Insufficient and uncollected funds concern debits, which we do not originate: if one ever comes
  // back, the transfer fails and we notify, and nothing about the account is held against it.
  [['R01', 'R09'], action('unexpected_error', 'none')],
  // A savings-only or loan account: the recipient must give an account that takes credits.
  [['R20'], action('transfers_unsupported', 'require_reentry')],
  // The receiver refused this one credit: no sign the account is bad, so it is not locked.
  [['R23'], action('account_blocked', 'none')],
  [['R17'], action('erroneous_data', 'require_reentry')],
  // Unauthorized, revoked or stopped at someone's request: the account itself is fine.
  [['R05', 'R06', 'R07', 'R10', 'R11', 'R29'], action('regulatory_limits', 'none')],
  // Our file or entry was malformed or misrouted: ours to fix, not the recipient's.
  [['R18', 'R19', 'R21', 'R22', 'R24', 'R26', 'R27', ...codes(31, 39)], action('erroneous_data', 'none')],
  // International (IAT) entries refused by the gateway or for sanctions and the like.
  [codes(80, 85), action('regulatory_limits', 'none')],
  // Dishonored and contested dishonored returns: a dispute between banks about the return itself.
  [['R61', ...codes(67, 70)], action('unexpected_error', 'none')],
];

export const RETURN_CODE_ACTIONS: Readonly<Record<string, ReturnCodeAction>> = Object.freeze(
  Object.fromEntries(GROUPS.flatMap(([returnCodes, decided]) => returnCodes.map((code) => [code, decided]))),
);

export const UNKNOWN_RETURN_CODE_ACTION: ReturnCodeAction = action('unexpected_error', 'none');

// Codes arrive from files and webhooks; ' r03' is still R03.
function normalized(code: string): string {
  return code.trim().toUpperCase();
}

// Own keys only, so '__proto__' or 'toString' never reads the prototype.
function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

export function returnCodeAction(code: string): ReturnCodeAction {
  return ownValue(RETURN_CODE_ACTIONS, normalized(code)) ?? UNKNOWN_RETURN_CODE_ACTION;
}

// Returns the RDFI may send up to 60 days after settlement instead of two banking days: a transfer
// that looked done can still come back this late for these.
export const LATE_RETURN_CODES: readonly string[] = ['R05', 'R07', 'R10', 'R29', 'R37', 'R51', 'R53'];

export function isLateReturnCode(code: string): boolean {
  return LATE_RETURN_CODES.includes(normalized(code));
}

export type CorrectionField = 'routingNumber' | 'accountNumber' | 'accountType' | 'individualName';

// The recipient fields a notification of change corrects, in the order of its corrected-data field.
export const CORRECTION_CODE_FIELDS: Readonly<Record<string, readonly CorrectionField[]>> = Object.freeze({
  C01: ['accountNumber'],
  C02: ['routingNumber'],
  C03: ['routingNumber', 'accountNumber'],
  C04: ['individualName'],
  C05: ['accountType'],
  C06: ['accountNumber', 'accountType'],
  C07: ['routingNumber', 'accountNumber', 'accountType'],
});

// Other C-codes (C08 and up) correct nothing we store.
export function correctionFields(code: string): readonly CorrectionField[] {
  return ownValue(CORRECTION_CODE_FIELDS, normalized(code)) ?? [];
}

// A NOC gives the corrected account type as an entry transaction code. Live, prenote and return/NOC
// codes for credits and debits; zero-dollar remittance codes (24, 34) never carry a correction.
const TRANSACTION_CODE_ACCOUNT_TYPES: Readonly<Record<string, AccountType>> = Object.freeze({
  '21': 'checking',
  '22': 'checking',
  '23': 'checking',
  '26': 'checking',
  '27': 'checking',
  '28': 'checking',
  '31': 'savings',
  '32': 'savings',
  '33': 'savings',
  '36': 'savings',
  '37': 'savings',
  '38': 'savings',
});

export function accountTypeOfTransactionCode(code: string): AccountType | null {
  return ownValue(TRANSACTION_CODE_ACCOUNT_TYPES, code.trim()) ?? null;
}
