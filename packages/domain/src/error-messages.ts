import { z } from 'zod';

// The error catalogues of business spec §8 and cardholder spec §8, keyed by a stable code that
// API error bodies ({ code, message }) and the web's toasts share. The web translates by code.
export const ERROR_MESSAGES = {
  // Business portal
  webhooksNotEnabled: 'Oops! Looks like your business does not have webhooks enabled.',
  authenticationError:
    'Authentication Error. Please try logging in again. If this problem persists, please contact support.',
  businessIdRequired: 'Business ID is required',

  // Account and sign-in
  accountNotActivated:
    'Your account has not been activated yet. Please use the activation link we sent you or contact support.',
  noAccountForEmail: 'No account was found for that email.',
  noAccountForPhone: 'No account was found for that phone number.',
  emailAlreadyExists: 'An account with this email already exists.',
  accountCreationFailed: 'There was an error creating your account. Please try again or contact support.',
  phoneMayBeInUse:
    'We could not create your account. The phone number may already be in use. Please try again without it.',
  incorrectPassword: 'Incorrect password.',
  googleNotLinked: 'This Google account is not linked to Causeway.',
  googleOnly: 'This account must sign in with Google. Please go back to login and continue with Google.',
  otpSendFailed: 'There was an error sending the verification code. Please try again.',
  otpIncorrect: 'The code you entered is incorrect. Please try again or resend the code.',
  otpExpired: 'The code has expired. Please request a new one.',
  passwordResetFailed: 'We could not send the reset password email. Please try again or contact support.',
  invalidOrExpiredLink: 'This account creation link is invalid or has expired.',
  accountError: 'There is a problem with your account. Please contact support.',
  cardholderLookupFailed: 'There was an error looking up the card holder ID.',

  // Card
  cardNotFound: 'No card was found with that ID. Please check the ID and try again.',
  invalidCardData: 'Invalid card data. Try again.',
  cardIsVirtual: 'This card is virtual. This action works only for physical cards.',
  cardActivationMissingOrganization:
    'This card needs to be activated, but its organization information is missing. Please contact support.',
  cardEmailMismatch: 'The email does not match the one tied to this card.',
  cardAlreadyLinked: 'This card is already linked to another account.',
  virtualCardNeedsActivation: 'This is a virtual card ID. Please activate it with the link we emailed you.',
  cardDetailsFailed: 'There was an error getting your card details. Please refresh the page.',
  pinNotAllowedForStatus:
    'A PIN cannot be set for this card in its current status. Please contact your organization or support.',
  pinAlreadySet: 'A PIN is already set for this card. Please log in to reset it.',
  cardFrozen: 'This card has been frozen by your organization. Please contact your organization.',
  cardClosed: 'This card has been closed by your organization. Please contact your organization.',

  // Generic
  unexpected:
    'An unexpected error occurred. Please try again. If this problem persists, please contact support.',

  // Recipient
  recipientEmailNotRegistered: 'This email is not registered for the program.',
  recipientHasExternalBankAccount: 'This recipient already has an external bank account.',
  recipientNotFound: 'Recipient not found. Please contact support.',
  retryVerificationFailed: 'There was an error retrying the verification. Please try again.',
} as const;

export type ErrorMessageCode = keyof typeof ERROR_MESSAGES;

export const ERROR_MESSAGE_CODES = Object.keys(ERROR_MESSAGES) as [ErrorMessageCode, ...ErrorMessageCode[]];
export const errorMessageCodeSchema = z.enum(ERROR_MESSAGE_CODES);

export function isErrorMessageCode(value: unknown): value is ErrorMessageCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}
