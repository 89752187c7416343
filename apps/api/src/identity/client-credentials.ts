import type { ClientCredentialsTokenResponse } from '@causeway/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { apiCredentials, signInAttempts } from '../db/schema/index.ts';
import { constantTimeEqual } from '../lib/crypto.ts';
import { apiError } from '../lib/errors.ts';
import { credentialStatus, hashClientSecret } from '../modules/api-credentials/api-credentials.ts';
import type { AccessTokenService } from './access-tokens.ts';
import { assertAttemptsAllowed } from './password-sign-in.ts';

/** A credential's access token lives 15 minutes at most (less when the credential ends sooner). */
export const CLIENT_CREDENTIALS_TOKEN_TTL_SECONDS = 900;

/**
 * POST /auth/token with grantType client_credentials (OAuth 2.0 §4.4): the client id and secret of
 * an API credential for a short-lived access token whose subject is the credential. Wrong secrets
 * are throttled per client id like passwords per login (10 in 15 minutes, across processes); an
 * unknown id, a wrong secret, a revoked or an expired credential all answer the same 401, so the
 * answer does not tell which.
 */
export async function grantClientCredentials(
  db: Database,
  tokens: AccessTokenService,
  grant: { clientId: string; clientSecret: string },
  nowMs = Date.now(),
): Promise<ClientCredentialsTokenResponse> {
  const identifier = `client:${grant.clientId}`;
  await assertAttemptsAllowed(db, identifier, nowMs);

  const [credential] = await db
    .select()
    .from(apiCredentials)
    .where(eq(apiCredentials.clientId, grant.clientId));
  const secretMatches =
    credential !== undefined &&
    constantTimeEqual(hashClientSecret(grant.clientSecret), credential.secretHash);
  await db.insert(signInAttempts).values({ identifier, succeeded: secretMatches });
  if (!credential || !secretMatches || credentialStatus(credential, nowMs) !== 'active')
    throw apiError('invalid_client');

  await db
    .update(apiCredentials)
    .set({ lastUsedAt: new Date(nowMs) })
    .where(eq(apiCredentials.id, credential.id));
  const secondsLeft = Math.floor((credential.expiresAt.getTime() - nowMs) / 1000);
  const { accessToken, expiresIn } = await tokens.issue(credential.id, {
    clientId: credential.clientId,
    ttlSeconds: Math.max(1, Math.min(CLIENT_CREDENTIALS_TOKEN_TTL_SECONDS, secondsLeft)),
  });
  return {
    accessToken,
    tokenType: 'Bearer',
    expiresIn,
    credentialId: credential.id,
    businessId: credential.businessId,
    permissions: credential.permissions,
  };
}
