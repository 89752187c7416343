import {
  emailSchema,
  languageCodeSchema,
  otpSchema,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  validationMessage,
} from '@causeway/domain';
import { z } from 'zod';
import { clientCredentialsGrantSchema, clientCredentialsTokenResponseSchema } from './api-credentials.ts';
import { endpoint } from './endpoint.ts';

/** An email or a 10-digit phone; the API tells which with parseLoginIdentifier and answers with the spec's message. */
export const loginFieldSchema = z
  .string({ error: validationMessage('loginIdentifierRequired') })
  .trim()
  .min(1, validationMessage('loginIdentifierRequired'))
  .max(320);

export const signInMethodSchema = z.enum(['password', 'sms', 'google']);

export const validateLoginBodySchema = z.strictObject({ login: loginFieldSchema });
export const validateLoginResponseSchema = z.object({
  activated: z.boolean(),
  methods: z.array(signInMethodSchema),
  googleOnly: z.boolean(),
});

export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int(),
  userId: z.uuid(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * The built-in issuer's token endpoint: password sign-in, refresh rotation, Google sign-in tickets,
 * and an API credential's client credentials.
 */
export const tokenBodySchema = z.discriminatedUnion('grantType', [
  z.strictObject({
    grantType: z.literal('password'),
    login: loginFieldSchema,
    password: z.string().min(1).max(200),
  }),
  z.strictObject({ grantType: z.literal('refresh_token'), refreshToken: z.string().min(1).max(200) }),
  z.strictObject({ grantType: z.literal('ticket'), ticket: z.string().min(1).max(200) }),
  clientCredentialsGrantSchema,
]);
/** A person's session, or an API credential's access token (client credentials). */
export const tokenGrantResponseSchema = z.union([tokenResponseSchema, clientCredentialsTokenResponseSchema]);

export const revokeBodySchema = z.strictObject({ refreshToken: z.string().min(1).max(200) });

export const sendOtpBodySchema = z.strictObject({ login: loginFieldSchema });
export const sendOtpResponseSchema = z.object({ sentTo: z.string(), expiresInSeconds: z.number().int() });

export const verifyOtpBodySchema = z.strictObject({ login: loginFieldSchema, code: otpSchema });

/** One path, two steps: ask for the emailed link with `email`; complete it with `token` + `password`. */
export const passwordResetBodySchema = z.union([
  z.strictObject({ email: emailSchema }),
  z.strictObject({ token: z.string().min(1).max(200), password: passwordSchema }),
]);

export const invitationResponseSchema = z.object({
  kind: z.enum(['member', 'cardholder']),
  email: z.string(),
  businessName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

export const createUserBodySchema = z.strictObject({
  token: z.string().min(1).max(200),
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  phone: phoneSchema.optional(),
  password: passwordSchema,
  /** The language the person registered in: their emails and text messages are written in it. */
  language: languageCodeSchema.optional(),
});

export const invitationParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const passwordResetSentResponseSchema = z.object({ status: z.literal('sent') });

const tags = ['identity'];
/** Per-address limits on the sign-in surface, on top of the per-identifier limits in the database. */
export const googleStartQuerySchema = z.object({ returnTo: z.string().max(2000).default('/') });
/** What Google sends back (code, state, iss, or error): read whole by the OpenID client. */
export const googleCallbackQuerySchema = z.record(z.string(), z.string().max(4000));

export const SIGN_IN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
export const CODE_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/**
 * Sign-in, sign-out, one-time codes, password reset and invitations: all public. Google sign-in is
 * two browser redirects (302 with a cookie), which the web links to rather than calls.
 */
export const identityEndpoints = {
  validateLogin: endpoint({
    method: 'POST',
    path: '/users/validateLogin',
    summary: 'Whether an account exists and how it may sign in',
    tags,
    access: { kind: 'public' },
    body: validateLoginBodySchema,
    response: validateLoginResponseSchema,
    rateLimit: SIGN_IN_RATE_LIMIT,
  }),
  token: endpoint({
    method: 'POST',
    path: '/auth/token',
    summary:
      'Sign in with a password, a refresh token or a Google sign-in ticket; or an API credential with its client id and secret',
    tags,
    access: { kind: 'public' },
    body: tokenBodySchema,
    response: tokenGrantResponseSchema,
    errors: ['incorrectPassword', 'invalid_grant', 'invalid_client'],
    // Password and ticket sign-ins; the API counts refreshes apart, with a wider limit.
    rateLimit: SIGN_IN_RATE_LIMIT,
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/auth/revoke',
    summary: 'Sign out: end the session of a refresh token',
    tags,
    access: { kind: 'public' },
    body: revokeBodySchema,
    status: 204,
    response: z.null(),
    rateLimit: SIGN_IN_RATE_LIMIT,
  }),
  sendOtp: endpoint({
    method: 'POST',
    path: '/users/sendOTP',
    summary: 'Text a 6-digit sign-in code',
    tags,
    access: { kind: 'public' },
    body: sendOtpBodySchema,
    response: sendOtpResponseSchema,
    errors: ['otpSendFailed'],
    rateLimit: CODE_RATE_LIMIT,
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: '/users/verifyOTP',
    summary: 'Sign in with a texted code',
    tags,
    access: { kind: 'public' },
    body: verifyOtpBodySchema,
    response: tokenResponseSchema,
    errors: ['otpIncorrect', 'otpExpired', 'accountNotActivated'],
    rateLimit: CODE_RATE_LIMIT,
  }),
  /** 202 for the emailed link ({email}); 204 without a body once the new password is set ({token, password}). */
  passwordReset: endpoint({
    method: 'POST',
    path: '/users/passwordReset',
    summary: 'Request a reset link ({email}) or set a new password ({token, password})',
    tags,
    access: { kind: 'public' },
    body: passwordResetBodySchema,
    status: 202,
    response: passwordResetSentResponseSchema,
    otherResponses: { 204: z.null() },
    errors: ['invalidOrExpiredLink'],
    rateLimit: CODE_RATE_LIMIT,
  }),
  invitation: endpoint({
    method: 'GET',
    path: '/users/invitations/{token}',
    summary: 'What an account-creation link is for',
    tags,
    access: { kind: 'public' },
    params: invitationParamsSchema,
    response: invitationResponseSchema,
    errors: ['invalidOrExpiredLink'],
    rateLimit: SIGN_IN_RATE_LIMIT,
  }),
  createUser: endpoint({
    method: 'POST',
    path: '/users/user',
    summary: 'Create an account from an emailed invitation link',
    tags,
    access: { kind: 'public' },
    body: createUserBodySchema,
    status: 201,
    response: tokenResponseSchema,
    errors: ['emailAlreadyExists', 'invalidOrExpiredLink'],
    rateLimit: SIGN_IN_RATE_LIMIT,
  }),
  googleStart: endpoint({
    method: 'GET',
    path: '/auth/google/start',
    summary: 'Start Google sign-in: a redirect to Google with a state cookie (404 when not configured)',
    tags,
    access: { kind: 'public' },
    query: googleStartQuerySchema,
    status: 302,
    response: z.null(),
    rateLimit: SIGN_IN_RATE_LIMIT,
  }),
  googleCallback: endpoint({
    method: 'GET',
    path: '/auth/google/callback',
    summary: 'Google sign-in callback: a redirect to the web with a single-use sign-in ticket',
    tags,
    access: { kind: 'public' },
    query: googleCallbackQuerySchema,
    status: 302,
    response: z.null(),
    rateLimit: SIGN_IN_RATE_LIMIT,
  }),
};
