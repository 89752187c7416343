import { describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGE_CODES,
  ERROR_MESSAGES,
  type ErrorMessageCode,
  errorMessageCodeSchema,
  isErrorMessageCode,
} from './error-messages.ts';

describe('ERROR_MESSAGES', () => {
  // The texts the specs spell out word for word.
  it.each<[ErrorMessageCode, string]>([
    ['webhooksNotEnabled', 'Oops! Looks like your business does not have webhooks enabled.'],
    [
      'authenticationError',
      'Authentication Error. Please try logging in again. If this problem persists, please contact support.',
    ],
    ['businessIdRequired', 'Business ID is required'],
    ['invalidCardData', 'Invalid card data. Try again.'],
  ])('%s is the spec text', (code, text) => {
    expect(ERROR_MESSAGES[code]).toBe(text);
  });

  // One code per situation of business §8 and cardholder §8 (the bank verification reasons live in enums).
  it('covers every situation of both catalogues', () => {
    expect([...ERROR_MESSAGE_CODES].sort()).toEqual(
      [
        'webhooksNotEnabled',
        'authenticationError',
        'businessIdRequired',
        'accountNotActivated',
        'noAccountForEmail',
        'noAccountForPhone',
        'emailAlreadyExists',
        'accountCreationFailed',
        'phoneMayBeInUse',
        'incorrectPassword',
        'googleNotLinked',
        'googleOnly',
        'otpSendFailed',
        'otpIncorrect',
        'otpExpired',
        'passwordResetFailed',
        'invalidOrExpiredLink',
        'accountError',
        'cardholderLookupFailed',
        'cardNotFound',
        'invalidCardData',
        'cardIsVirtual',
        'cardActivationMissingOrganization',
        'cardEmailMismatch',
        'cardAlreadyLinked',
        'virtualCardNeedsActivation',
        'cardDetailsFailed',
        'pinNotAllowedForStatus',
        'pinAlreadySet',
        'cardFrozen',
        'cardClosed',
        'unexpected',
        'recipientEmailNotRegistered',
        'recipientHasExternalBankAccount',
        'recipientNotFound',
        'retryVerificationFailed',
      ].sort(),
    );
  });

  it.each(ERROR_MESSAGE_CODES)('%s is a distinct, trimmed, capitalised text', (code) => {
    const text = ERROR_MESSAGES[code];
    expect(text).toBe(text.trim());
    expect(text).toMatch(/^[A-Z]/);
    expect(ERROR_MESSAGE_CODES.filter((other) => ERROR_MESSAGES[other] === text)).toEqual([code]);
  });

  it.each([
    ['cardNotFound', true],
    ['toString', false],
    ['', false],
    [undefined, false],
  ])('isErrorMessageCode(%j) is %s and agrees with the schema', (value, expected) => {
    expect(isErrorMessageCode(value)).toBe(expected);
    expect(errorMessageCodeSchema.safeParse(value).success).toBe(expected);
  });
});
