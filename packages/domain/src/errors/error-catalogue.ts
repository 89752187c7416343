import { ERROR_MESSAGES, type ErrorMessageCode } from '../error-messages.ts';

// Every code the API answers with: its HTTP status and English text. The codes are the public API:
// a client may branch on them, so one is never renamed (docs/decisions.md "One error catalogue"). The spec's own catalogue
// (business spec §8, cardholder spec §8) keeps the names the web already ships; the API's own
// refusals are snake_case, as Stripe's are. The web translates every code in all 12 catalogs.
const API_ERRORS = {
  bad_request: { status: 400, message: 'The request is not valid.' },
  validation_failed: { status: 400, message: 'Some fields are not valid.' },
  invalid_body: { status: 400, message: 'The request body is not valid.' },
  invalid_json: { status: 400, message: 'The request body is not valid JSON.' },
  invalid_cursor: { status: 400, message: 'The page cursor is not valid.' },
  not_top_level_business: {
    status: 400,
    message: 'Programs can only be created under a top-level business.',
  },
  unauthorized: { status: 401, message: 'Authentication is required.' },
  invalid_token: { status: 401, message: 'The access token is invalid or expired.' },
  invalid_grant: { status: 401, message: 'The session has ended. Please sign in again.' },
  issuer_unavailable: { status: 401, message: 'The identity provider could not be reached.' },
  invalid_card_token: { status: 401, message: 'The card token is invalid or expired.' },
  forbidden: { status: 403, message: 'You do not have permission to do this.' },
  not_found: { status: 404, message: 'Not found.' },
  invalid_card_transition: { status: 409, message: 'This card cannot do that in its current status.' },
  card_closed: { status: 409, message: 'This card is closed and cannot receive funds.' },
  invalid_transaction_state: {
    status: 409,
    message: 'This transaction cannot do that in its current status.',
  },
  metadata_exists: {
    status: 409,
    message: 'This item already has metadata. Update it instead of adding it again.',
  },
  preference_exists: {
    status: 409,
    message: 'A communication preference of this type already exists. Update it instead.',
  },
  cardholder_without_email: {
    status: 409,
    message: 'This cardholder has no email address to send the card to.',
  },
  spend_rule_already_attached: { status: 409, message: 'This spend rule is already on this card.' },
  settings_exist: { status: 409, message: 'This business already has settings. Update them instead.' },
  member_exists: { status: 409, message: 'This person is already a member of this business.' },
  member_is_self: { status: 409, message: 'You cannot remove yourself from a business.' },
  last_admin: {
    status: 409,
    message: 'A business needs at least one admin. Make someone else an admin first.',
  },
  card_order_delivered: { status: 409, message: 'This order was delivered; it has no further step.' },
  insufficient_funds: { status: 409, message: 'There are not enough funds for this.' },
  autoload_cancelled: { status: 409, message: 'This autoload was cancelled and can no longer change.' },
  autoload_not_active: {
    status: 409,
    message: 'This autoload is paused, cancelled or ended: it has no run to make now.',
  },
  // Onboarding (issue 13).
  application_not_editable: {
    status: 409,
    message: 'This application was submitted and can no longer change.',
  },
  invalid_application_state: {
    status: 409,
    message: 'This application cannot do that in its current status.',
  },
  documents_required: { status: 409, message: 'This application still needs documents before a decision.' },
  document_not_uploaded: { status: 409, message: 'The file has not arrived yet. Upload it, then try again.' },
  invalid_upload_link: { status: 403, message: 'The upload or download link is invalid or has expired.' },
  business_not_active: {
    status: 403,
    message:
      'This business cannot move money or issue cards until the platform approves its application. Finish the application first.',
  },
  owner_already_answered: {
    status: 409,
    message: 'This owner has already filled in their details; the invitation can no longer change.',
  },
  // Webhooks (issue 17).
  webhook_url_refused: {
    status: 400,
    message:
      'This URL cannot receive webhooks: use https and a public address (not loopback, private or link-local).',
  },
  webhook_endpoints_limit: { status: 409, message: 'This business has the most webhook endpoints allowed.' },
  webhook_endpoint_disabled: { status: 409, message: 'This webhook endpoint is disabled. Enable it first.' },
  // API credentials (issue 17).
  invalid_client: {
    status: 401,
    message: 'The client id or secret is not valid, or the credential was revoked or has expired.',
  },
  api_credential_permission_not_held: {
    status: 403,
    message: 'An API credential can only have permissions you hold on this business.',
  },
  api_credentials_limit: { status: 409, message: 'This business has the most API credentials allowed.' },
  recipient_not_payable: {
    status: 409,
    message:
      'This recipient cannot be paid yet: their bank account is missing, failed verification or on hold.',
  },
  bank_link_unavailable: {
    status: 503,
    message: 'Linking a bank is not available right now. Enter the account details by hand instead.',
  },
  bank_link_failed: {
    status: 400,
    message: 'The bank link did not finish. Link your bank again.',
  },
  micro_deposits_incorrect: {
    status: 400,
    message: 'Those amounts do not match the two deposits. Check your bank statement and try again.',
  },
  micro_deposits_expired: {
    status: 410,
    message: 'The deposits can no longer be confirmed. Start over to get new ones.',
  },
  invalid_transfer_state: { status: 409, message: 'This transfer cannot do that in its current status.' },
  approver_is_maker: {
    status: 403,
    message: 'A transfer must be approved by someone other than the person who sent it.',
  },
  idempotency_in_progress: {
    status: 409,
    message: 'A request with this Idempotency-Key is still being processed.',
  },
  settings_stale: {
    status: 412,
    message: 'The settings were changed by someone else. Reload them and try again.',
  },
  payload_too_large: { status: 413, message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, message: 'This content type is not accepted. Send JSON.' },
  idempotency_key_reused: {
    status: 422,
    message: 'This Idempotency-Key was already used with a different request.',
  },
  precondition_required: {
    status: 428,
    message: 'Send If-Match with the updatedAt of the settings you last read.',
  },
  rate_limited: { status: 429, message: 'Too many attempts. Please wait and try again.' },
  internal_error: { status: 500, message: 'An unexpected error occurred.' },
} as const satisfies Record<string, { status: number; message: string }>;

