import { z } from 'zod';
import type { IdentityVerifier } from './identity-verifier.ts';
import { ManualIdentityVerifier, SandboxIdentityVerifier } from './sandbox-identity-verifier.ts';

export * from './identity-verifier.ts';
export { SANDBOX_KYB_VALUES } from './sandbox-identity-verifier.ts';

export const identityVerificationEnvironmentShape = {
  /** sandbox (test values decide) or manual (every check asks for documents); sandbox by default with SANDBOX=1. */
  KYB_PROVIDER: z.enum(['sandbox', 'manual']).optional(),
  /** Emails of the platform's application reviewers, besides those in the platform_reviewers table. */
  PLATFORM_REVIEWER_EMAILS: z.string().default(''),
};

export type IdentityVerificationProvider = 'sandbox' | 'manual';

/** The sandbox verifier is never the answer outside the sandbox: it would pass made-up people. */
export function identityProviderOf(chosen: IdentityVerificationProvider | undefined, sandbox: boolean) {
  if (chosen === 'sandbox' && !sandbox) throw new Error('  KYB_PROVIDER: sandbox needs SANDBOX=1');
  return chosen ?? (sandbox ? 'sandbox' : 'manual');
}

export function createIdentityVerifier(provider: IdentityVerificationProvider): IdentityVerifier {
  return provider === 'sandbox' ? new SandboxIdentityVerifier() : new ManualIdentityVerifier();
}
