import { isSandboxLinkToken, type SandboxPublicTokenResponse } from '@causeway/contracts';
import type { PlaidLinkOnSuccessMetadata } from 'react-plaid-link';

/** What Link hands its onSuccess besides the public token (react-plaid-link's type; a type only). */
export type BankLinkMetadata = PlaidLinkOnSuccessMetadata;

/** The error code BankLinkButton's onExit gets when Plaid's script could not load (offline, blocked). */
export const LINK_NOT_LOADED_CODE = 'LINK_NOT_LOADED';

/** Which Link opens for a link token: the sandbox's look-alike for its own tokens, Plaid Link for Plaid's. */
export function bankLinkKindOf(linkToken: string): 'sandbox' | 'plaid' {
  return isSandboxLinkToken(linkToken) ? 'sandbox' : 'plaid';
}

/**
 * The look-alike's answer as Plaid Link's onSuccess metadata: the institution signed in at and the
 * one account picked (Link's single-account select).
 */
export function sandboxLinkMetadataOf(
  answer: SandboxPublicTokenResponse,
  accountId: string,
  linkSessionId: string,
): BankLinkMetadata {
  const account = answer.accounts.find((candidate) => candidate.id === accountId);
  if (!account) throw new Error(`The sandbox bank has no account ${accountId}`);
  return {
    institution: { name: answer.institution.name, institution_id: answer.institution.institutionId },
    accounts: [
      {
        id: account.id,
        name: account.name,
        mask: account.mask,
        type: 'depository',
        subtype: account.subtype,
        verification_status: null,
        class_type: null,
      },
    ],
    link_session_id: linkSessionId,
  };
}

/**
 * What the intake sends to POST …/plaidBankAccount from Link's answer (with the name on the account
 * the recipient typed): the public token, the account picked, and the bank's name to show back.
 * Undefined when Link answered no account.
 */
export function linkedBankOf(
  publicToken: string,
  metadata: BankLinkMetadata,
): { publicToken: string; accountId: string; institutionName?: string } | undefined {
  const [account] = metadata.accounts;
  if (!publicToken || !account) return undefined;
  const institutionName = metadata.institution?.name.trim().slice(0, 200);
  return { publicToken, accountId: account.id, ...(institutionName ? { institutionName } : {}) };
}
