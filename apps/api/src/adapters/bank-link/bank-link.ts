/** The account the recipient picked in the bank-link provider, with its ACH numbers. */
export type LinkedAccount = {
  /** The provider's id of the account (Plaid's `account_id`). */
  accountId: string;
  accountNumber: string;
  routingNumber: string;
  accountType: 'checking' | 'savings';
  institutionName: string | null;
  /** The last 2 to 4 characters the bank shows for the account. */
  mask: string;
  /**
   * verified: the numbers came from the bank after the recipient signed in; pending_micro_deposits:
   * the provider still verifies the account with small deposits; failed: the provider could not
   * verify it (closed, or the deposits were never confirmed).
   */
  verification: 'verified' | 'pending_micro_deposits' | 'failed';
};

/** The languages the recipient intake offers (the provider's screens follow the recipient's). */
export type BankLinkLanguage = 'en' | 'es' | 'pl';

/**
 * The bank-link provider (Plaid Link in production, a look-alike in the sandbox): a link token
 * opens the provider's screens in the browser; what they hand back (a public token and the account
 * picked) is exchanged here for the account's ACH numbers.
 */
export interface BankLink {
  createLinkToken(input: {
    /** Our id for the person linking (the recipient's id): never an email or a name. */
    clientUserId: string;
    language: BankLinkLanguage;
    /** Shown in the provider's screens (the organisation's name); cut to the provider's limit. */
    clientName: string;
  }): Promise<{ linkToken: string; expiration: string }>;
  /** The public token exchange, then the ACH numbers of that one account. */
  exchangeAndGetAccount(input: { publicToken: string; accountId: string }): Promise<LinkedAccount>;
}

export const BANK_LINK_ERROR_REASONS = [
  /** The public token is malformed, expired or already used, or the bank wants a new sign-in: link again. */
  'invalid_public_token',
  /** The account id is not one of the linked item's accounts. */
  'account_not_found',
  /** The bank cannot be reached now: try again later, or enter the numbers by hand. */
  'institution_unavailable',
  /** Not a checking or savings account, or the bank does not give out ACH numbers. */
  'unsupported_account',
] as const;
export type BankLinkErrorReason = (typeof BANK_LINK_ERROR_REASONS)[number];

/**
 * A refusal the recipient can act on. Anything else the provider answers (our credentials, its
 * outage, a rate limit) is thrown as a plain Error whose message names the provider's error code
 * and request id, never our secret.
 */
export class BankLinkError extends Error {
  override readonly name = 'BankLinkError';
  constructor(
    readonly reason: BankLinkErrorReason,
    message: string,
  ) {
    super(message);
  }
}
