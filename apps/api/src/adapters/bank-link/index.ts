import { z } from 'zod';
import type { BankLink } from './bank-link.ts';
import { createPlaidBankLink, PLAID_ENVIRONMENTS, type PlaidSettings } from './plaid-bank-link.ts';
import { createSandboxBankLink } from './sandbox-bank-link.ts';

export {
  BANK_LINK_ERROR_REASONS,
  type BankLink,
  BankLinkError,
  type BankLinkErrorReason,
  type BankLinkLanguage,
  type LinkedAccount,
} from './bank-link.ts';

/**
 * The bank link's environment variables, to spread into the API's environment schema (so a bad
 * value is named with the others): Plaid's client id and secret from its dashboard, and which of
 * its environments they belong to.
 */
export const bankLinkEnvironmentShape = {
  /** An empty value counts as unset, as for the API's other variables. */
  PLAID_CLIENT_ID: z.string().trim().optional(),
  PLAID_SECRET: z.string().trim().optional(),
  /** sandbox (Plaid's test institutions) by default; production moves real bank data. */
  PLAID_ENV: z
    .enum(PLAID_ENVIRONMENTS, {
      error: 'must be sandbox or production (Plaid retired its Development environment)',
    })
    .default('sandbox'),
};

const bankLinkEnvironmentSchema = z.object(bankLinkEnvironmentShape).superRefine((env, context) => {
  if (env.PLAID_CLIENT_ID && !env.PLAID_SECRET)
    context.addIssue({ code: 'custom', path: ['PLAID_SECRET'], message: 'required with PLAID_CLIENT_ID' });
  if (env.PLAID_SECRET && !env.PLAID_CLIENT_ID)
    context.addIssue({ code: 'custom', path: ['PLAID_CLIENT_ID'], message: 'required with PLAID_SECRET' });
});

/**
 * Which bank link runs: Plaid when PLAID_CLIENT_ID is set (even with SANDBOX=1, to try Plaid's own
 * Sandbox environment); else the sandbox's look-alike when SANDBOX=1; else none: production without
 * Plaid offers manual entry only. The fake is never the answer outside the sandbox, because it
 * would link made-up numbers for anyone who forges a token.
 */
export type BankLinkConfig =
  | { provider: 'plaid'; plaid: PlaidSettings }
  | { provider: 'sandbox' }
  | { provider: 'none' };

/**
 * Reads PLAID_CLIENT_ID, PLAID_SECRET and PLAID_ENV; throws an Error whose lines name each bad
 * variable ("  PLAID_SECRET: required with PLAID_CLIENT_ID") for the caller's configuration error.
 */
export function bankLinkConfigFrom(
  environment: Readonly<Record<string, string | undefined>>,
  { sandbox }: { sandbox: boolean },
): BankLinkConfig {
  const parsed = bankLinkEnvironmentSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.PLAID_CLIENT_ID && env.PLAID_SECRET)
    return {
      provider: 'plaid',
      plaid: { clientId: env.PLAID_CLIENT_ID, secret: env.PLAID_SECRET, environment: env.PLAID_ENV },
    };
  return sandbox ? { provider: 'sandbox' } : { provider: 'none' };
}

/** The configured bank link, or undefined when there is none (production without Plaid). */
export function createBankLink(config: BankLinkConfig): BankLink | undefined {
  switch (config.provider) {
    case 'plaid':
      return createPlaidBankLink(config.plaid);
    case 'sandbox':
      return createSandboxBankLink();
    case 'none':
      return undefined;
  }
}