/** The status each of the spec's catalogue codes is answered with. */
const SPEC_ERROR_STATUS: Record<ErrorMessageCode, number> = {
  webhooksNotEnabled: 403,
  authenticationError: 401,
  businessIdRequired: 400,
  accountNotActivated: 403,
  noAccountForEmail: 404,
  noAccountForPhone: 404,
  emailAlreadyExists: 409,
  accountCreationFailed: 400,
  phoneMayBeInUse: 409,
  incorrectPassword: 401,
  googleNotLinked: 401,
  googleOnly: 403,
  otpSendFailed: 400,
  otpIncorrect: 400,
  otpExpired: 400,
  passwordResetFailed: 400,
  invalidOrExpiredLink: 410,
  accountError: 403,
  cardholderLookupFailed: 404,
  cardNotFound: 404,
  invalidCardData: 400,
  cardIsVirtual: 400,
  cardActivationMissingOrganization: 409,
  cardEmailMismatch: 409,
  cardAlreadyLinked: 409,
  virtualCardNeedsActivation: 400,
  cardDetailsFailed: 500,
  pinNotAllowedForStatus: 409,
  pinAlreadySet: 409,
  cardFrozen: 409,
  cardClosed: 409,
  unexpected: 500,
  recipientEmailNotRegistered: 404,
  recipientHasExternalBankAccount: 409,
  recipientNotFound: 404,
  retryVerificationFailed: 400,
};

/**
 * The few codes also answered with a second status, kept because clients already rely on it: a
 * bearer token whose email has no account is a 401 (the sign-in lookup is a 404), and a phone
 * refused while accepting an invitation is a 400 (on a profile update, a 409).
 */
export const ERROR_ALSO_ANSWERED_WITH: Readonly<Partial<Record<ErrorCode, readonly number[]>>> = {
  noAccountForEmail: [401],
  phoneMayBeInUse: [400],
};

export type ApiErrorCode = keyof typeof API_ERRORS;
export type ErrorCode = ApiErrorCode | ErrorMessageCode;
export type ErrorEntry = { status: number; message: string };

export const ERROR_CATALOGUE: Readonly<Record<ErrorCode, ErrorEntry>> = {
  ...API_ERRORS,
  ...(Object.fromEntries(
    Object.entries(ERROR_MESSAGES).map(([code, message]) => [
      code,
      { status: SPEC_ERROR_STATUS[code as ErrorMessageCode], message },
    ]),
  ) as Record<ErrorMessageCode, ErrorEntry>),
};

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);
}
