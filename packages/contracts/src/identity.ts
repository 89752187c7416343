import { emailSchema, otpSchema, passwordSchema, personNameSchema, phoneSchema } from '@causeway/domain';
import { z } from 'zod';

/** An email or a 10-digit phone; the API tells which with parseLoginIdentifier and answers with the spec's message. */
export const loginFieldSchema = z.string().trim().min(1, 'An email or a phone is needed').max(320);

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

/** The built-in issuer's token endpoint: password sign-in, refresh rotation, Google sign-in tickets. */
export const tokenBodySchema = z.discriminatedUnion('grantType', [
  z.strictObject({
    grantType: z.literal('password'),
    login: loginFieldSchema,
    password: z.string().min(1).max(200),
  }),
  z.strictObject({ grantType: z.literal('refresh_token'), refreshToken: z.string().min(1).max(200) }),
  z.strictObject({ grantType: z.literal('ticket'), ticket: z.string().min(1).max(200) }),
]);

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
});
