import { z } from 'zod';
import {
  ALLOY_BASE_URLS,
  ALLOY_TIMEOUT_MS_DEFAULT,
  AlloyIdentityVerifier,
  type AlloySettings,
} from './alloy-identity-verifier.ts';
import type { IdentityVerifier } from './identity-verifier.ts';
import { ManualIdentityVerifier, SandboxIdentityVerifier } from './sandbox-identity-verifier.ts';

export * from './identity-verifier.ts';
export { SANDBOX_KYB_VALUES } from './sandbox-identity-verifier.ts';

export const IDENTITY_VERIFICATION_PROVIDERS = ['sandbox', 'manual', 'alloy'] as const;
export type IdentityVerificationProvider = (typeof IDENTITY_VERIFICATION_PROVIDERS)[number];

export const identityVerificationEnvironmentShape = {
  /**
   * sandbox (test values decide), manual (every check asks for documents) or alloy (Alloy's
   * workflows decide); sandbox by default with SANDBOX=1, else manual.
   */
  KYB_PROVIDER: z.enum(IDENTITY_VERIFICATION_PROVIDERS).optional(),
  /** Alloy's environment: sandbox (its test data) or production; or ALLOY_API_URL to name another host. */
  ALLOY_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  ALLOY_API_URL: z.url().optional(),
  /** The business (KYB) workflow's token and secret, and the individual (KYC) workflow's. */
  ALLOY_BUSINESS_WORKFLOW_TOKEN: z.string().trim().optional(),
  ALLOY_BUSINESS_WORKFLOW_SECRET: z.string().trim().optional(),
  ALLOY_PERSON_WORKFLOW_TOKEN: z.string().trim().optional(),
  ALLOY_PERSON_WORKFLOW_SECRET: z.string().trim().optional(),
  ALLOY_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(ALLOY_TIMEOUT_MS_DEFAULT),
  /** Emails of the platform's application reviewers, besides those in the platform_reviewers table. */
  PLATFORM_REVIEWER_EMAILS: z.string().default(''),
};

type IdentityEnvironment = z.output<z.ZodObject<typeof identityVerificationEnvironmentShape>>;

export type IdentityVerificationConfig =
  | { provider: 'sandbox' }
  | { provider: 'manual' }
  | { provider: 'alloy'; alloy: AlloySettings };

const ALLOY_CREDENTIALS = [
  'ALLOY_BUSINESS_WORKFLOW_TOKEN',
  'ALLOY_BUSINESS_WORKFLOW_SECRET',
  'ALLOY_PERSON_WORKFLOW_TOKEN',
  'ALLOY_PERSON_WORKFLOW_SECRET',
] as const;

/**
 * Which verifier runs. The sandbox verifier is never the answer outside the sandbox: it would pass
 * made-up people. Alloy needs both workflows' credentials; a missing one is named.
 */
export function identityVerificationConfigOf(
  env: IdentityEnvironment,
  sandbox: boolean,
): IdentityVerificationConfig {
  const chosen = env.KYB_PROVIDER ?? (sandbox ? 'sandbox' : 'manual');
  if (chosen === 'sandbox' && !sandbox) throw new Error('  KYB_PROVIDER: sandbox needs SANDBOX=1');
  if (chosen !== 'alloy') return { provider: chosen };
  const missing = ALLOY_CREDENTIALS.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(missing.map((name) => `  ${name}: required with KYB_PROVIDER=alloy`).join('\n'));
  }
  return {
    provider: 'alloy',
    alloy: {
      baseUrl: env.ALLOY_API_URL ?? ALLOY_BASE_URLS[env.ALLOY_ENV],
      business: { token: env.ALLOY_BUSINESS_WORKFLOW_TOKEN!, secret: env.ALLOY_BUSINESS_WORKFLOW_SECRET! },
      person: { token: env.ALLOY_PERSON_WORKFLOW_TOKEN!, secret: env.ALLOY_PERSON_WORKFLOW_SECRET! },
      timeoutMs: env.ALLOY_TIMEOUT_MS,
    },
  };
}

export function createIdentityVerifier(config: IdentityVerificationConfig): IdentityVerifier {
  switch (config.provider) {
    case 'sandbox':
      return new SandboxIdentityVerifier();
    case 'manual':
      return new ManualIdentityVerifier();
    case 'alloy':
      return new AlloyIdentityVerifier(config.alloy);
  }
}
