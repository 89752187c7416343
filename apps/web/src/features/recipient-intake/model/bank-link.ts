import type { ReactNode } from 'react';

// What the bank-link provider (Plaid Link, or the sandbox's look-alike) hands back, as
// react-plaid-link's onSuccess does: a public token, and the account and institution chosen.
// The bank-link feature renders the provider; the route passes it in (features do not import
// each other).

export type BankLinkMetadata = {
  accounts: readonly { id: string }[];
  institution?: { name: string } | null;
};

/** Why the provider closed without an account: closed by the recipient, failed, or never loaded
 * (the provider's button then says so itself). */
export type BankLinkExit = 'closed' | 'failed' | 'notLoaded';

export type BankLinkProps = {
  linkToken: string;
  /** The button's text. */
  label: string;
  onSuccess: (publicToken: string, metadata: BankLinkMetadata) => void;
  onExit: (reason: BankLinkExit) => void;
};

export type RenderBankLink = (props: BankLinkProps) => ReactNode;
