import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AccessTokenService } from './access-tokens.ts';
import { createRefreshToken } from './refresh-tokens.ts';

/** What every successful sign-in answers: an access token and a rotating refresh token. */
export async function startSession(db: Database, config: Config, tokens: AccessTokenService, userId: string) {
  const { accessToken, expiresIn } = await tokens.issue(userId);
  const refreshToken = await createRefreshToken(db, userId, config.refreshTokenTtlDays);
  return { accessToken, refreshToken, tokenType: 'Bearer' as const, expiresIn, userId };
}
