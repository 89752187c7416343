import type { BankVerificationFailureReasonCode } from '../enums/bank-transfers.ts';

// ISO 20022 status reasons (pacs.002 StsRsnInf/Rsn/Cd) on a rejected RTP or FedNow credit transfer,
// mapped to the failure reason we show for the recipient's bank account.

export type InstantRejection = {
  readonly title: string;
  readonly failureReason: BankVerificationFailureReasonCode;
};

export const INSTANT_REJECTION_CODES: Readonly<Record<string, InstantRejection>> = Object.freeze({
  AC01: { title: 'Incorrect account number', failureReason: 'invalid_account_number' },
  AC03: { title: 'Invalid creditor account number', failureReason: 'invalid_account_number' },
  AC04: { title: 'Closed account number', failureReason: 'account_closed' },
  AC06: { title: 'Blocked account', failureReason: 'account_blocked' },
  // The receiving account or bank does not take this kind of transfer (e.g. instant credits).
  AG01: { title: 'Transaction forbidden', failureReason: 'transfers_unsupported' },
  // Concerns the debtor, which is us: nothing the recipient can act on.
  AM04: { title: 'Insufficient funds', failureReason: 'unexpected_error' },
  BE01: { title: 'Inconsistent with end customer', failureReason: 'erroneous_data' },
  MD07: { title: 'End customer deceased', failureReason: 'owner_deceased' },
  RC01: { title: 'Bank identifier incorrect', failureReason: 'invalid_routing_number' },
  RR04: { title: 'Regulatory reason', failureReason: 'regulatory_limits' },
  // Free text only: the reason is in the narrative, which we cannot map.
  NARR: { title: 'Narrative', failureReason: 'unexpected_error' },
  DUPL: { title: 'Duplicate payment', failureReason: 'erroneous_data' },
  // The receiving bank did not answer in time or is offline: the account itself may be fine.
  AB05: { title: 'Timeout at the creditor agent', failureReason: 'institution_unavailable' },
  AB06: { title: 'Timeout at the instructed agent', failureReason: 'institution_unavailable' },
  AB08: { title: 'Creditor agent not online', failureReason: 'institution_unavailable' },
  '9909': { title: 'Central switch system malfunction', failureReason: 'institution_unavailable' },
});

export const UNKNOWN_INSTANT_REJECTION_REASON: BankVerificationFailureReasonCode = 'unexpected_error';

export function instantRejectionReason(code: string): BankVerificationFailureReasonCode {
  const key = code.trim().toUpperCase();
  // Own keys only, so a key like '__proto__' never reads the prototype.
  const rejection = Object.hasOwn(INSTANT_REJECTION_CODES, key) ? INSTANT_REJECTION_CODES[key] : undefined;
  return rejection?.failureReason ?? UNKNOWN_INSTANT_REJECTION_REASON;
}
