import type { SandboxPublicTokenResponse } from '@causeway/contracts';
import { describe, expect, it } from 'vitest';
import { bankLinkKindOf, linkedBankOf, sandboxLinkMetadataOf } from './link-result.ts';

const answer: SandboxPublicTokenResponse = {
  publicToken: 'public-sandbox-ins_109508-0b9f6a58-7c1e-4d3a-9a57-3f0f1e2d4c5b',
  institution: { institutionId: 'ins_109508', name: 'First Platypus Bank' },
  accounts: [
    { id: 'ins_109508-checking', name: 'Platypus Everyday Checking', mask: '0000', subtype: 'checking' },
    { id: 'ins_109508-savings', name: 'Platypus High-Yield Savings', mask: '1111', subtype: 'savings' },
  ],
};

describe('which Link opens', () => {
  it('is the look-alike for the sandbox’s own link tokens only', () => {
    expect(bankLinkKindOf('link-sandbox-causeway-0b9f6a58-7c1e-4d3a-9a57-3f0f1e2d4c5b')).toBe('sandbox');
    // Plaid's own Sandbox and Production tokens open Plaid Link.
    expect(bankLinkKindOf('link-sandbox-af1a0311-da53-4636-b754-dd15cc058176')).toBe('plaid');
    expect(bankLinkKindOf('link-production-af1a0311-da53-4636-b754-dd15cc058176')).toBe('plaid');
  });
});

describe('the look-alike’s answer as Plaid Link’s onSuccess metadata', () => {
  it('names the institution and the one account picked', () => {
    expect(sandboxLinkMetadataOf(answer, 'ins_109508-savings', 'session-1')).toEqual({
      institution: { name: 'First Platypus Bank', institution_id: 'ins_109508' },
      accounts: [
        {
          id: 'ins_109508-savings',
          name: 'Platypus High-Yield Savings',
          mask: '1111',
          type: 'depository',
          subtype: 'savings',
          verification_status: null,
          class_type: null,
        },
      ],
      link_session_id: 'session-1',
    });
  });

  it('refuses an account the bank did not list', () => {
    expect(() => sandboxLinkMetadataOf(answer, 'ins_109511-checking', 's')).toThrow();
  });
});

describe('what the intake sends from Link’s answer', () => {
  it('is the public token, the account picked and the bank’s name', () => {
    const metadata = sandboxLinkMetadataOf(answer, 'ins_109508-checking', 's');
    expect(linkedBankOf(answer.publicToken, metadata)).toEqual({
      publicToken: answer.publicToken,
      accountId: 'ins_109508-checking',
      institutionName: 'First Platypus Bank',
    });
  });

  it('leaves the bank’s name out when Link gave none, and answers nothing without an account', () => {
    const metadata = sandboxLinkMetadataOf(answer, 'ins_109508-checking', 's');
    expect(linkedBankOf('public-x', { ...metadata, institution: null })).toEqual({
      publicToken: 'public-x',
      accountId: 'ins_109508-checking',
    });
    expect(linkedBankOf('public-x', { ...metadata, accounts: [] })).toBeUndefined();
    expect(linkedBankOf('', metadata)).toBeUndefined();
  });
});
