import { API_BASE_PATH, identityEndpoints, SIGN_IN_RATE_LIMIT } from '@causeway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EndpointReply, registerRoutes, route } from '../http/define-routes.ts';
import { notFound } from '../lib/errors.ts';
import { parseLogin } from './accounts.ts';
import { GOOGLE_STATE_COOKIE } from './google-sign-in.ts';
import { describeInvitation } from './invitations.ts';
import { acceptOAuthTokenForm } from './oauth-form.ts';
import { sendSignInCode } from './one-time-codes.ts';
import { revokeRefreshToken } from './refresh-tokens.ts';
import { checkLogin, createAccount, exchangeGrant, resetPassword, signInWithCode } from './sign-in.ts';

/** Refreshing a session is not signing in: every page load refreshes, so it has its own, wider limit. */
const REFRESH_RATE_LIMIT_PER_MINUTE = 300;
const isRefresh = (request: FastifyRequest) =>
  (request.body as { grantType?: unknown } | undefined)?.grantType === 'refresh_token';
/**
 * POST /auth/token counts password and Google sign-ins against the sign-in limit, and refreshes
 * apart, per address: a person who reloads often, or an office behind one address, is never
 * signed out by the sign-in limit. It runs once the body is parsed, to tell the two apart.
 */
const TOKEN_RATE_LIMIT = {
  ...SIGN_IN_RATE_LIMIT,
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `${isRefresh(request) ? 'refresh' : 'sign-in'}:${request.ip}`,
  max: (request: FastifyRequest) =>
    isRefresh(request) ? REFRESH_RATE_LIMIT_PER_MINUTE : SIGN_IN_RATE_LIMIT.max,
};

/** The browser secret of a Google sign-in in progress, readable only by the two Google paths. */
function googleStateCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${GOOGLE_STATE_COOKIE}=${value}; Path=${API_BASE_PATH}/auth/google; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`;
}

/**
 * Sign-in, sign-out, codes, password reset and invitations (identityEndpoints, each with its
 * per-address limit; POST /auth/token's depends on the grant in the body). The two Google
 * redirects set and read a cookie and answer 302.
 */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, accessTokens, outbox } = app.services;
  const secure = config.publicUrl.startsWith('https:');
  const issuer = { db, config, accessTokens };
  acceptOAuthTokenForm(app);

  registerRoutes(app, [
    route(identityEndpoints.validateLogin, ({ db, body, services }) =>
      checkLogin(db, body.login, Boolean(services.google)),
    ),
    route(identityEndpoints.revoke, async ({ db, body }) => {
      await revokeRefreshToken(db, body.refreshToken);
      return null;
    }),
    route(identityEndpoints.sendOtp, ({ db, body, services }) =>
      sendSignInCode(db, services.outbox, parseLogin(body.login)),
    ),
    route(identityEndpoints.verifyOtp, ({ body }) => signInWithCode(issuer, body)),
    route(identityEndpoints.passwordReset, ({ db, body }) =>
      resetPassword(db, { outbox, publicUrl: config.publicUrl }, body),
    ),
    route(identityEndpoints.invitation, ({ db, params }) => describeInvitation(db, params.token)),
    route(identityEndpoints.createUser, ({ body }) => createAccount(issuer, body)),
    route(identityEndpoints.token, ({ body }) => exchangeGrant(issuer, body), {
      rateLimit: TOKEN_RATE_LIMIT,
    }),
    route(identityEndpoints.googleStart, async ({ query, services }) => {
      if (!services.google) throw notFound('Google sign-in');
      const { url, browserSecret } = await services.google.start(query.returnTo);
      return new EndpointReply(null, {
        status: 302,
        headers: { location: url, 'set-cookie': googleStateCookie(browserSecret, 600, secure) },
      });
    }),
    route(identityEndpoints.googleCallback, async ({ query, headers, services }) => {
      if (!services.google) throw notFound('Google sign-in');
      const cookie = headers.cookie?.split(/;\s*/).find((part) => part.startsWith(`${GOOGLE_STATE_COOKIE}=`));
      const callbackUrl = new URL(
        `${API_BASE_PATH}${identityEndpoints.googleCallback.path}?${new URLSearchParams(query)}`,
        config.publicUrl,
      );
      const target = await services.google.finish(callbackUrl, cookie?.slice(GOOGLE_STATE_COOKIE.length + 1));
      return new EndpointReply(null, {
        status: 302,
        headers: { location: target, 'set-cookie': googleStateCookie('', 0, secure) },
      });
    }),
  ]);
};
