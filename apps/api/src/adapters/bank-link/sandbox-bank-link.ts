import { randomUUID } from 'node:crypto';
import {
  SANDBOX_BANK_LINK_CREDENTIALS,
  SANDBOX_LINK_TOKEN_PREFIX,
  type SandboxInstitution,
  type SandboxInstitutionOutcome,
} from '@causeway/contracts';
import type {
  AccountBase,
  AuthGetRequest,
  AuthGetResponse,
  ItemPublicTokenExchangeRequest,
  ItemPublicTokenExchangeResponse,
  LinkTokenCreateRequest,
  LinkTokenCreateResponse,
  NumbersACH,
  PlaidError,
} from 'plaid';
import type { BankLink } from './bank-link.ts';
import { PlaidBankLink, type PlaidEndpoints } from './plaid-bank-link.ts';
import {
  AccountBaseVerificationStatusEnum,
  AccountSubtype,
  AccountType,
  CountryCode,
  ItemUpdateTypeEnum,
  PlaidErrorType,
  Products,
} from './plaid-values.ts';

// The sandbox's bank-link provider (SANDBOX=1): an in-process fake of the three Plaid endpoints the
// bank link calls, answering Plaid's own request and response types, behind the same PlaidBankLink
// that talks to Plaid in production. It keeps no state: every token names its institution, so any
// API process can exchange a token another one issued.

type SandboxAccount = {
  accountId: string;
  name: string;
  subtype: 'checking' | 'savings';
  accountNumber: string;
  /** Plaid's verification_status; absent is Instant Auth (verified at sign-in). */
  verificationStatus?: AccountBaseVerificationStatusEnum;
  /** Plaid's refusal when /auth/get asks for this account. */
  authError?: 'PRODUCTS_NOT_SUPPORTED';
};

type SandboxBank = SandboxInstitution & { routingNumber: string; accounts: readonly SandboxAccount[] };

const account = (
  institutionId: string,
  subtype: SandboxAccount['subtype'],
  name: string,
  accountNumber: string,
  extra: Partial<SandboxAccount> = {},
): SandboxAccount => ({ accountId: `${institutionId}-${subtype}`, name, subtype, accountNumber, ...extra });

/**
 * The sandbox's banks: fixed numbers (routing numbers whose ABA check digit holds; account numbers
 * that none of the sandbox instant rail's answer suffixes end with, so payments to them settle).
 */
export const SANDBOX_BANKS: readonly SandboxBank[] = [
  {
    institutionId: 'ins_109508',
    name: 'First Platypus Bank',
    outcome: 'instant',
    routingNumber: '011401533',
    accounts: [
      account('ins_109508', 'checking', 'Platypus Everyday Checking', '1111222233330000'),
      account('ins_109508', 'savings', 'Platypus High-Yield Savings', '1111222233331111'),
    ],
  },
  {
    institutionId: 'ins_109511',
    name: 'Tattersall Federal Credit Union',
    outcome: 'micro_deposits',
    routingNumber: '021000021',
    accounts: [
      account('ins_109511', 'checking', 'Tattersall Share Draft', '2222333344440000', {
        verificationStatus: AccountBaseVerificationStatusEnum.PendingManualVerification,
      }),
      account('ins_109511', 'savings', 'Tattersall Share Savings', '2222333344441111', {
        verificationStatus: AccountBaseVerificationStatusEnum.PendingManualVerification,
      }),
    ],
  },
  {
    institutionId: 'ins_109512',
    name: 'Houndstooth Bank',
    outcome: 'fails',
    routingNumber: '011000015',
    accounts: [
      // Plaid's data says the account is closed.
      account('ins_109512', 'checking', 'Houndstooth Checking', '3333444455550000', {
        verificationStatus: AccountBaseVerificationStatusEnum.DatabaseInsightsFail,
      }),
      account('ins_109512', 'savings', 'Houndstooth Savings', '3333444455551111', {
        authError: 'PRODUCTS_NOT_SUPPORTED',
      }),
    ],
  },
  {
    institutionId: 'ins_109513',
    name: 'Quokka Community Bank',
    outcome: 'down',
    routingNumber: '121000358',
    accounts: [
      account('ins_109513', 'checking', 'Quokka Checking', '4444555566660000'),
      account('ins_109513', 'savings', 'Quokka Savings', '4444555566661111'),
    ],
  },
];

