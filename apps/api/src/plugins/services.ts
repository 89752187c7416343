import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BankLink } from '../adapters/bank-link/index.ts';
import type { DocumentStorage } from '../adapters/document-storage/index.ts';
import type { IdentityVerifier } from '../adapters/identity-verification/index.ts';
import type { Outbox } from '../adapters/outbox.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AccessTokenService } from '../identity/access-tokens.ts';
import type { GoogleSignIn } from '../identity/google-sign-in.ts';
import type { SigningKeyStore } from '../identity/signing-keys.ts';

/** Everything a route needs, built once at start and shared by every request. */
export type Services = {
  config: Config;
  db: Database;
  masterKey: Buffer;
  signingKeys: SigningKeyStore;
  accessTokens: AccessTokenService;
  outbox: Outbox;
  google: GoogleSignIn | undefined;
  /** Plaid or the sandbox's look-alike; none in production without Plaid (manual entry only). */
  bankLink: BankLink | undefined;
  /** Application documents: local disk (embedded default) or an S3-compatible store (issue 13). */
  documentStorage: DocumentStorage;
  /** KYB/KYC checks of applications: the sandbox's test values or a provider (issue 13). */
  identityVerifier: IdentityVerifier;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export const servicesPlugin = fp(
  async (app: FastifyInstance, services: Services) => {
    app.decorate('services', services);
  },
  { name: 'services' },
);
