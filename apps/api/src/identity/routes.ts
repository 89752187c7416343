import {
  errorResponseSchema,
  GOOGLE_SIGN_IN_PATHS,
  googleStartQuerySchema,
  identityEndpoints,
  routePattern,
  SIGN_IN_RATE_LIMIT,
  tokenBodySchema,
  tokenResponseSchema,
} from '@causeway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoutes, route } from '../http/define-routes.ts';
import { notFound } from '../lib/errors.ts';
import { parseLogin } from './accounts.ts';
import { GOOGLE_STATE_COOKIE } from './google-sign-in.ts';
import { describeInvitation } from './invitations.ts';
import { sendSignInCode } from './one-time-codes.ts';
import { revokeRefreshToken } from './refresh-tokens.ts';
import { checkLogin, createAccount, exchangeGrant, resetPassword, signInWithCode } from './sign-in.ts';

const { token } = identityEndpoints;
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
const publicRoute = (rateLimit: object = SIGN_IN_RATE_LIMIT) => ({ public: true, rateLimit });
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * Sign-in, sign-out, codes, password reset and invitations (identityEndpoints, each with its
 * per-address limit). POST /auth/token is registered by hand from its contract: its limit depends
 * on the grant in the body. The two Google redirects set and read a cookie and answer 302.
 */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, accessTokens, outbox } = app.services;
  const issuer = { db, config, accessTokens };

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
  ]);

  app.post(
    routePattern(token.path),
    {
      config: publicRoute(TOKEN_RATE_LIMIT),
      schema: {
        tags: [...token.tags],
        summary: token.summary,
        body: tokenBodySchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) => exchangeGrant(issuer, request.body),
  );

  app.get(
    GOOGLE_SIGN_IN_PATHS.start,
    {
      config: publicRoute(),
      schema: {
        tags: ['identity'],
        summary: 'Start Google sign-in (redirect)',
        querystring: googleStartQuerySchema,
      },
    },
    async (request, reply) => {
      const google = app.services.google;
      if (!google) throw notFound('Google sign-in');
      const { url, browserSecret } = await google.start(request.query.returnTo);
      const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${GOOGLE_STATE_COOKIE}=${browserSecret}; Path=/api/auth/google; HttpOnly; SameSite=Lax; Max-Age=600${secure}`,
      );
      return reply.redirect(url);
    },
  );

  app.get(
    GOOGLE_SIGN_IN_PATHS.callback,
    {
      config: publicRoute(),
      schema: {
        tags: ['identity'],
        summary: 'Google sign-in callback (redirects to the web with a ticket)',
        hide: true,
      },
    },
    async (request, reply) => {
      const google = app.services.google;
      if (!google) throw notFound('Google sign-in');
      const cookie = request.headers.cookie
        ?.split(/;\s*/)
        .find((part) => part.startsWith(`${GOOGLE_STATE_COOKIE}=`));
      const target = await google.finish(
        new URL(request.url, config.publicUrl),
        cookie?.slice(GOOGLE_STATE_COOKIE.length + 1),
      );
      reply.header(
        'set-cookie',
        `${GOOGLE_STATE_COOKIE}=; Path=/api/auth/google; HttpOnly; SameSite=Lax; Max-Age=0`,
      );
      return reply.redirect(target);
    },
  );
};