/** The institutions as the look-alike lists them. */
export function sandboxInstitutions(): SandboxInstitution[] {
  return SANDBOX_BANKS.map(({ institutionId, name, outcome }) => ({ institutionId, name, outcome }));
}

const bankOf = (institutionId: string) => SANDBOX_BANKS.find((bank) => bank.institutionId === institutionId);

/** Plaid answers a refusal with HTTP 400 and its error object, which axios hands on as `response.data`. */
export class SandboxPlaidError extends Error {
  readonly response: { status: number; data: PlaidError };
  constructor(
    errorType: PlaidErrorType,
    errorCode: string,
    errorMessage: string,
    displayMessage: string | null = null,
  ) {
    super(`${errorType} ${errorCode}: ${errorMessage}`);
    this.name = 'SandboxPlaidError';
    this.response = {
      status: 400,
      data: {
        error_type: errorType,
        error_code: errorCode,
        error_message: errorMessage,
        display_message: displayMessage,
        request_id: requestId(),
      },
    };
  }
}

const requestId = () => randomUUID().replaceAll('-', '').slice(0, 15);

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PUBLIC_TOKEN = new RegExp(`^public-sandbox-(ins_\\d+)-${UUID}$`);
const ACCESS_TOKEN = new RegExp(`^access-sandbox-(ins_\\d+)-(${UUID})$`);

/** A link token lives 4 hours, as Plaid's do. */
const LINK_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;
/** The languages Plaid Link is written in (its `language` parameter). */
const LINK_LANGUAGES = new Set([
  'da',
  'de',
  'en',
  'es',
  'et',
  'fr',
  'hi',
  'it',
  'lt',
  'lv',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'sv',
  'vi',
]);

const invalidField = (message: string) =>
  new SandboxPlaidError(PlaidErrorType.InvalidRequest, 'INVALID_FIELD', message);

/** Plaid's AccountBase for a sandbox account, as /auth/get lists it. */
function accountBaseOf(bank: SandboxBank, entry: SandboxAccount): AccountBase {
  return {
    account_id: entry.accountId,
    balances: {
      available: 1_000,
      current: 1_000,
      limit: null,
      iso_currency_code: 'USD',
      unofficial_currency_code: null,
    },
    mask: entry.accountNumber.slice(-4),
    name: entry.name,
    official_name: `${bank.name} ${entry.name}`,
    type: AccountType.Depository,
    subtype: entry.subtype === 'checking' ? AccountSubtype.Checking : AccountSubtype.Savings,
    ...(entry.verificationStatus ? { verification_status: entry.verificationStatus } : {}),
  };
}

/**
 * The look-alike's sign-in at a bank (Plaid Link's own screens, which call no documented endpoint):
 * the sandbox credentials give a public token for the institution and its accounts; anything else
 * is Plaid's INVALID_CREDENTIALS.
 */
export function sandboxLogIn(input: { institutionId: string; username: string; password: string }): {
  publicToken: string;
  institution: { institutionId: string; name: string; outcome: SandboxInstitutionOutcome };
  accounts: AccountBase[];
} {
  const bank = bankOf(input.institutionId);
  if (!bank)
    throw new SandboxPlaidError(
      PlaidErrorType.InvalidInput,
      'INVALID_INSTITUTION',
      'invalid institution_id provided',
    );
  if (
    input.username !== SANDBOX_BANK_LINK_CREDENTIALS.username ||
    input.password !== SANDBOX_BANK_LINK_CREDENTIALS.password
  )
    throw new SandboxPlaidError(
      PlaidErrorType.ItemError,
      'INVALID_CREDENTIALS',
      'the provided credentials were not correct',
      'The username or password you entered is not correct for this bank.',
    );
  return {
    publicToken: `public-sandbox-${bank.institutionId}-${randomUUID()}`,
    institution: { institutionId: bank.institutionId, name: bank.name, outcome: bank.outcome },
    accounts: bank.accounts.map((entry) => accountBaseOf(bank, entry)),
  };
}

/** The fake of Plaid's /link/token/create, /item/public_token/exchange and /auth/get. */
export class SandboxPlaid implements PlaidEndpoints {
  constructor(private readonly now: () => Date = () => new Date()) {}

