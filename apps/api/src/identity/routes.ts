import {
  createUserBodySchema,
  errorResponseSchema,
  invitationResponseSchema,
  passwordResetBodySchema,
  revokeBodySchema,
  sendOtpBodySchema,
  sendOtpResponseSchema,
  tokenBodySchema,
  tokenResponseSchema,
  validateLoginBodySchema,
  validateLoginResponseSchema,
  verifyOtpBodySchema,
} from '@causeway/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, unauthorized } from '../lib/errors.ts';
import { assertActivated, parseLogin, requireAccount, signInMethods } from './accounts.ts';
import { GOOGLE_STATE_COOKIE } from './google-sign-in.ts';
import { acceptInvitation, describeInvitation } from './invitations.ts';
import { sendSignInCode, verifySignInCode } from './one-time-codes.ts';
import { consumeOneTimeToken } from './one-time-tokens.ts';
import { completePasswordReset, requestPasswordReset } from './password-reset.ts';
import { checkPassword } from './password-sign-in.ts';
import { revokeRefreshToken, rotateRefreshToken } from './refresh-tokens.ts';
import { startSession } from './session.ts';

/** Per-IP limits on the sign-in surface, on top of the per-identifier limits in the database. */
const SIGN_IN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
const CODE_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  429: errorResponseSchema,
};
/** Refreshing a session is not signing in: every page load refreshes, so it has its own, wider limit. */
const REFRESH_RATE_LIMIT_PER_MINUTE = 300;
const publicRoute = (rateLimit: object = SIGN_IN_RATE_LIMIT) => ({ public: true, rateLimit });
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

export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, accessTokens, outbox } = app.services;

  app.post(
    '/users/validateLogin',
    {
      config: publicRoute(),
      schema: {
        tags: ['identity'],
        summary: 'Whether an account exists and how it may sign in',
        body: validateLoginBodySchema,
        response: { 200: validateLoginResponseSchema, ...errors },
      },
    },
    async (request) => {
      const account = await requireAccount(db, parseLogin(request.body.login));
      return {
        activated: Boolean(account.activatedAt),
        methods: [...signInMethods(account, Boolean(app.services.google))],
        googleOnly: account.googleOnly,
      };
    },
  );

  app.post(
    '/auth/token',
    {
      config: publicRoute(TOKEN_RATE_LIMIT),
      schema: {
        tags: ['identity'],
        summary: 'Sign in with a password, a refresh token or a Google sign-in ticket',
        body: tokenBodySchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      if (body.grantType === 'password') {
        const account = await checkPassword(db, parseLogin(body.login), body.password);
        return startSession(db, config, accessTokens, account.id);
      }
      if (body.grantType === 'refresh_token') {
        const { userId, refreshToken } = await rotateRefreshToken(
          db,
          body.refreshToken,
          config.refreshTokenTtlDays,
        );
        const { accessToken, expiresIn } = await accessTokens.issue(userId);
        return { accessToken, refreshToken, tokenType: 'Bearer' as const, expiresIn, userId };
      }
      const userId = await consumeOneTimeToken(db, 'sign_in_ticket', body.ticket);
      if (!userId) throw unauthorized('The sign-in link has expired. Please sign in again.', 'invalid_grant');
      return startSession(db, config, accessTokens, userId);
    },
  );

  app.post(
    '/auth/revoke',
    {
      config: publicRoute(),
      schema: {
        tags: ['identity'],
        summary: 'Sign out: end the session of a refresh token',
        body: revokeBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await revokeRefreshToken(db, request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/sendOTP',
    {
      config: publicRoute(CODE_RATE_LIMIT),
      schema: {
        tags: ['identity'],
        summary: 'Text a 6-digit sign-in code',
        body: sendOtpBodySchema,
        response: { 200: sendOtpResponseSchema, ...errors },
      },
    },
    async (request) => sendSignInCode(db, outbox, parseLogin(request.body.login)),
  );

  app.post(
    '/users/verifyOTP',
    {
      config: publicRoute(CODE_RATE_LIMIT),
      schema: {
        tags: ['identity'],
        summary: 'Sign in with a texted code',
        body: verifyOtpBodySchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const account = await verifySignInCode(db, parseLogin(request.body.login), request.body.code);
      assertActivated(account);
      return startSession(db, config, accessTokens, account.id);
    },
  );

  app.post(
    '/users/passwordReset',
    {
      config: publicRoute(CODE_RATE_LIMIT),
      schema: {
        tags: ['identity'],
        summary: 'Request a reset link ({email}) or set a new password ({token, password})',
        body: passwordResetBodySchema,
        response: {
          202: z.object({ status: z.literal('sent') }),
          204: z.null(),
          ...errors,
          410: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if ('email' in body) {
        await requestPasswordReset(db, outbox, config.publicUrl, body.email);
        return reply.status(202).send({ status: 'sent' as const });
      }
      await completePasswordReset(db, body.token, body.password);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/invitations/:token',
    {
      config: publicRoute(),
      schema: {
        tags: ['identity'],
        summary: 'What an account-creation link is for',
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: invitationResponseSchema, 410: errorResponseSchema },
      },
    },
    async (request) => describeInvitation(db, request.params.token),
  );

  app.post(
    '/users/user',
    {
      config: publicRoute(),
      schema: {
        tags: ['identity'],
        summary: 'Create an account from an emailed invitation link',
        body: createUserBodySchema,
        response: { 201: tokenResponseSchema, ...errors, 409: errorResponseSchema, 410: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = await acceptInvitation(db, request.body);
      return reply.status(201).send(await startSession(db, config, accessTokens, userId));
    },
  );

  app.get(
    '/auth/google/start',
    {
      config: publicRoute(),
      schema: {
        tags: ['identity'],
        summary: 'Start Google sign-in (redirect)',
        querystring: z.object({ returnTo: z.string().max(2000).default('/') }),
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
    '/auth/google/callback',
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
