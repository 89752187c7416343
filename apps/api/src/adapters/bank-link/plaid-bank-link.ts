import type {
  AccountBase,
  AuthGetRequest,
  AuthGetResponse,
  ItemPublicTokenExchangeRequest,
  ItemPublicTokenExchangeResponse,
  LinkTokenCreateRequest,
  LinkTokenCreateResponse,
  PlaidApi,
  PlaidError,
} from 'plaid';
import {
  type BankLink,
  BankLinkError,
  type BankLinkErrorReason,
  type BankLinkLanguage,
  type LinkedAccount,
} from './bank-link.ts';
import {
  AccountBaseVerificationStatusEnum,
  AccountSubtype,
  AccountType,
  CountryCode,
  DepositoryAccountSubtype,
  Products,
} from './plaid-values.ts';

/**
 * The three Plaid endpoints the bank link calls, as `PlaidApi` declares them (only the answer's
 * `data` is read). The production client is a `PlaidApi`; the sandbox's fake answers the same
 * request and response types, so both run the one mapping below.
 */
export interface PlaidEndpoints {
  linkTokenCreate(request: LinkTokenCreateRequest): Promise<{ data: LinkTokenCreateResponse }>;
  itemPublicTokenExchange(
    request: ItemPublicTokenExchangeRequest,
  ): Promise<{ data: ItemPublicTokenExchangeResponse }>;
  authGet(request: AuthGetRequest): Promise<{ data: AuthGetResponse }>;
}

/** Plaid's environments; its Development environment was retired, and the client has no URL for it. */
export const PLAID_ENVIRONMENTS = ['sandbox', 'production'] as const;
export type PlaidEnvironment = (typeof PLAID_ENVIRONMENTS)[number];

export type PlaidSettings = { clientId: string; secret: string; environment: PlaidEnvironment };

/** Plaid's limit on `client_name`. */
const CLIENT_NAME_MAX = 30;
/** Plaid answers in a second or two; /auth/get can take longer at a slow bank. */
const PLAID_TIMEOUT_MS = 30_000;

/** The Plaid error codes the recipient can act on, by what they mean to us; any other code is ours to fix. */
const PLAID_ERROR_REASONS: Readonly<Record<string, BankLinkErrorReason>> = {
  INVALID_PUBLIC_TOKEN: 'invalid_public_token',
  // The bank wants the person to sign in again: the only way is through Link once more.
  ITEM_LOGIN_REQUIRED: 'invalid_public_token',
  ITEM_LOCKED: 'invalid_public_token',
  ITEM_NOT_FOUND: 'invalid_public_token',
  INVALID_ACCOUNT_ID: 'account_not_found',
  NO_ACCOUNTS: 'account_not_found',
  INSTITUTION_DOWN: 'institution_unavailable',
  INSTITUTION_NOT_RESPONDING: 'institution_unavailable',
  INSTITUTION_NOT_AVAILABLE: 'institution_unavailable',
  INSTITUTION_NOT_ENABLED_IN_ENVIRONMENT: 'institution_unavailable',
  PRODUCT_NOT_READY: 'institution_unavailable',
  PRODUCTS_NOT_SUPPORTED: 'unsupported_account',
  NO_AUTH_ACCOUNTS: 'unsupported_account',
  INSTITUTION_NO_LONGER_SUPPORTED: 'unsupported_account',
  INSTITUTION_NOT_SUPPORTED: 'unsupported_account',
};

/** What Plaid's client throws on a refusal: axios's error, whose response body is Plaid's error. */
function plaidErrorOf(error: unknown): PlaidError | undefined {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const candidate = data as Partial<PlaidError>;
  return typeof candidate.error_code === 'string' && typeof candidate.error_type === 'string'
    ? (candidate as PlaidError)
    : undefined;
}

/**
 * Plaid's refusal as ours. Anything else becomes a fresh Error naming Plaid's code and request id:
 * the axios error itself is never passed on, because its request config carries our secret.
 */
export function bankLinkErrorOf(error: unknown, call: string): Error {
  const plaid = plaidErrorOf(error);
  if (!plaid) {
    const reason = error instanceof Error ? error.message : String(error);
    return new Error(`Plaid ${call} failed: ${reason}`);
  }
  const requestId = plaid.request_id ? ` (request ${plaid.request_id})` : '';
  const described = `Plaid ${call}: ${plaid.error_type} ${plaid.error_code}${requestId}`;
  const reason =
    PLAID_ERROR_REASONS[plaid.error_code] ??
    (plaid.error_type === 'INSTITUTION_ERROR' ? 'institution_unavailable' : undefined);
  return reason ? new BankLinkError(reason, described) : new Error(described);
}

async function calling<T>(call: string, request: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await request()).data;
  } catch (error) {
    throw bankLinkErrorOf(error, call);
  }
}

const VERIFIED = new Set<string>([
  AccountBaseVerificationStatusEnum.AutomaticallyVerified,
  AccountBaseVerificationStatusEnum.ManuallyVerified,
  AccountBaseVerificationStatusEnum.DatabaseMatched,
  AccountBaseVerificationStatusEnum.DatabaseInsightsPass,
  // The numbers are plausible but unknown to Plaid: we only ever credit the account, and a wrong
  // number comes back as an ACH return, which the transfer flow handles.
  AccountBaseVerificationStatusEnum.DatabaseInsightsPassWithCaution,
]);
const PENDING = new Set<string>([
  AccountBaseVerificationStatusEnum.PendingAutomaticVerification,
  AccountBaseVerificationStatusEnum.PendingManualVerification,
  AccountBaseVerificationStatusEnum.Unsent,
]);

