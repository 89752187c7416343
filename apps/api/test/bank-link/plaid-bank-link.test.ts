import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import {
  type AccountBase,
  AccountBaseVerificationStatusEnum,
  AccountSubtype,
  AccountType,
  type AuthGetResponse,
  ItemUpdateTypeEnum,
} from 'plaid';
import { describe, expect, it } from 'vitest';
import { BankLinkError } from '../../src/adapters/bank-link/bank-link.ts';
import {
  createPlaidBankLink,
  type PlaidSettings,
  verificationOf,
} from '../../src/adapters/bank-link/plaid-bank-link.ts';

// Plaid's own client over a fake HTTP layer: a real axios instance whose adapter plays Plaid's
// answers, so the requests are what PlaidApi sends and the refusals are what axios throws.

const SECRET = 'secret-that-must-never-leak';
const SETTINGS: PlaidSettings = { clientId: 'client-123', secret: SECRET, environment: 'sandbox' };

type Sent = { method: string; url: string; headers: Record<string, unknown>; body: Record<string, unknown> };
type Answer = { status: number; data: unknown } | 'network down';

/** A Plaid that answers each path from `answers` and records what it was sent. */
function fakePlaid(answers: Record<string, Answer>, settings: PlaidSettings = SETTINGS) {
  const sent: Sent[] = [];
  const instance = axios.create({
    adapter: async (config: InternalAxiosRequestConfig) => {
      const url = config.url ?? '';
      sent.push({
        method: config.method ?? '',
        url,
        headers: Object.fromEntries(Object.entries(config.headers.toJSON())),
        body: JSON.parse(String(config.data)) as Record<string, unknown>,
      });
      const answer = answers[new URL(url).pathname];
      if (!answer) throw new Error(`no fake answer for ${url}`);
      if (answer === 'network down')
        throw new AxiosError('connect ECONNREFUSED', AxiosError.ERR_NETWORK, config, {});
      const response: AxiosResponse = {
        status: answer.status,
        statusText: String(answer.status),
        headers: {},
        config,
        data: answer.data,
      };
      if (answer.status >= 400)
        throw new AxiosError(
          `Request failed with status code ${answer.status}`,
          AxiosError.ERR_BAD_REQUEST,
          config,
          {},
          response,
        );
      return response;
    },
  });
  return { bankLink: createPlaidBankLink(settings, instance), sent };
}

const plaidError = (errorType: string, errorCode: string) => ({
  status: 400,
  data: {
    error_type: errorType,
    error_code: errorCode,
    error_message: `${errorCode} happened`,
    display_message: null,
    request_id: 'req-42',
  },
});

const account = (overrides: Partial<AccountBase> = {}): AccountBase => ({
  account_id: 'acc-savings',
  balances: {
    available: 10,
    current: 10,
    limit: null,
    iso_currency_code: 'USD',
    unofficial_currency_code: null,
  },
  mask: '6789',
  name: 'Plaid Saving',
  official_name: 'Plaid Silver Standard 0.1% Interest Saving',
  type: AccountType.Depository,
  subtype: AccountSubtype.Savings,
  ...overrides,
});

const authAnswer = (
  accounts: AccountBase[],
  ach = accounts.map((entry) => entry.account_id),
): AuthGetResponse => ({
  accounts,
  numbers: {
    ach: ach.map((accountId, index) => ({
      account_id: accountId,
      account: `11112222333${index}6789`,
      routing: '011401533',
      wire_routing: '021000021',
    })),
    eft: [],
    international: [],
    bacs: [],
  },
  item: {
    item_id: 'item-1',
    institution_id: 'ins_109508',
    institution_name: 'First Platypus Bank',
    webhook: null,
    error: null,
    available_products: [],
    billed_products: [],
    consent_expiration_time: null,
    update_type: ItemUpdateTypeEnum.Background,
  },
  request_id: 'req-auth',
});

const exchanged = {
  status: 200,
  data: { access_token: 'access-sandbox-abc', item_id: 'item-1', request_id: 'r1' },
};

