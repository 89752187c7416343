import { emailSchema, INTAKE_LANGUAGES, nameOnAccountSchema, otpSchema } from '@causeway/domain';
import { z } from 'zod';
import { intakeStatusResponseSchema } from './bank-transfers.ts';
import { idParamsSchema, isoDateTime } from './common.ts';
import { endpoint } from './endpoint.ts';
import { CODE_RATE_LIMIT } from './identity.ts';

// The recipient's own side of the intake (cardholder spec §2, §4, §7): they prove the email the
// organisation registered with a 6-digit code, and the session that follows reaches that one
// recipient only (the `x-recipient-session` header on the recipient endpoints marked `intake`).

/** The header that carries a recipient's intake session instead of a bearer token. */
export const RECIPIENT_SESSION_HEADER = 'x-recipient-session';

const intakeLanguageSchema = z.enum(INTAKE_LANGUAGES);

export const intakeCodeBodySchema = z.strictObject({
  businessId: z.uuid(),
  email: emailSchema,
  /** The link of the intake email; when given, the email must be that recipient's. */
  token: z.string().min(1).max(200).optional(),
  /** The emails that follow (code, result) are written in this language. */
  language: intakeLanguageSchema.default('en'),
});
export const intakeCodeResponseSchema = z.object({ sent: z.literal(true), expiresAt: isoDateTime });

export const intakeSessionBodySchema = intakeCodeBodySchema.extend({ code: otpSchema });
export const intakeSessionResponseSchema = z.object({
  sessionToken: z.string(),
  expiresAt: isoDateTime,
  recipient: z.object({ id: z.uuid(), name: z.string(), businessName: z.string() }),
});

export const plaidLinkTokenQuerySchema = z.object({ language: intakeLanguageSchema.default('en') });
export const plaidLinkTokenResponseSchema = z.object({ linkToken: z.string(), expiration: isoDateTime });

/** What Link hands back on success (react-plaid-link's onSuccess), and the name typed before it. */
export const plaidBankAccountBodySchema = z.strictObject({
  publicToken: z.string().min(1).max(500),
  accountId: z.string().min(1).max(200),
  nameOnAccount: nameOnAccountSchema,
  institutionName: z.string().max(200).optional(),
});

export const microDepositsBodySchema = z.strictObject({
  firstAmountCents: z.number().int().min(1).max(99),
  secondAmountCents: z.number().int().min(1).max(99),
});

const tags = ['recipient intake'];

/** The recipient's calls that the spec leaves unnamed ("the email-verification call"), and ours. */
export const recipientIntakeEndpoints = {
  sendCode: endpoint({
    method: 'POST',
    path: '/bankTransfers/recipientIntake/code',
    summary: "Email a 6-digit code to a recipient of the program (the recipient's first step)",
    tags,
    access: { kind: 'public' },
    body: intakeCodeBodySchema,
    status: 202,
    response: intakeCodeResponseSchema,
    rateLimit: CODE_RATE_LIMIT,
    errors: ['recipientEmailNotRegistered', 'invalidOrExpiredLink', 'rate_limited'],
  }),
  startSession: endpoint({
    method: 'POST',
    path: '/bankTransfers/recipientIntake/session',
    summary: "Check the code and open the recipient's intake session",
    tags,
    access: { kind: 'public' },
    body: intakeSessionBodySchema,
    response: intakeSessionResponseSchema,
    rateLimit: CODE_RATE_LIMIT,
    noStore: true,
    errors: ['recipientEmailNotRegistered', 'otpIncorrect', 'otpExpired', 'invalidOrExpiredLink'],
  }),
  plaidLinkToken: endpoint({
    method: 'POST',
    path: '/bankTransfers/recipients/{id}/plaidLinkToken',
    summary: 'A link token to open the bank-link provider (Plaid Link) for this recipient',
    tags,
    access: { kind: 'recipient', permission: 'addBankDetails', intake: true },
    params: idParamsSchema,
    query: plaidLinkTokenQuerySchema,
    response: plaidLinkTokenResponseSchema,
    noStore: true,
    errors: ['recipientHasExternalBankAccount', 'bank_link_unavailable'],
  }),
  plaidBankAccount: endpoint({
    method: 'POST',
    path: '/bankTransfers/recipients/{id}/plaidBankAccount',
    summary: "Link the recipient's bank account through the bank-link provider",
    tags,
    access: { kind: 'recipient', permission: 'addBankDetails', intake: true },
    params: idParamsSchema,
    body: plaidBankAccountBodySchema,
    status: 201,
    response: intakeStatusResponseSchema,
    errors: ['recipientHasExternalBankAccount', 'bank_link_unavailable', 'bank_link_failed'],
  }),
  verifyMicroDeposits: endpoint({
    method: 'POST',
    path: '/bankTransfers/recipients/{id}/microDeposits',
    summary: 'Confirm the two small deposits sent to a manually entered account',
    tags,
    access: { kind: 'recipient', permission: 'addBankDetails', intake: true },
    params: idParamsSchema,
    body: microDepositsBodySchema,
    response: intakeStatusResponseSchema,
    errors: ['micro_deposits_incorrect', 'micro_deposits_expired'],
  }),
};
