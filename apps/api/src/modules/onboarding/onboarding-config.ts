import type { z } from 'zod';
import {
  type DocumentStorageConfig,
  documentStorageConfigOf,
  documentStorageEnvironmentShape,
} from '../../adapters/document-storage/index.ts';
import {
  type IdentityVerificationConfig,
  identityVerificationConfigOf,
  identityVerificationEnvironmentShape,
} from '../../adapters/identity-verification/index.ts';

/** The onboarding variables, spread into the API's environment schema (named with the others). */
export const onboardingEnvironmentShape = {
  ...documentStorageEnvironmentShape,
  ...identityVerificationEnvironmentShape,
};

export type OnboardingConfig = {
  storage: DocumentStorageConfig;
  identityVerification: IdentityVerificationConfig;
  /** Lower-cased emails whose accounts review applications (besides the platform_reviewers table). */
  reviewerEmails: string[];
};

type OnboardingEnvironment = z.output<z.ZodObject<typeof onboardingEnvironmentShape>>;

/** The onboarding settings; a bad combination throws the config's own readable error. */
export function onboardingConfigOf(
  env: OnboardingEnvironment,
  dataDir: string,
  sandbox: boolean,
): OnboardingConfig {
  // A bad combination throws lines naming each variable; config.ts makes them its ConfigError.
  return {
    storage: documentStorageConfigOf(env, dataDir),
    identityVerification: identityVerificationConfigOf(env, sandbox),
    reviewerEmails: env.PLATFORM_REVIEWER_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  };
}