describe('the Plaid bank link: link token', () => {
  it('asks /link/token/create for Auth in the US, in the language, for the recipient, with our keys', async () => {
    const { bankLink, sent } = fakePlaid({
      '/link/token/create': {
        status: 200,
        data: { link_token: 'link-sandbox-1234', expiration: '2026-03-01T12:00:00Z', request_id: 'r0' },
      },
    });
    const token = await bankLink.createLinkToken({
      clientUserId: 'recipient-uuid',
      language: 'pl',
      clientName: 'Helping Hands Community Food Bank of the Valley',
    });
    expect(token).toEqual({ linkToken: 'link-sandbox-1234', expiration: '2026-03-01T12:00:00Z' });
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.method).toBe('post');
    expect(request!.url).toBe('https://sandbox.plaid.com/link/token/create');
    expect(request!.headers).toMatchObject({ 'PLAID-CLIENT-ID': 'client-123', 'PLAID-SECRET': SECRET });
    expect(request!.body).toEqual({
      client_name: 'Helping Hands Community Food B',
      language: 'pl',
      country_codes: ['US'],
      user: { client_user_id: 'recipient-uuid' },
      products: ['auth'],
      account_filters: { depository: { account_subtypes: ['checking', 'savings'] } },
    });
  });

  it('talks to production.plaid.com with PLAID_ENV=production', async () => {
    const { bankLink, sent } = fakePlaid(
      {
        '/link/token/create': {
          status: 200,
          data: { link_token: 'link-production-1', expiration: '2026-03-01T12:00:00Z', request_id: 'r0' },
        },
      },
      { ...SETTINGS, environment: 'production' },
    );
    await bankLink.createLinkToken({ clientUserId: 'r', language: 'en', clientName: 'Org' });
    expect(sent[0]!.url).toBe('https://production.plaid.com/link/token/create');
  });

  it('answers our own configuration errors as plain errors that do not carry the secret', async () => {
    const { bankLink } = fakePlaid({
      '/link/token/create': plaidError('INVALID_REQUEST', 'INVALID_API_KEYS'),
    });
    const error = await bankLink
      .createLinkToken({ clientUserId: 'r', language: 'en', clientName: 'Org' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(BankLinkError);
    expect(error).not.toBeInstanceOf(AxiosError);
    expect((error as Error).message).toBe(
      'Plaid linkTokenCreate: INVALID_REQUEST INVALID_API_KEYS (request req-42)',
    );
    expect(JSON.stringify(error)).not.toContain(SECRET);
    expect(Object.keys(error as object)).not.toContain('config');
  });

  it('answers a network failure as a plain error without the request', async () => {
    const { bankLink } = fakePlaid({ '/link/token/create': 'network down' });
    const error = await bankLink
      .createLinkToken({ clientUserId: 'r', language: 'en', clientName: 'Org' })
      .catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(AxiosError);
    expect((error as Error).message).toBe('Plaid linkTokenCreate failed: connect ECONNREFUSED');
  });
});

describe('the Plaid bank link: exchange and numbers', () => {
  it('exchanges the public token, then asks /auth/get for that one account and maps its ACH numbers', async () => {
    const checking = account({ account_id: 'acc-checking', subtype: AccountSubtype.Checking, mask: '0000' });
    const savings = account();
    const { bankLink, sent } = fakePlaid({
      '/item/public_token/exchange': exchanged,
      '/auth/get': { status: 200, data: authAnswer([checking, savings]) },
    });
    const linked = await bankLink.exchangeAndGetAccount({
      publicToken: 'public-sandbox-x',
      accountId: 'acc-savings',
    });
    expect(sent.map((request) => [request.url, request.body])).toEqual([
      ['https://sandbox.plaid.com/item/public_token/exchange', { public_token: 'public-sandbox-x' }],
      [
        'https://sandbox.plaid.com/auth/get',
        { access_token: 'access-sandbox-abc', options: { account_ids: ['acc-savings'] } },
      ],
    ]);
    expect(linked).toEqual({
      accountId: 'acc-savings',
      accountNumber: '111122223331' + '6789',
      routingNumber: '011401533',
      accountType: 'savings',
      institutionName: 'First Platypus Bank',
      mask: '6789',
      verification: 'verified',
    });
  });

  it('reads a checking account, and the mask from the number when Plaid has none', async () => {
    const { bankLink } = fakePlaid({
      '/item/public_token/exchange': exchanged,
      '/auth/get': {
        status: 200,
        data: authAnswer([account({ account_id: 'acc-1', subtype: AccountSubtype.Checking, mask: null })]),
      },
    });
    const linked = await bankLink.exchangeAndGetAccount({ publicToken: 'p', accountId: 'acc-1' });
    expect(linked).toMatchObject({
      accountType: 'checking',
      mask: '6789',
      accountNumber: '1111222233306789',
    });
  });

  it.each([
    [undefined, 'verified'],
    [AccountBaseVerificationStatusEnum.AutomaticallyVerified, 'verified'],
    [AccountBaseVerificationStatusEnum.ManuallyVerified, 'verified'],
    [AccountBaseVerificationStatusEnum.DatabaseInsightsPass, 'verified'],
    [AccountBaseVerificationStatusEnum.PendingAutomaticVerification, 'pending_micro_deposits'],
    [AccountBaseVerificationStatusEnum.PendingManualVerification, 'pending_micro_deposits'],
    [AccountBaseVerificationStatusEnum.Unsent, 'pending_micro_deposits'],
    [AccountBaseVerificationStatusEnum.VerificationExpired, 'failed'],
    [AccountBaseVerificationStatusEnum.VerificationFailed, 'failed'],
    [AccountBaseVerificationStatusEnum.DatabaseInsightsFail, 'failed'],
  ] as const)('maps verification_status %s to %s', async (status, verification) => {
    expect(verificationOf({ verification_status: status })).toBe(verification);
    const { bankLink } = fakePlaid({
      '/item/public_token/exchange': exchanged,
      '/auth/get': {
        status: 200,
        data: authAnswer([account(status ? { verification_status: status } : {})]),
      },
    });
    const linked = await bankLink.exchangeAndGetAccount({ publicToken: 'p', accountId: 'acc-savings' });
    expect(linked.verification).toBe(verification);
  });

  it('counts a verification status it does not know yet as failed', () => {
    expect(
      verificationOf({ verification_status: 'something_new' as AccountBaseVerificationStatusEnum }),
    ).toBe('failed');
  });

  it.each([
    ['/item/public_token/exchange', 'INVALID_INPUT', 'INVALID_PUBLIC_TOKEN', 'invalid_public_token'],
    ['/auth/get', 'ITEM_ERROR', 'ITEM_LOGIN_REQUIRED', 'invalid_public_token'],
    ['/auth/get', 'INSTITUTION_ERROR', 'INSTITUTION_DOWN', 'institution_unavailable'],
    ['/auth/get', 'INSTITUTION_ERROR', 'INSTITUTION_NOT_RESPONDING', 'institution_unavailable'],
    ['/auth/get', 'INSTITUTION_ERROR', 'SOME_FUTURE_INSTITUTION_CODE', 'institution_unavailable'],
    ['/auth/get', 'ITEM_ERROR', 'PRODUCTS_NOT_SUPPORTED', 'unsupported_account'],
    ['/auth/get', 'ITEM_ERROR', 'NO_AUTH_ACCOUNTS', 'unsupported_account'],
    ['/auth/get', 'INVALID_INPUT', 'INVALID_ACCOUNT_ID', 'account_not_found'],
  ])('maps Plaid %s %s/%s to BankLinkError %s', async (path, errorType, errorCode, reason) => {
    const answers: Record<string, Answer> = {
      '/item/public_token/exchange': exchanged,
      '/auth/get': { status: 200, data: authAnswer([account()]) },
      [path]: plaidError(errorType, errorCode),
    };
    const { bankLink } = fakePlaid(answers);
    const error = await bankLink
      .exchangeAndGetAccount({ publicToken: 'p', accountId: 'acc-savings' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BankLinkError);
    expect(error).toMatchObject({
      reason,
      message: expect.stringContaining(`${errorCode} (request req-42)`),
    });
    expect(JSON.stringify(error)).not.toContain(SECRET);
  });

  it('refuses an account the answer does not list, and one that is not checking or savings', async () => {
    const notListed = fakePlaid({
      '/item/public_token/exchange': exchanged,
      '/auth/get': { status: 200, data: authAnswer([account()]) },
    });
    await expect(
      notListed.bankLink.exchangeAndGetAccount({ publicToken: 'p', accountId: 'acc-other' }),
    ).rejects.toMatchObject({ reason: 'account_not_found' });

    const moneyMarket = fakePlaid({
      '/item/public_token/exchange': exchanged,
      '/auth/get': { status: 200, data: authAnswer([account({ subtype: AccountSubtype.MoneyMarket })]) },
    });
    await expect(
      moneyMarket.bankLink.exchangeAndGetAccount({ publicToken: 'p', accountId: 'acc-savings' }),
    ).rejects.toMatchObject({ reason: 'unsupported_account' });

    const credit = fakePlaid({
      '/item/public_token/exchange': exchanged,
      '/auth/get': {
        status: 200,
        data: authAnswer([account({ type: AccountType.Credit, subtype: AccountSubtype.CreditCard })]),
      },
    });
    await expect(
      credit.bankLink.exchangeAndGetAccount({ publicToken: 'p', accountId: 'acc-savings' }),
    ).rejects.toMatchObject({ reason: 'unsupported_account' });
  });

  it('refuses an account without ACH numbers, never taking another account’s', async () => {
    const { bankLink } = fakePlaid({
      '/item/public_token/exchange': exchanged,
      '/auth/get': {
        status: 200,
        data: authAnswer([account(), account({ account_id: 'acc-2' })], ['acc-2']),
      },
    });
    await expect(
      bankLink.exchangeAndGetAccount({ publicToken: 'p', accountId: 'acc-savings' }),
    ).rejects.toMatchObject({
      reason: 'unsupported_account',
    });
  });
});