/**
 * The account's verification: no status at all is Instant Auth (the person signed in to the bank);
 * the micro-deposit flows are pending until Plaid confirms them; expired, failed and a failed
 * database check are failures. A status Plaid adds later counts as failed until we know it.
 */
export function verificationOf(
  account: Pick<AccountBase, 'verification_status'>,
): LinkedAccount['verification'] {
  const status = account.verification_status as string | null | undefined;
  if (!status || VERIFIED.has(status)) return 'verified';
  return PENDING.has(status) ? 'pending_micro_deposits' : 'failed';
}

function accountTypeOf(account: AccountBase): LinkedAccount['accountType'] | undefined {
  if (account.type !== AccountType.Depository) return undefined;
  if (account.subtype === AccountSubtype.Checking) return 'checking';
  if (account.subtype === AccountSubtype.Savings) return 'savings';
  return undefined;
}

/** The one account of /auth/get's answer, with its ACH numbers. */
export function linkedAccountOf(answer: AuthGetResponse, accountId: string): LinkedAccount {
  const account = answer.accounts.find((candidate) => candidate.account_id === accountId);
  if (!account) throw new BankLinkError('account_not_found', `Plaid answered no account ${accountId}`);
  const accountType = accountTypeOf(account);
  if (!accountType)
    throw new BankLinkError(
      'unsupported_account',
      `Plaid account ${accountId} is ${account.type}/${account.subtype ?? 'no subtype'}, not checking or savings`,
    );
  const numbers = answer.numbers.ach.find((ach) => ach.account_id === accountId) ?? answer.numbers.ach[0];
  if (!numbers || numbers.account_id !== accountId)
    throw new BankLinkError('unsupported_account', `Plaid has no ACH numbers for account ${accountId}`);
  return {
    accountId,
    accountNumber: numbers.account,
    routingNumber: numbers.routing,
    accountType,
    institutionName: answer.item.institution_name ?? null,
    mask: account.mask ?? numbers.account.slice(-4),
    verification: verificationOf(account),
  };
}

/** The bank link over Plaid's endpoints: link token, public token exchange, then /auth/get. */
export class PlaidBankLink implements BankLink {
  constructor(private readonly plaid: PlaidEndpoints) {}

  async createLinkToken({
    clientUserId,
    language,
    clientName,
  }: {
    clientUserId: string;
    language: BankLinkLanguage;
    clientName: string;
  }) {
    const answer = await calling('linkTokenCreate', () =>
      this.plaid.linkTokenCreate({
        client_name: [...clientName.trim()].slice(0, CLIENT_NAME_MAX).join('') || 'Causeway',
        language,
        country_codes: [CountryCode.Us],
        user: { client_user_id: clientUserId },
        products: [Products.Auth],
        // Only accounts ACH can credit: Link hides the rest.
        account_filters: {
          depository: {
            account_subtypes: [DepositoryAccountSubtype.Checking, DepositoryAccountSubtype.Savings],
          },
        },
      }),
    );
    return { linkToken: answer.link_token, expiration: answer.expiration };
  }

  async exchangeAndGetAccount({ publicToken, accountId }: { publicToken: string; accountId: string }) {
    const exchanged = await calling('itemPublicTokenExchange', () =>
      this.plaid.itemPublicTokenExchange({ public_token: publicToken }),
    );
    const auth = await calling('authGet', () =>
      this.plaid.authGet({ access_token: exchanged.access_token, options: { account_ids: [accountId] } }),
    );
    return linkedAccountOf(auth, accountId);
  }
}

/** What Plaid's client sends its requests with (an axios instance; tests give a fake one). */
type PlaidAxios = ConstructorParameters<typeof PlaidApi>[2];

/**
 * Plaid's own client, authenticated by the PLAID-CLIENT-ID and PLAID-SECRET headers. `plaid` is
 * imported at the first call, not at start (plaid-values.ts says why); a failed import is not kept,
 * so the next call tries again.
 */
export function createPlaidClient(settings: PlaidSettings, axios?: PlaidAxios): PlaidEndpoints {
  let client: Promise<PlaidApi> | undefined;
  const plaid = () => {
    client ??= import('plaid').then(
      ({ Configuration, PlaidApi, PlaidEnvironments }) =>
        new PlaidApi(
          new Configuration({
            basePath: PlaidEnvironments[settings.environment],
            baseOptions: {
              headers: { 'PLAID-CLIENT-ID': settings.clientId, 'PLAID-SECRET': settings.secret },
              timeout: PLAID_TIMEOUT_MS,
            },
          }),
          undefined,
          axios,
        ),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    );
    return client;
  };
  return {
    linkTokenCreate: async (request) => (await plaid()).linkTokenCreate(request),
    itemPublicTokenExchange: async (request) => (await plaid()).itemPublicTokenExchange(request),
    authGet: async (request) => (await plaid()).authGet(request),
  };
}

export function createPlaidBankLink(settings: PlaidSettings, axios?: PlaidAxios): BankLink {
  return new PlaidBankLink(createPlaidClient(settings, axios));
}
