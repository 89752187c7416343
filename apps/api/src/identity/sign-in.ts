import type {
  createUserBodySchema,
  passwordResetBodySchema,
  passwordResetSentResponseSchema,
  tokenBodySchema,
  verifyOtpBodySchema,
} from '@causeway/contracts';
import type { z } from 'zod';
import type { Outbox } from '../adapters/outbox.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { EndpointReply } from '../http/define-routes.ts';
import { unauthorized } from '../lib/errors.ts';
import type { AccessTokenService } from './access-tokens.ts';
import { assertActivated, parseLogin, requireAccount, signInMethods } from './accounts.ts';
import { grantClientCredentials } from './client-credentials.ts';
import { acceptInvitation } from './invitations.ts';
import { verifySignInCode } from './one-time-codes.ts';
import { consumeOneTimeToken } from './one-time-tokens.ts';
import { completePasswordReset, requestPasswordReset } from './password-reset.ts';
import { checkPassword } from './password-sign-in.ts';
import { rotateRefreshToken } from './refresh-tokens.ts';
import { startSession } from './session.ts';

/** What a sign-in needs beyond the database: the config and the access-token issuer. */
export type Issuer = { db: Database; config: Config; accessTokens: AccessTokenService };

/** POST /users/validateLogin: whether the account exists and how it may sign in. */
export async function checkLogin(db: Database, login: string, googleConfigured: boolean) {
  const account = await requireAccount(db, parseLogin(login));
  return {
    activated: Boolean(account.activatedAt),
    methods: [...signInMethods(account, googleConfigured)],
    googleOnly: account.googleOnly,
  };
}

/**
 * POST /auth/token: a password, a refresh token (rotated) or a Google sign-in ticket for a
 * session; an API credential's client id and secret for its short-lived access token.
 */
export async function exchangeGrant(
  { db, config, accessTokens }: Issuer,
  grant: z.output<typeof tokenBodySchema>,
) {
  if (grant.grantType === 'client_credentials') return grantClientCredentials(db, accessTokens, grant);
  if (grant.grantType === 'password') {
    const account = await checkPassword(db, parseLogin(grant.login), grant.password);
    return startSession(db, config, accessTokens, account.id);
  }
  if (grant.grantType === 'refresh_token') {
    const { userId, refreshToken } = await rotateRefreshToken(
      db,
      grant.refreshToken,
      config.refreshTokenTtlDays,
    );
    const { accessToken, expiresIn } = await accessTokens.issue(userId);
    return { accessToken, refreshToken, tokenType: 'Bearer' as const, expiresIn, userId };
  }
  const userId = await consumeOneTimeToken(db, 'sign_in_ticket', grant.ticket);
  if (!userId) throw unauthorized('invalid_grant', 'The sign-in link has expired. Please sign in again.');
  return startSession(db, config, accessTokens, userId);
}

/** POST /users/verifyOTP: a texted code signs an activated account in. */
export async function signInWithCode(
  { db, config, accessTokens }: Issuer,
  { login, code }: z.output<typeof verifyOtpBodySchema>,
) {
  const account = await verifySignInCode(db, parseLogin(login), code);
  assertActivated(account);
  return startSession(db, config, accessTokens, account.id);
}

/** POST /users/passwordReset: 202 once the link is emailed ({email}); 204 once the password is set. */
export async function resetPassword(
  db: Database,
  mail: { outbox: Outbox; publicUrl: string },
  step: z.output<typeof passwordResetBodySchema>,
): Promise<z.output<typeof passwordResetSentResponseSchema> | EndpointReply> {
  if ('email' in step) {
    await requestPasswordReset(db, mail.outbox, mail.publicUrl, step.email);
    return { status: 'sent' };
  }
  await completePasswordReset(db, step.token, step.password);
  return new EndpointReply(null, { status: 204 });
}

/** POST /users/user: the invitation link's account is created and signed in. */
export async function createAccount(
  { db, config, accessTokens }: Issuer,
  input: z.output<typeof createUserBodySchema>,
) {
  const userId = await acceptInvitation(db, input);
  return startSession(db, config, accessTokens, userId);
}
