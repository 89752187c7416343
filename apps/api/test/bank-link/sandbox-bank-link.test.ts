import {
  isSandboxLinkToken,
  SANDBOX_BANK_LINK_CREDENTIALS,
  SANDBOX_INSTANT_ACCOUNT_SUFFIXES,
  SANDBOX_INSTITUTION_OUTCOMES,
} from '@causeway/contracts';
import { accountNumberSchema, isValidAbaChecksum } from '@causeway/domain';
import { describe, expect, it } from 'vitest';
import { BankLinkError } from '../../src/adapters/bank-link/bank-link.ts';
import {
  createSandboxBankLink,
  SANDBOX_BANKS,
  SandboxPlaid,
  SandboxPlaidError,
  sandboxInstitutions,
  sandboxLogIn,
} from '../../src/adapters/bank-link/sandbox-bank-link.ts';

const good = SANDBOX_BANK_LINK_CREDENTIALS;
const logInAt = (institutionId: string) => sandboxLogIn({ institutionId, ...good });
const linkAt = async (institutionId: string, subtype: 'checking' | 'savings') => {
  const { publicToken, accounts } = logInAt(institutionId);
  const accountId = accounts.find((entry) => entry.subtype === subtype)!.account_id;
  return createSandboxBankLink().exchangeAndGetAccount({ publicToken, accountId });
};
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the sandbox bank link: link tokens', () => {
  it('issues a link token of its own kind for 4 hours', async () => {
    const now = new Date('2026-02-02T10:00:00.000Z');
    const token = await createSandboxBankLink(() => now).createLinkToken({
      clientUserId: 'recipient-1',
      language: 'es',
      clientName: 'Helping Hands',
    });
    expect(token.linkToken).toMatch(/^link-sandbox-causeway-[0-9a-f-]{36}$/);
    expect(isSandboxLinkToken(token.linkToken)).toBe(true);
    expect(isSandboxLinkToken('link-sandbox-af1a0311-da53-4636-b754-dd15cc058176')).toBe(false);
    expect(token.expiration).toBe('2026-02-02T14:00:00.000Z');
  });

  it('refuses a request Plaid would refuse, as Plaid does', async () => {
    const error = await failureOf(
      new SandboxPlaid().linkTokenCreate({
        client_name: 'Org',
        language: 'xx',
        country_codes: [],
        user: { client_user_id: 'r' },
      }),
    );
    expect(error).toBeInstanceOf(SandboxPlaidError);
    expect((error as SandboxPlaidError).response).toMatchObject({
      status: 400,
      data: { error_type: 'INVALID_REQUEST', error_code: 'INVALID_FIELD', display_message: null },
    });
  });
});

describe('the sandbox bank link: institutions', () => {
  it('lists one institution per outcome, with the ones the brief names', () => {
    const institutions = sandboxInstitutions();
    expect(institutions.map((institution) => institution.outcome).sort()).toEqual(
      [...SANDBOX_INSTITUTION_OUTCOMES].sort(),
    );
    expect(institutions).toEqual(
      expect.arrayContaining([
        { institutionId: 'ins_109508', name: 'First Platypus Bank', outcome: 'instant' },
        { institutionId: 'ins_109511', name: 'Tattersall Federal Credit Union', outcome: 'micro_deposits' },
        { institutionId: 'ins_109512', name: 'Houndstooth Bank', outcome: 'fails' },
      ]),
    );
  });

  it.each(SANDBOX_BANKS.map((bank) => [bank.name, bank] as const))(
    '%s has a checking and a savings account with numbers ACH takes',
    (_, bank) => {
      expect(isValidAbaChecksum(bank.routingNumber)).toBe(true);
      expect(bank.accounts.map((entry) => entry.subtype).sort()).toEqual(['checking', 'savings']);
      for (const entry of bank.accounts) {
        expect(accountNumberSchema.safeParse(entry.accountNumber).success).toBe(true);
        // The sandbox instant rail answers these suffixes with a rejection or a wait.
        expect(
          SANDBOX_INSTANT_ACCOUNT_SUFFIXES.some(({ suffix }) => entry.accountNumber.endsWith(suffix)),
        ).toBe(false);
      }
    },
  );
});

