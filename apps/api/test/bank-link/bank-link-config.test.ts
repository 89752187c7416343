import { describe, expect, it } from 'vitest';
import { bankLinkConfigFrom, createBankLink } from '../../src/adapters/bank-link/index.ts';
import { PlaidBankLink } from '../../src/adapters/bank-link/plaid-bank-link.ts';

describe('which bank link runs', () => {
  it('is Plaid with a client id and secret, in its sandbox unless told production', () => {
    const plaid = { PLAID_CLIENT_ID: 'client', PLAID_SECRET: 'secret' };
    expect(bankLinkConfigFrom(plaid, { sandbox: false })).toEqual({
      provider: 'plaid',
      plaid: { clientId: 'client', secret: 'secret', environment: 'sandbox' },
    });
    expect(bankLinkConfigFrom({ ...plaid, PLAID_ENV: 'production' }, { sandbox: false })).toMatchObject({
      plaid: { environment: 'production' },
    });
    // SANDBOX=1 with Plaid's keys tries Plaid's own Sandbox environment.
    expect(bankLinkConfigFrom(plaid, { sandbox: true }).provider).toBe('plaid');
  });

  it('is the look-alike in the sandbox without Plaid, and none in production without Plaid', () => {
    expect(bankLinkConfigFrom({}, { sandbox: true })).toEqual({ provider: 'sandbox' });
    expect(bankLinkConfigFrom({ PLAID_CLIENT_ID: '  ', PLAID_SECRET: '' }, { sandbox: false })).toEqual({
      provider: 'none',
    });
    expect(createBankLink({ provider: 'none' })).toBeUndefined();
    expect(createBankLink({ provider: 'sandbox' })).toBeInstanceOf(PlaidBankLink);
    expect(
      createBankLink({ provider: 'plaid', plaid: { clientId: 'c', secret: 's', environment: 'sandbox' } }),
    ).toBeInstanceOf(PlaidBankLink);
  });

  it.each([
    [{ PLAID_CLIENT_ID: 'client' }, 'PLAID_SECRET: required with PLAID_CLIENT_ID'],
    [{ PLAID_SECRET: 'secret' }, 'PLAID_CLIENT_ID: required with PLAID_SECRET'],
    [
      { PLAID_CLIENT_ID: 'c', PLAID_SECRET: 's', PLAID_ENV: 'development' },
      'PLAID_ENV: must be sandbox or production (Plaid retired its Development environment)',
    ],
  ])('names a bad variable: %j', (environment, line) => {
    expect(() => bankLinkConfigFrom(environment, { sandbox: true })).toThrow(line);
  });
});