  async linkTokenCreate(request: LinkTokenCreateRequest): Promise<{ data: LinkTokenCreateResponse }> {
    if (!request.client_name || request.client_name.length > 30)
      throw invalidField('client_name must be a non-empty string of at most 30 characters');
    if (!LINK_LANGUAGES.has(request.language))
      throw invalidField(`language ${request.language} is not supported`);
    if (!request.country_codes.includes(CountryCode.Us)) throw invalidField('country_codes must include US');
    if (!request.products?.includes(Products.Auth)) throw invalidField('products must include auth');
    if (!request.user?.client_user_id) throw invalidField('user.client_user_id must be provided');
    return {
      data: {
        link_token: `${SANDBOX_LINK_TOKEN_PREFIX}${randomUUID()}`,
        expiration: new Date(this.now().getTime() + LINK_TOKEN_TTL_MS).toISOString(),
        request_id: requestId(),
      },
    };
  }

  async itemPublicTokenExchange(
    request: ItemPublicTokenExchangeRequest,
  ): Promise<{ data: ItemPublicTokenExchangeResponse }> {
    const institutionId = PUBLIC_TOKEN.exec(request.public_token)?.[1];
    if (!institutionId || !bankOf(institutionId))
      throw new SandboxPlaidError(
        PlaidErrorType.InvalidInput,
        'INVALID_PUBLIC_TOKEN',
        'provided public token is in an invalid format. expected format: public-<environment>-<identifier>',
      );
    const item = randomUUID();
    return {
      data: {
        access_token: `access-sandbox-${institutionId}-${item}`,
        item_id: item.replaceAll('-', ''),
        request_id: requestId(),
      },
    };
  }

  async authGet(request: AuthGetRequest): Promise<{ data: AuthGetResponse }> {
    const [, institutionId = '', item = ''] = ACCESS_TOKEN.exec(request.access_token) ?? [];
    const bank = bankOf(institutionId);
    if (!bank)
      throw new SandboxPlaidError(
        PlaidErrorType.InvalidInput,
        'INVALID_ACCESS_TOKEN',
        'provided access token is in an invalid format. expected format: access-<environment>-<identifier>',
      );
    const wanted = request.options?.account_ids;
    const accounts = wanted
      ? wanted.map((accountId) => bank.accounts.find((entry) => entry.accountId === accountId))
      : [...bank.accounts];
    if (accounts.some((entry) => entry === undefined))
      throw new SandboxPlaidError(
        PlaidErrorType.InvalidInput,
        'INVALID_ACCOUNT_ID',
        'one or more of the account IDs is invalid',
      );
    if (bank.outcome === 'down')
      throw new SandboxPlaidError(
        PlaidErrorType.InstitutionError,
        'INSTITUTION_DOWN',
        'this institution is not currently responding to this request. please try again soon',
        'This financial institution is not currently responding to requests. We apologize for the inconvenience.',
      );
    const chosen = accounts as SandboxAccount[];
    const refused = chosen.find((entry) => entry.authError);
    if (refused?.authError)
      throw new SandboxPlaidError(
        PlaidErrorType.ItemError,
        refused.authError,
        'the requested product is not supported by the following institution',
      );
    const ach: NumbersACH[] = chosen.map((entry) => ({
      account_id: entry.accountId,
      account: entry.accountNumber,
      routing: bank.routingNumber,
      wire_routing: bank.routingNumber,
      can_transfer_in: true,
      can_transfer_out: true,
    }));
    return {
      data: {
        accounts: chosen.map((entry) => accountBaseOf(bank, entry)),
        numbers: { ach, eft: [], international: [], bacs: [] },
        item: {
          item_id: item.replaceAll('-', ''),
          institution_id: bank.institutionId,
          institution_name: bank.name,
          webhook: null,
          error: null,
          available_products: [],
          billed_products: [Products.Auth],
          products: [Products.Auth],
          consent_expiration_time: null,
          update_type: ItemUpdateTypeEnum.Background,
        },
        request_id: requestId(),
      },
    };
  }
}

/** The sandbox's bank link: the production mapping over the fake of Plaid's endpoints. */
export function createSandboxBankLink(now?: () => Date): BankLink {
  return new PlaidBankLink(new SandboxPlaid(now));
}