describe('the sandbox bank link: sign-in', () => {
  it('gives a public token naming the institution and the accounts as Link lists them', () => {
    const { publicToken, institution, accounts } = logInAt('ins_109508');
    expect(publicToken).toMatch(/^public-sandbox-ins_109508-[0-9a-f-]{36}$/);
    expect(institution).toEqual({
      institutionId: 'ins_109508',
      name: 'First Platypus Bank',
      outcome: 'instant',
    });
    expect(accounts.map(({ account_id, mask, subtype }) => ({ account_id, mask, subtype }))).toEqual([
      { account_id: 'ins_109508-checking', mask: '0000', subtype: 'checking' },
      { account_id: 'ins_109508-savings', mask: '1111', subtype: 'savings' },
    ]);
  });

  it.each([
    ['user_good', 'pass_bad'],
    ['user_bad', 'pass_good'],
    ['', ''],
    ['USER_GOOD', 'PASS_GOOD'],
  ])('refuses %s / %s with Plaid’s INVALID_CREDENTIALS', (username, password) => {
    let error: unknown;
    try {
      sandboxLogIn({ institutionId: 'ins_109508', username, password });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SandboxPlaidError);
    expect((error as SandboxPlaidError).response.data).toMatchObject({
      error_type: 'ITEM_ERROR',
      error_code: 'INVALID_CREDENTIALS',
      error_message: 'the provided credentials were not correct',
      display_message: expect.any(String),
      request_id: expect.any(String),
    });
  });

  it('refuses an institution it does not have', () => {
    expect(() => logInAt('ins_1')).toThrow(SandboxPlaidError);
  });
});

describe('the sandbox bank link: exchange and numbers', () => {
  it('First Platypus Bank verifies at once', async () => {
    expect(await linkAt('ins_109508', 'checking')).toEqual({
      accountId: 'ins_109508-checking',
      accountNumber: '1111222233330000',
      routingNumber: '011401533',
      accountType: 'checking',
      institutionName: 'First Platypus Bank',
      mask: '0000',
      verification: 'verified',
    });
    expect(await linkAt('ins_109508', 'savings')).toMatchObject({
      accountType: 'savings',
      accountNumber: '1111222233331111',
      verification: 'verified',
    });
  });

  it('Tattersall Federal Credit Union waits for micro-deposits', async () => {
    expect(await linkAt('ins_109511', 'checking')).toMatchObject({
      routingNumber: '021000021',
      verification: 'pending_micro_deposits',
    });
  });

  it('Houndstooth Bank fails: its checking account is closed, its savings account unsupported', async () => {
    expect(await linkAt('ins_109512', 'checking')).toMatchObject({ verification: 'failed' });
    const error = await failureOf(linkAt('ins_109512', 'savings'));
    expect(error).toBeInstanceOf(BankLinkError);
    expect(error).toMatchObject({ reason: 'unsupported_account' });
  });

  it('Quokka Community Bank is down when the numbers are asked for', async () => {
    expect(await failureOf(linkAt('ins_109513', 'checking'))).toMatchObject({
      reason: 'institution_unavailable',
    });
  });

  it.each([
    'public-sandbox-af1a0311-da53-4636-b754-dd15cc058176',
    'public-sandbox-ins_1-af1a0311-da53-4636-b754-dd15cc058176',
    'public-production-ins_109508-af1a0311-da53-4636-b754-dd15cc058176',
    '',
  ])('refuses the public token %j as invalid', async (publicToken) => {
    const error = await failureOf(
      createSandboxBankLink().exchangeAndGetAccount({ publicToken, accountId: 'ins_109508-checking' }),
    );
    expect(error).toBeInstanceOf(BankLinkError);
    expect(error).toMatchObject({ reason: 'invalid_public_token' });
  });

  it('refuses an account of another institution', async () => {
    const { publicToken } = logInAt('ins_109508');
    const error = await failureOf(
      createSandboxBankLink().exchangeAndGetAccount({ publicToken, accountId: 'ins_109511-checking' }),
    );
    expect(error).toMatchObject({ reason: 'account_not_found' });
  });

  it('keeps no state: another instance exchanges a token this one issued', async () => {
    const { publicToken } = logInAt('ins_109508');
    const first = await createSandboxBankLink().exchangeAndGetAccount({
      publicToken,
      accountId: 'ins_109508-savings',
    });
    const second = await createSandboxBankLink().exchangeAndGetAccount({
      publicToken,
      accountId: 'ins_109508-savings',
    });
    expect(second).toEqual(first);
  });

  it('answers /auth/get with Plaid’s shapes: the item and the numbers of the accounts asked for', async () => {
    const plaid = new SandboxPlaid();
    const { publicToken } = logInAt('ins_109511');
    const { data: exchanged } = await plaid.itemPublicTokenExchange({ public_token: publicToken });
    expect(exchanged.access_token).toMatch(/^access-sandbox-ins_109511-/);
    const { data } = await plaid.authGet({
      access_token: exchanged.access_token,
      options: { account_ids: ['ins_109511-savings'] },
    });
    expect(data.item).toMatchObject({
      item_id: exchanged.item_id,
      institution_id: 'ins_109511',
      institution_name: 'Tattersall Federal Credit Union',
    });
    expect(data.accounts.map((entry) => [entry.account_id, entry.verification_status])).toEqual([
      ['ins_109511-savings', 'pending_manual_verification'],
    ]);
    expect(data.numbers.ach).toEqual([
      expect.objectContaining({
        account_id: 'ins_109511-savings',
        account: '2222333344441111',
        routing: '021000021',
      }),
    ]);
    const all = await plaid.authGet({ access_token: exchanged.access_token });
    expect(all.data.accounts).toHaveLength(2);
  });
});
