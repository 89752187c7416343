import { z } from 'zod';

// Enumerations of recipients, their bank accounts and transfers (business spec §3, §4).

export const ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
// Also the form rule "Account type: checking or savings", so it carries a user-facing message.
export const accountTypeSchema = z.enum(ACCOUNT_TYPES, { error: 'Account type is invalid' });

export const BANK_ACCOUNT_VERIFICATION_STATUSES = ['pending', 'verified', 'failed'] as const;
export type BankAccountVerificationStatus = (typeof BANK_ACCOUNT_VERIFICATION_STATUSES)[number];
export const bankAccountVerificationStatusSchema = z.enum(BANK_ACCOUNT_VERIFICATION_STATUSES);

export const TRANSFER_SPEEDS = ['ach', 'sameday_ach', 'instant'] as const;
export type TransferSpeed = (typeof TRANSFER_SPEEDS)[number];
export const transferSpeedSchema = z.enum(TRANSFER_SPEEDS);

export const TRANSFER_STATUSES = ['created', 'processing', 'completed', 'failed'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
export const transferStatusSchema = z.enum(TRANSFER_STATUSES);

export const RECIPIENT_INTAKE_STATUSES = [
  'awaiting_recipient',
  'pending_verification',
  'bank_account_verified',
  'verification_failed',
] as const;
export type RecipientIntakeStatus = (typeof RECIPIENT_INTAKE_STATUSES)[number];
export const recipientIntakeStatusSchema = z.enum(RECIPIENT_INTAKE_STATUSES);

export const RECIPIENT_TYPES = ['person', 'business'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];
export const recipientTypeSchema = z.enum(RECIPIENT_TYPES);

export const BANK_VERIFICATION_FAILURE_REASON_CODES = [
  'account_blocked',
  'account_closed',
  'owner_deceased',
  'invalid_account_number',
  'invalid_routing_number',
  'erroneous_data',
  'regulatory_limits',
  'institution_unavailable',
  'transfers_unsupported',
  'unexpected_error',
] as const;
export type BankVerificationFailureReasonCode = (typeof BANK_VERIFICATION_FAILURE_REASON_CODES)[number];
export const bankVerificationFailureReasonCodeSchema = z.enum(BANK_VERIFICATION_FAILURE_REASON_CODES);

const FAILURE_REASON_TEXTS: Record<BankVerificationFailureReasonCode, string> = {
  account_blocked: 'Account blocked.',
  account_closed: 'Account closed.',
  owner_deceased: 'Owner deceased.',
  invalid_account_number: 'Invalid account number.',
  invalid_routing_number: 'Invalid routing number.',
  erroneous_data: 'Erroneous data.',
  regulatory_limits: 'Regulatory limits.',
  institution_unavailable: 'Financial institution unavailable.',
  transfers_unsupported: 'Transfers unsupported.',
  unexpected_error: 'Unexpected verification error.',
};

export type BankVerificationFailureReason = {
  readonly code: BankVerificationFailureReasonCode;
  readonly text: string;
};

// Ordered as in the cardholder spec §8 so a list renders in the documented order.
export const BANK_VERIFICATION_FAILURE_REASONS: readonly BankVerificationFailureReason[] =
  BANK_VERIFICATION_FAILURE_REASON_CODES.map((code) => ({ code, text: FAILURE_REASON_TEXTS[code] }));

export function bankVerificationFailureReasonText(code: BankVerificationFailureReasonCode): string {
  return FAILURE_REASON_TEXTS[code];
}
