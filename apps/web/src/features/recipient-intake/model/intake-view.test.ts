import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../../lib/api/api-error.ts';
import { codeRefusalTarget, intakeStage, intakeStopOf, isOwnSendRefusal } from './intake-view.ts';

describe('intakeStage: what the status screen shows', () => {
  const deposits = { attemptsLeft: 3, expiresAt: '2026-03-10T00:00:00Z' };
  it.each([
    ['awaiting_recipient', null, 'enterDetails'],
    ['pending_verification', null, 'inProgress'],
    ['pending_verification', deposits, 'microDeposits'],
    ['bank_account_verified', null, 'verified'],
    ['verification_failed', null, 'failed'],
  ] as const)('%s (deposits: %o) → %s', (intakeStatus, microDeposits, stage) => {
    expect(intakeStage({ intakeStatus, microDeposits })).toBe(stage);
  });
});

describe('intakeStopOf: refusals that end the flow', () => {
  it.each([
    [new ApiError(401, { code: 'unauthorized' }), 'sessionEnded'],
    [new ApiError(404, { code: 'recipientNotFound' }), 'recipientNotFound'],
    [new ApiError(404, { code: 'not_found' }), 'recipientNotFound'],
    [new ApiError(409, { code: 'recipientHasExternalBankAccount' }), 'hasExternalBankAccount'],
    [new ApiError(400, { code: 'validation_failed' }), null],
    [new ApiError(400, { code: 'retryVerificationFailed' }), null],
    [networkError(), null],
    [new Error('boom'), null],
  ])('%o → %s', (error, stop) => expect(intakeStopOf(error)).toBe(stop));
});

describe('where a refusal of the email and code steps is shown', () => {
  it.each([
    [new ApiError(404, { code: 'recipientEmailNotRegistered' }), 'email'],
    [new ApiError(400, { code: 'otpIncorrect' }), 'code'],
    [new ApiError(400, { code: 'otpExpired' }), 'code'],
    [
      new ApiError(400, {
        code: 'validation_failed',
        details: [{ field: 'email', code: 'emailInvalid', message: '' }],
      }),
      'email',
    ],
    [new ApiError(410, { code: 'invalidOrExpiredLink' }), 'root'],
    [new ApiError(429, { code: 'rate_limited' }), 'root'],
    [networkError(), 'root'],
  ])('%o → %s', (error, target) => expect(codeRefusalTarget(error)).toBe(target));

  it('a code that could not be sent for another reason is the spec’s sending error', () => {
    expect(isOwnSendRefusal(new ApiError(404, { code: 'recipientEmailNotRegistered' }))).toBe(true);
    expect(isOwnSendRefusal(new ApiError(429, { code: 'rate_limited' }))).toBe(true);
    expect(isOwnSendRefusal(new ApiError(400, { code: 'otpSendFailed' }))).toBe(false);
    expect(isOwnSendRefusal(new ApiError(500, { code: 'internal_error' }))).toBe(false);
    expect(isOwnSendRefusal(networkError())).toBe(false);
  });
});
