import { isApiError } from '../../../lib/api/api-error.ts';
import type { IntakeStatus } from '../api/intake-status.ts';

/** What the status screen shows (cardholder spec §4 "Bank verification"). */
export type IntakeStage = 'enterDetails' | 'microDeposits' | 'inProgress' | 'verified' | 'failed';

export function intakeStage(status: Pick<IntakeStatus, 'intakeStatus' | 'microDeposits'>): IntakeStage {
  switch (status.intakeStatus) {
    case 'awaiting_recipient':
      return 'enterDetails';
    case 'pending_verification':
      return status.microDeposits ? 'microDeposits' : 'inProgress';
    case 'bank_account_verified':
      return 'verified';
    case 'verification_failed':
      return 'failed';
  }
}

/**
 * A refusal that ends the flow rather than one form: the session ended (401), the session's
 * recipient is gone (404, spec "Recipient not found; contact support"), or the recipient already
 * has an external bank account (spec §4). Null for a refusal the form shows itself.
 */
export type IntakeStop = 'sessionEnded' | 'recipientNotFound' | 'hasExternalBankAccount';

export function intakeStopOf(error: unknown): IntakeStop | null {
  if (!isApiError(error)) return null;
  if (error.status === 401) return 'sessionEnded';
  if (error.code === 'recipientHasExternalBankAccount') return 'hasExternalBankAccount';
  if (error.status === 404 && (error.code === 'recipientNotFound' || error.code === 'not_found')) {
    return 'recipientNotFound';
  }
  return null;
}

/** Which field of the email and code steps a refusal belongs on, or above the form ('root'). */
export type CodeRefusalTarget = 'email' | 'code' | 'root';

export function codeRefusalTarget(error: unknown): CodeRefusalTarget {
  if (!isApiError(error)) return 'root';
  switch (error.code) {
    case 'recipientEmailNotRegistered':
      return 'email';
    case 'otpIncorrect':
    case 'otpExpired':
      return 'code';
    case 'validation_failed':
    case 'bad_request': {
      const field = error.details[0]?.field;
      return field === 'email' || field === 'code' ? field : 'root';
    }
    default:
      return 'root';
  }
}

/**
 * The spec's words for a code that could not be sent: a refusal it names (not registered, a bad
 * link, too many attempts, a bad field) keeps its own text; anything else (the mail system, the
 * network) is "Error sending the verification code".
 */
export function isOwnSendRefusal(error: unknown): boolean {
  return (
    isApiError(error) &&
    [
      'recipientEmailNotRegistered',
      'invalidOrExpiredLink',
      'rate_limited',
      'validation_failed',
      'bad_request',
    ].includes(error.code)
  );
}
