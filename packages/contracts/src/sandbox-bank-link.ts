import { z } from 'zod';
import { errorResponseSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

// The sandbox's bank-link provider (SANDBOX=1 only, public like the other sandbox routes): a fake of
// Plaid's endpoints on the API, and a Link look-alike in the web that signs in here to receive a
// public token, exactly as Plaid Link hands one to its onSuccess.

/**
 * The start of the sandbox's link tokens: the web opens its look-alike for these and Plaid Link for
 * any other. Plaid's own Sandbox environment issues `link-sandbox-<uuid>`, so ours carry a marker
 * of their own: with PLAID_ENV=sandbox the real Plaid Link still opens.
 */
export const SANDBOX_LINK_TOKEN_PREFIX = 'link-sandbox-causeway-';

/** True for a link token of the sandbox's look-alike, false for one of Plaid's. */
export function isSandboxLinkToken(linkToken: string): boolean {
  return linkToken.startsWith(SANDBOX_LINK_TOKEN_PREFIX);
}

/** The one sign-in the sandbox's banks accept, as in Plaid's Sandbox. */
export const SANDBOX_BANK_LINK_CREDENTIALS = { username: 'user_good', password: 'pass_good' } as const;

/**
 * What linking at each sandbox institution does: `instant` verifies at once; `micro_deposits`
 * leaves the account pending small deposits; `fails`: its checking account fails verification (a
 * closed account) and its savings account is refused as unsupported; `down`: the bank cannot be
 * reached when the API asks for the numbers.
 */
export const SANDBOX_INSTITUTION_OUTCOMES = ['instant', 'micro_deposits', 'fails', 'down'] as const;
export type SandboxInstitutionOutcome = (typeof SANDBOX_INSTITUTION_OUTCOMES)[number];

export const sandboxInstitutionSchema = z.object({
  institutionId: z.string(),
  name: z.string(),
  outcome: z.enum(SANDBOX_INSTITUTION_OUTCOMES),
});
export type SandboxInstitution = z.infer<typeof sandboxInstitutionSchema>;
export const sandboxInstitutionsResponseSchema = z.object({
  institutions: z.array(sandboxInstitutionSchema),
});

export const sandboxPublicTokenBodySchema = z.strictObject({
  /** The link token the API gave for this recipient (POST …/plaidLinkToken). */
  linkToken: z.string().startsWith(SANDBOX_LINK_TOKEN_PREFIX).max(100),
  institutionId: z.string().min(1).max(50),
  username: z.string().max(100),
  password: z.string().max(100),
});

/** An account as Plaid Link's onSuccess metadata lists it. */
export const sandboxLinkAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  mask: z.string(),
  subtype: z.enum(['checking', 'savings']),
});
export type SandboxLinkAccount = z.infer<typeof sandboxLinkAccountSchema>;

export const sandboxPublicTokenResponseSchema = z.object({
  publicToken: z.string(),
  institution: z.object({ institutionId: z.string(), name: z.string() }),
  accounts: z.array(sandboxLinkAccountSchema),
});
export type SandboxPublicTokenResponse = z.infer<typeof sandboxPublicTokenResponseSchema>;

/**
 * Wrong credentials: the API's error shape (`incorrectPassword`) and, beside it, Plaid's own error
 * object as Plaid answers INVALID_CREDENTIALS.
 */
export const sandboxBankLinkRefusalSchema = errorResponseSchema.extend({
  error_type: z.string(),
  error_code: z.string(),
  error_message: z.string(),
  display_message: z.string().nullable(),
  request_id: z.string(),
});

const tags = ['sandbox'];

export const sandboxBankLinkEndpoints = {
  institutions: endpoint({
    method: 'GET',
    path: '/sandbox/bankLink/institutions',
    summary: "The sandbox bank-link provider's institutions and what linking at each does (sandbox only)",
    tags,
    access: { kind: 'public' },
    response: sandboxInstitutionsResponseSchema,
  }),
  publicToken: endpoint({
    method: 'POST',
    path: '/sandbox/bankLink/publicToken',
    summary:
      "Sign in at a sandbox institution, as in Plaid Link: a public token and the bank's accounts (sandbox only)",
    tags,
    access: { kind: 'public' },
    body: sandboxPublicTokenBodySchema,
    response: sandboxPublicTokenResponseSchema,
    noStore: true,
    errors: ['not_found'],
    otherResponses: { 401: sandboxBankLinkRefusalSchema },
  }),
};
